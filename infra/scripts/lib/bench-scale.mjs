/**
 * `npm run bench -- --scale`: does each request cost the same at 100,000 quotes as at 10,000, in
 * each way the store reaches the data? Seeds two databases once, through the API's own store
 * (api/dist/seed/scale-seed.js): one to the small volumes, one grown from the small to the large
 * ones. Then, per way (the embedded engine's default `views`, then `queries`, what a MongoDB
 * deployment runs), serves the built API on each (one embedded engine) and times each request alone
 * (p50/p95), sending it to the two APIs in turn, sample by sample, so whatever else runs on the
 * machine weighs on both sizes alike; then the signed-in vs anonymous throughput with 16 connections
 * (autocannon, alternating, two rounds each), the API's memory, a full CSV export and a sign-in.
 * Shipments: one per quote, every seventh an open load on the board (about 1,400 and 14,000), with
 * carrier offers on them. The query way on the embedded engine reads whole collections for lists and counts (it is built
 * for MongoDB's indexes): it is measured with fewer samples and reported as it is.
 * Results go to bench/results.json under `scale` (views) and `scaleQueries`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { exportAll, passwordHashMs, rssMb, THROUGHPUT_LIMITS, throughput } from './bench-scale-load.mjs';
import { demoAdmin } from './demo-admin.mjs';
import { step } from './log.mjs';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
/**
 * The query way on the embedded engine reads (and sorts) a whole collection per list or count:
 * seconds at 10,000 quotes, tens of seconds at 100,000. It is timed once per request, without
 * warm-up rounds, to show what it costs rather than to hold it to the limits.
 */
const QUERY_WAY_SAMPLES = Number(process.env.BENCH_QUERY_WAY_SAMPLES ?? 1);
export const SCALE_STEPS = [
  { quotes: 10_000, shipments: 10_000, offers: 3_000, users: 2_000, carrierRates: 50, equipment: 50 },
  { quotes: 100_000, shipments: 100_000, offers: 30_000, users: 20_000, carrierRates: 500, equipment: 500 },
];
export const LIMITS = { p50ms: 50, p95ms: 150, growth: 1.5, ...THROUGHPUT_LIMITS };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function send(base, method, url, { cookie, body } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
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

async function signIn(base, username, password) {
  const res = await send(base, 'POST', '/api/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`bench: sign-in as ${username} failed (${res.status} ${res.text})`);
  return res.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50ms: +percentile(sorted, 50).toFixed(1), p95ms: +percentile(sorted, 95).toFixed(1) };
};

/**
 * One request at a time, SAMPLES times after two warm-ups, to each API in turn (which goes first
 * alternates): p50 and p95 in ms per API.
 */
async function timeAlone(name, apis, call, samples = apis[0].samples ?? SAMPLES, warmups = apis[0].warmups ?? 2) {
  const times = apis.map(() => []);
  for (let i = 0; i < samples + warmups; i += 1) {
    const order = i % 2 ? [...apis.keys()].reverse() : [...apis.keys()];
    for (const k of order) {
      const t0 = performance.now();
      const res = await call(apis[k], i);
      const ms = performance.now() - t0;
      if (res.status >= 400) throw new Error(`${name} (${apis[k].label}): HTTP ${res.status} ${res.text.slice(0, 200)}`);
      if (i >= warmups) times[k].push(ms);
    }
  }
  const rows = times.map(summary);
  step(`  ${name}: ${apis.map((api, k) => `${api.label} p50 ${rows[k].p50ms} / p95 ${rows[k].p95ms} ms`).join(', ')}`);
  return rows;
}

const quoteBody = (i) => ({ firstName: 'Bench', lastName: `Visitor ${i}`, email: `bench${i}@example.com`, companyName: 'Bench Freight', serviceNeeded: 'Freight Transportation' });
const NAMES = ['santos', 'okafor', 'kowalski', 'nguyen', 'reyes', 'murphy', 'haddad', 'larsen', 'brennan', 'ferreira'];

/** The issue's requests, in this order: the two creates come before the history, so the customer's first page is full at both sizes. */
const REQUESTS = [
  ['GET /api/quotes?limit=20 (first page)', (a) => send(a.base, 'GET', '/api/quotes?limit=20', { cookie: a.admin })],
  ['GET /api/quotes?limit=20&offset=<half of all> (deep page)', (a) => send(a.base, 'GET', `/api/quotes?limit=20&offset=${a.deep}`, { cookie: a.admin })],
  ['GET /api/quotes?limit=20&status=approved', (a) => send(a.base, 'GET', '/api/quotes?limit=20&status=approved', { cookie: a.admin })],
  ['GET /api/quotes?limit=20&search=okafor', (a) => send(a.base, 'GET', '/api/quotes?limit=20&search=okafor', { cookie: a.admin })],
  ['GET /api/admin/users?limit=20', (a) => send(a.base, 'GET', '/api/admin/users?limit=20', { cookie: a.admin })],
  ['GET /api/admin/users?limit=20&search=haddad', (a) => send(a.base, 'GET', '/api/admin/users?limit=20&search=haddad', { cookie: a.admin })],
  ['GET /api/admin/stats (overview)', (a) => send(a.base, 'GET', '/api/admin/stats', { cookie: a.admin })],
  ['POST /api/quotes (anonymous)', (a, i) => send(a.base, 'POST', '/api/quotes', { body: quoteBody(i) })],
  ['POST /api/customer-quotes', (a) => send(a.base, 'POST', '/api/customer-quotes', { cookie: a.customer, body: { serviceNeeded: 'Cross-Docking', projectDetails: 'Bench load' } })],
  ['GET /api/customer-quotes?limit=10 (own history)', (a) => send(a.base, 'GET', '/api/customer-quotes?limit=10', { cookie: a.customer })],
  ['GET /api/admin/shipments?limit=20 (first page)', (a) => send(a.base, 'GET', '/api/admin/shipments?limit=20', { cookie: a.admin })],
  ['GET /api/admin/shipments?limit=20&status=in-transit', (a) => send(a.base, 'GET', '/api/admin/shipments?limit=20&status=in-transit', { cookie: a.admin })],
  ['GET /api/admin/shipments?limit=20&search=boston', (a) => send(a.base, 'GET', '/api/admin/shipments?limit=20&search=boston', { cookie: a.admin })],
  ['GET /api/shipments?limit=10 (own shipments)', (a) => send(a.base, 'GET', '/api/shipments?limit=10', { cookie: a.customer })],
  ['GET /api/carrier/loads?limit=20 (the load board)', (a) => send(a.base, 'GET', '/api/carrier/loads?limit=20', { cookie: a.carrier })],
  ['GET /api/carrier/loads?limit=20&equipment=Dry Van&region=Northeast', (a) => send(a.base, 'GET', '/api/carrier/loads?limit=20&equipment=Dry%20Van&region=Northeast', { cookie: a.carrier })],
  ['GET /api/carrier/offers?limit=20 (a carrier\'s own offers)', (a) => send(a.base, 'GET', '/api/carrier/offers?limit=20', { cookie: a.carrier })],
  ['GET /api/admin/shipments/<an open load>/offers (staff)', (a) => send(a.base, 'GET', `/api/admin/shipments/${a.offeredLoad}/offers`, { cookie: a.admin })],
  ['GET /api/user (signed in)', (a) => send(a.base, 'GET', '/api/user', { cookie: a.customer })],
];

/** Not in the issue's list: pages whose answers no cache holds, to show what a cold page costs. */
const INFORMATIVE = [
  ['GET /api/quotes?limit=20&offset=<a different page each time> (deep, not cached)', (a, i) => send(a.base, 'GET', `/api/quotes?limit=20&offset=${a.deep + 20 * (i + 1)}`, { cookie: a.admin })],
  ['GET /api/quotes?limit=20&search=<a different name each time>', (a, i) => send(a.base, 'GET', `/api/quotes?limit=20&search=${NAMES[i % NAMES.length]}${i % 7}`, { cookie: a.admin })],
];

async function measure(apis, { informativeRows = true } = {}) {
  const requests = [];
  for (const [name, call] of REQUESTS) {
    if (name.includes('own history')) {
      for (const api of apis) {
        const total = Number((await send(api.base, 'GET', '/api/customer-quotes?limit=10', { cookie: api.customer })).headers['x-total-count']);
        if (total <= 10) throw new Error(`bench: the customer's history has ${total} quotes at ${api.label}, not a full page`);
      }
    }
    requests.push([name, await timeAlone(name, apis, call)]);
  }
  const informative = [];
  if (informativeRows) for (const [name, call] of INFORMATIVE) informative.push([name, await timeAlone(name, apis, call)]);
  const perApi = [];
  for (const [k, api] of apis.entries()) {
    const apiRssMb = rssMb(api.server.pid);
    const load = await throughput(api.base, api.customer);
    step(`  ${api.label}: throughput (${load.tool}, ${load.connections} connections): /api/health ${load.healthRps}/s, signed-in /api/user ${load.userRps}/s (${Math.round(load.userShareOfHealth * 100)} %)`);
    const csvExport = await exportAll(api.base, api.admin, api.server.pid);
    step(`  ${api.label}: CSV export of every quote: ${csvExport.lines} lines, ${csvExport.megabytes} MB in ${csvExport.seconds} s; API RSS ${csvExport.rssBeforeMb} → peak ${csvExport.rssPeakMb} MB`);
    // Each sign-in hashes a password on purpose (about half a second): ten are enough.
    const [signIn] = await timeAlone('POST /api/login', [api], (a) => send(a.base, 'POST', '/api/login', { body: demoAdmin() }), 10);
    perApi[k] = { apiRssMb, throughput: load, csvExport, signIn };
  }
  return { requests, informative, perApi };
}

/** Rows at the large size with the small size's figures and the growth beside them. */
function compared(rows, withLimits) {
  return rows.map(([request, [small, large]]) => {
    const growth = +(large.p50ms / Math.max(1, small.p50ms)).toFixed(2);
    const row = { request, ...large, p50msAt10k: small.p50ms, p95msAt10k: small.p95ms, growth };
    return withLimits ? { ...row, withinLimits: large.p50ms <= LIMITS.p50ms && large.p95ms <= LIMITS.p95ms && growth <= LIMITS.growth } : row;
  });
}

/** The results of one way, for bench/results.json. */
async function summarize(results, way) {
  const [small, large] = results.perApi;
  return {
    measuredAt: new Date().toISOString(),
    dataAccess: way,
    method: 'two APIs on one embedded engine, one database each; each request timed alone, to the two APIs in turn',
    samples: way === 'queries' ? QUERY_WAY_SAMPLES : SAMPLES,
    limits: LIMITS,
    steps: SCALE_STEPS,
    requests: compared(results.requests, true),
    informative: compared(results.informative, false),
    throughputAt100k: large.throughput,
    throughputAt10k: small.throughput,
    apiRssMbAt10k: small.apiRssMb,
    apiRssMbAt100k: large.apiRssMb,
    apiRssGrowth: +(large.apiRssMb / small.apiRssMb).toFixed(2),
    csvExportAt10k: small.csvExport,
    csvExportAt100k: large.csvExport,
    signIn: { requestP50ms: large.signIn.p50ms, passwordHashP50ms: await passwordHashMs() },
  };
}

/** Both ways, on the same two databases: `{ views, queries }` (each as `summarize` gives it). */
export async function benchScale({ ways = ['views', 'queries'], onWay = () => undefined } = {}) {
  const { startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freight-scale-'));
  const db = await startDatabase({ dataDir });
  const env = {
    ...process.env,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    MAIL_ENABLED: 'false',
    RATE_LIMIT_QUOTE_IP: '1000000',
    RATE_LIMIT_LOGIN_IP: '1000000',
    RATE_LIMIT_LOGIN_PAIR: '1000000',
    RATE_LIMIT_LOGIN_USERNAME: '1000000',
  };
  // One database per size on the same engine: `steps` are the volumes each is seeded to, in turn.
  const apis = [
    { label: '10k', uri: `${db.uri}freight_scale_10k`, port: PORT, steps: SCALE_STEPS.slice(0, 1) },
    { label: '100k', uri: `${db.uri}freight_scale_100k`, port: PORT + 1, steps: SCALE_STEPS },
  ].map((api) => ({ ...api, base: `http://127.0.0.1:${api.port}`, deep: Math.floor(api.steps.at(-1).quotes / 2) }));
  const startApi = async (api) => {
    api.server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(api.port), MONGODB_URI: api.uri, DATA_ACCESS: api.way },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 600; i += 1) {
      if (await fetch(`${api.base}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`bench: the API (${api.label}) did not start`);
  };
  const stopApi = async (api) => {
    if (!api.server || api.server.exitCode !== null) return;
    api.server.kill('SIGTERM');
    await new Promise((r) => api.server.once('exit', r));
  };
  const mongoose = require(path.join(ROOT, 'node_modules/mongoose'));
  const { connectDatabase, disconnectDatabase } = require(path.join(ROOT, 'api/dist/store/index.js'));
  const { seedScale, SCALE_CARRIER, SCALE_CUSTOMER } = require(path.join(ROOT, 'api/dist/seed/scale-seed.js'));
  const byWay = {};
  try {
    for (const api of apis) {
      // The first start seeds the demo data and the primary admin, as on any new database.
      api.way = ways[0];
      await startApi(api);
      await stopApi(api);
      for (const target of api.steps) {
        step(`Seeding ${api.label}: ${target.quotes} quotes, ${target.shipments} shipments, ${target.offers} carrier offers, ${target.users} users, ${target.carrierRates} carrier rates, ${target.equipment} equipment types...`);
        const t0 = performance.now();
        await connectDatabase(api.uri, { dataAccess: ways[0] });
        await seedScale(target);
        await disconnectDatabase();
        step(`  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      }
    }
    for (const way of ways) {
      step(`Measuring the ${way} way...`);
      for (const api of apis) {
        Object.assign(api, way === 'queries' ? { way, samples: QUERY_WAY_SAMPLES, warmups: 0 } : { way, samples: SAMPLES, warmups: 2 });
        await startApi(api);
        api.admin = await signIn(api.base, demoAdmin().username, demoAdmin().password);
        // A generated customer with a quote history (scale-seed keeps this account active).
        api.customer = await signIn(api.base, SCALE_CUSTOMER.username, SCALE_CUSTOMER.password);
        // A verified carrier with offers of its own on the open loads; staff's offers list reads one of those loads.
        api.carrier = await signIn(api.base, SCALE_CARRIER.username, SCALE_CARRIER.password);
        const own = JSON.parse((await send(api.base, 'GET', '/api/carrier/offers?limit=1', { cookie: api.carrier })).text);
        if (!own[0]) throw new Error(`bench: the scale carrier has no offers at ${api.label}`);
        api.offeredLoad = own[0].shipmentId;
      }
      byWay[way] = await summarize(await measure(apis, { informativeRows: way === 'views' }), way);
      onWay(way, byWay[way]);
      for (const api of apis) await stopApi(api);
    }
  } finally {
    for (const api of apis) await stopApi(api);
    if (mongoose.connection.readyState === 1) await disconnectDatabase();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return byWay;
}
