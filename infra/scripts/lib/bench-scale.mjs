/**
 * `npm run bench -- --scale`: does each request cost the same at 100,000 quotes as at 10,000?
 * Seeds volume through the API's own models (api/dist/seed/scale-seed.js), serves the built API on
 * the embedded engine, and times each request alone (p50/p95), then the signed-in vs anonymous
 * throughput with 16 connections. Results go to bench/results.json under `scale`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { demoAdmin } from './demo-admin.mjs';
import { step } from './log.mjs';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const LOAD_SECONDS = 8;
const CONNECTIONS = 16;
export const SCALE_STEPS = [
  { quotes: 10_000, users: 2_000, carrierRates: 50, equipment: 50 },
  { quotes: 100_000, users: 20_000, carrierRates: 500, equipment: 500 },
];
export const LIMITS = { p50ms: 50, p95ms: 150, growth: 1.5, userRps: 1000, userShareOfHealth: 0.4 };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(method, url, { cookie, body } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      BASE + url,
      { method, agent, headers: { ...(cookie ? { cookie } : {}), ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function signIn(username, password) {
  const res = await send('POST', '/api/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`bench: sign-in as ${username} failed (${res.status} ${res.text})`);
  return res.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One request at a time, SAMPLES times after two warm-ups: p50 and p95 in ms (5 samples when each takes seconds). */
async function timeAlone(name, call) {
  const times = [];
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    const t0 = performance.now();
    const res = await call(i);
    const ms = performance.now() - t0;
    if (res.status >= 400) throw new Error(`${name}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
    if (i >= 2) times.push(ms);
    if (times.length >= 5 && Math.min(...times) > 1000) break;
  }
  times.sort((a, b) => a - b);
  return { request: name, p50ms: +percentile(times, 50).toFixed(1), p95ms: +percentile(times, 95).toFixed(1) };
}

/** CONNECTIONS keep-alive loops for LOAD_SECONDS: requests per second. */
async function throughput(url, cookie) {
  const end = performance.now() + LOAD_SECONDS * 1000;
  let done = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const res = await send('GET', url, { cookie });
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return Math.round(done / LOAD_SECONDS);
}

async function measureStep(target, admin, customer, pid) {
  const deep = Math.floor(target.quotes / 2);
  const quoteBody = (i) => ({ firstName: 'Bench', lastName: `Visitor ${i}`, email: `bench${i}@example.com`, companyName: 'Bench Freight', serviceNeeded: 'Freight Transportation' });
  const rows = [];
  const run = async (name, call) => {
    const row = await timeAlone(name, call);
    step(`  ${name}: p50 ${row.p50ms} ms, p95 ${row.p95ms} ms`);
    rows.push(row);
  };
  await run('GET /api/quotes?limit=20 (first page)', () => send('GET', '/api/quotes?limit=20', { cookie: admin }));
  await run('GET /api/quotes?limit=20&offset=<half of all> (deep page)', () => send('GET', `/api/quotes?limit=20&offset=${deep}`, { cookie: admin }));
  await run('GET /api/quotes?limit=20&status=approved', () => send('GET', '/api/quotes?limit=20&status=approved', { cookie: admin }));
  await run('GET /api/quotes?limit=20&search=okafor', () => send('GET', '/api/quotes?limit=20&search=okafor', { cookie: admin }));
  await run('GET /api/admin/users?limit=20', () => send('GET', '/api/admin/users?limit=20', { cookie: admin }));
  await run('GET /api/admin/users?limit=20&search=haddad', () => send('GET', '/api/admin/users?limit=20&search=haddad', { cookie: admin }));
  await run('GET /api/admin/stats (overview)', () => send('GET', '/api/admin/stats', { cookie: admin }));
  await run('GET /api/customer-quotes?limit=10 (own history)', () => send('GET', '/api/customer-quotes?limit=10', { cookie: customer }));
  await run('POST /api/quotes (anonymous)', (i) => send('POST', '/api/quotes', { body: quoteBody(i) }));
  await run('POST /api/customer-quotes', () => send('POST', '/api/customer-quotes', { cookie: customer, body: { serviceNeeded: 'Cross-Docking', projectDetails: 'Bench load' } }));
  await run('GET /api/user (signed in)', () => send('GET', '/api/user', { cookie: customer }));
  const healthRps = await throughput('/api/health');
  const userRps = await throughput('/api/user', customer);
  step(`  throughput: /api/health ${healthRps}/s, signed-in /api/user ${userRps}/s`);
  const csvExport = await exportAll(admin, pid);
  step(`  CSV export of every quote: ${csvExport.lines} lines, ${csvExport.megabytes} MB in ${csvExport.seconds} s; API RSS ${csvExport.rssBeforeMb} → peak ${csvExport.rssPeakMb} MB`);
  const login = await timeAlone('POST /api/login', () => send('POST', '/api/login', { body: demoAdmin() }));
  return { target, requests: rows, throughput: { healthRps, userRps, userShareOfHealth: +(userRps / healthRps).toFixed(2) }, signIn: login, csvExport };
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/** The whole quote list as CSV (streamed): time, rows, size, and the API process's memory before and at its peak. */
function exportAll(cookie, pid) {
  return new Promise((resolve, reject) => {
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);
    const t0 = performance.now();
    let bytes = 0;
    let lines = 0;
    http
      .get(`${BASE}/api/admin/quotes/export`, { agent, headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export: HTTP ${res.statusCode}`));
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines += 1;
        });
        res.on('end', () => {
          clearInterval(sampler);
          resolve({ seconds: +((performance.now() - t0) / 1000).toFixed(1), lines, megabytes: +(bytes / 1e6).toFixed(1), rssBeforeMb, rssPeakMb });
        });
      })
      .on('error', reject);
  });
}

async function passwordHashMs() {
  const { scrypt, randomBytes } = await import('node:crypto');
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    await new Promise((resolve, reject) =>
      scrypt('password', randomBytes(16), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 * 128 * 2 ** 17 * 8 }, (e) => (e ? reject(e) : resolve())),
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return +percentile(times, 50).toFixed(0);
}

export async function benchScale() {
  const { startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freight-scale-'));
  const db = await startDatabase({ dataDir });
  const uri = `${db.uri}freight_scale`;
  const env = {
    ...process.env,
    PORT: String(PORT),
    MONGODB_URI: uri,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    MAIL_ENABLED: 'false',
    RATE_LIMIT_QUOTE_IP: '1000000',
    RATE_LIMIT_LOGIN_IP: '1000000',
    RATE_LIMIT_LOGIN_PAIR: '1000000',
    RATE_LIMIT_LOGIN_USERNAME: '1000000',
  };
  let server;
  const startApi = async () => {
    server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 600; i += 1) {
      if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('bench: the API did not start');
  };
  const stopApi = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  const mongoose = require(path.join(ROOT, 'node_modules/mongoose'));
  const { connectDatabase, disconnectDatabase } = require(path.join(ROOT, 'api/dist/core/database.js'));
  const { seedScale } = require(path.join(ROOT, 'api/dist/seed/scale-seed.js'));
  const steps = [];
  try {
    // The first start seeds the demo data and the primary admin, as on any new database.
    await startApi();
    await stopApi();
    for (const target of SCALE_STEPS) {
      step(`Seeding ${target.quotes} quotes, ${target.users} users, ${target.carrierRates} carrier rates, ${target.equipment} equipment types...`);
      const t0 = performance.now();
      await connectDatabase(uri);
      await seedScale(target);
      await disconnectDatabase();
      step(`  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      await startApi();
      const admin = await signIn(demoAdmin().username, demoAdmin().password);
      // A generated customer with a quote history (scale-seed gives user 1,000 + n every third quote).
      const customer = await signIn('scale_user_1001', 'Scale-Test-Password-1').catch(() => signIn(demoAdmin().username, demoAdmin().password));
      steps.push(await measureStep(target, admin, customer, server.pid));
      await stopApi();
    }
  } finally {
    if (server && server.exitCode === null) await stopApi();
    if (mongoose.connection.readyState === 1) await disconnectDatabase();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const [small, large] = steps;
  const requests = large.requests.map((row) => {
    const before = small.requests.find((r) => r.request === row.request);
    const growth = +(row.p50ms / Math.max(1, before.p50ms)).toFixed(2);
    return {
      ...row,
      p50msAt10k: before.p50ms,
      p95msAt10k: before.p95ms,
      growth,
      withinLimits: row.p50ms <= LIMITS.p50ms && row.p95ms <= LIMITS.p95ms && growth <= LIMITS.growth,
    };
  });
  return {
    measuredAt: new Date().toISOString(),
    limits: LIMITS,
    steps: SCALE_STEPS,
    requests,
    throughputAt100k: large.throughput,
    throughputAt10k: small.throughput,
    csvExportAt10k: small.csvExport,
    csvExportAt100k: large.csvExport,
    signIn: { requestP50ms: large.signIn.p50ms, passwordHashP50ms: await passwordHashMs() },
  };
}
