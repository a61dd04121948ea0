/**
 * The site the traffic bench loads: the built API in production mode (rate limits, sessions and
 * mail on, mail delivered over SMTP to the bench's own peer) on a fresh embedded FerretDB, run by
 * infra/db/supervisor.cjs as `npm start` runs it, so a killed API or database is restarted the way
 * it is on a real machine. Before the supervisor starts, the database is seeded to the run's first
 * size through the API's models (api/dist/seed/scale-seed.js, as the scale bench seeds).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { send } from './bench-http.mjs';
import { seedDatabase } from './bench-seed.mjs';
import { startSmtpPeer } from './bench-smtp-peer.mjs';
import { step } from './log.mjs';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const { localDatabase, startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
const { supervise } = require(path.join(ROOT, 'infra/db/supervisor.cjs'));
// Read when first needed: the bench builds the packages after it loads this module (a fresh clone has no dist yet).
const primaryAdmin = () => require(path.join(ROOT, 'packages/domain/dist/index.js')).PRIMARY_ADMIN;

const DB_NAME = 'freight_traffic';
const { apiNodeArgs } = require(path.join(ROOT, 'infra/api-process.cjs'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Production settings (api/src/config/config.ts): NODE_ENV=production needs a session secret, the
 * admin's password and SMTP_URL, and turns demo mode off. The public quote limit is raised so it
 * never refuses the bench's one address, but the limiter still runs and counts every request.
 * Without MONGODB_URI the supervisor starts the embedded engine under `dataRoot`.
 */
function productionEnv({ port, smtpUrl }) {
  const env = { ...process.env };
  delete env.MONGODB_URI;
  delete env.DEMO_MODE;
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRACKING_LINK_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    SMTP_URL: smtpUrl,
    MAIL_ENABLED: 'true',
    RATE_LIMIT_QUOTE_IP: '10000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

export async function waitForHealth(base, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((await send(`${base}/api/health`, { timeoutMs: 2000 })).status === 200) return;
    await sleep(250);
  }
  throw new Error(`bench: ${base} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * A new database at the run's first size: the API's first start creates the primary admin (and
 * runs the migrations, which create the indexes), as on any new site; then the scale seed adds
 * accounts, carrier rates, equipment and quotes through the models (bench-seed.mjs, a process of
 * its own), without email (their mail went out long ago on a real site). Resolves with the seed's times.
 */
async function seedFreshDatabase({ dataRoot, env, base, settings }) {
  const db = await startDatabase({ dataDir: path.join(dataRoot, 'ferretdb') });
  const uri = `${db.uri}${DB_NAME}`;
  try {
    const api = spawn(process.execPath, apiNodeArgs(), { cwd: ROOT, env: { ...env, MONGODB_URI: uri }, stdio: ['ignore', 'inherit', 'inherit'] });
    const exited = new Promise((resolve) => api.once('exit', resolve));
    await waitForHealth(base);
    api.kill('SIGTERM');
    await exited;
    const seeded = await seedDatabase(uri, { quotes: settings.from, shipments: 0, users: settings.seedUsers, carrierRates: 50, equipment: 50 });
    step(`  seeded ${settings.from} quotes and ${settings.seedUsers} accounts in ${seeded.seconds} s`);
    return seeded;
  } finally {
    await db.stop();
  }
}

async function signIn(base, password) {
  const res = await send(`${base}/api/login`, { method: 'POST', headers: { origin: base }, body: { username: primaryAdmin().username, password } });
  if (res.status !== 200) throw new Error(`bench: the admin's sign-in failed (${res.status} ${res.text.slice(0, 200)})`);
  return res.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
}

/**
 * Starts the SMTP peer, seeds a fresh database and runs the site under the supervisor. Returns
 * the site: its address, the processes' pids (current, after restarts too), the SMTP peer, the
 * seed's times, the admin's view (`stats()`, `quoteIds()`) and stop().
 */
export async function startSite(settings) {
  const smtp = await startSmtpPeer();
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'freight-traffic-'));
  const base = `http://127.0.0.1:${settings.port}`;
  const env = productionEnv({ port: settings.port, smtpUrl: smtp.url });
  let supervisor;
  const stop = async () => {
    await supervisor?.stop();
    await smtp.close();
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    const engine = localDatabase({ env, dataRoot })?.engine;
    // A local mongod would be preferred by the launcher; this bench is about the embedded engine.
    if (engine !== 'ferretdb') throw new Error(`bench: the supervisor would run ${engine}, not the embedded FerretDB`);
    step(`Seeding a fresh database: ${settings.from} quotes, ${settings.seedUsers} accounts...`);
    const seeding = await seedFreshDatabase({ dataRoot, env, base, settings });
    const events = [];
    supervisor = await supervise({
      api: { command: process.execPath, args: apiNodeArgs(), cwd: ROOT, env },
      env,
      dataRoot,
      dbName: DB_NAME,
      log: (line) => {
        events.push({ at: performance.now(), line });
        process.stderr.write(`  [supervisor] ${line}\n`);
      },
    });
    await waitForHealth(base);
    const admin = await signIn(base, env.ADMIN_PASSWORD);
    const asAdmin = async (url) => {
      const res = await send(base + url, { headers: { cookie: admin }, timeoutMs: 30_000 });
      if (res.status !== 200) throw new Error(`bench: GET ${url} as the admin: ${res.status} ${res.error ?? res.text.slice(0, 200)}`);
      return res;
    };
    return {
      base,
      smtp,
      events,
      /** How long the seed took (bench-seed.mjs): seconds in all and per collection. */
      seeding,
      get pids() {
        return { database: supervisor.databasePid, api: supervisor.apiPid };
      },
      /** The admin overview's figures (quotes and the mail queue), as staff see them. */
      stats: async () => JSON.parse((await asAdmin('/api/admin/stats')).text),
      /** Every stored quote's id, through the admin list (500 a page, the most it gives). */
      async quoteIds() {
        const ids = new Set();
        for (let offset = 0; ; offset += 500) {
          const page = JSON.parse((await asAdmin(`/api/quotes?limit=500&offset=${offset}`)).text);
          for (const quote of page) ids.add(quote.id);
          if (page.length < 500) return ids;
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
