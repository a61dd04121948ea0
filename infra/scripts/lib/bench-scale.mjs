/**
 * `npm run bench -- --scale`: does each request cost the same at 100,000 quotes as at 10,000?
 * Seeds volume through the API's own models (api/dist/seed/scale-seed.js), serves the built API on
 * the embedded engine, and times each request alone (p50/p95), then the signed-in vs anonymous
 * throughput with 16 connections (autocannon, alternating, two rounds each). Results go to
 * bench/results.json under `scale`.
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
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const CONNECTIONS = 16;
export const SCALE_STEPS = [
  { quotes: 10_000, users: 2_000, carrierRates: 50, equipment: 50 },
  { quotes: 100_000, users: 20_000, carrierRates: 500, equipment: 500 },
];
export const LIMITS = { p50ms: 50, p95ms: 150, growth: 1.5, ...THROUGHPUT_LIMITS };

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
  // The two creates come before the history, so the customer's first page is full (10 of more
  // than 10) at both sizes: a history of 4 against one of 10 would time the page fill, not the data.
  await run('POST /api/quotes (anonymous)', (i) => send('POST', '/api/quotes', { body: quoteBody(i) }));
  await run('POST /api/customer-quotes', () => send('POST', '/api/customer-quotes', { cookie: customer, body: { serviceNeeded: 'Cross-Docking', projectDetails: 'Bench load' } }));
  const history = await send('GET', '/api/customer-quotes?limit=10', { cookie: customer });
  if (Number(history.headers['x-total-count']) <= 10) throw new Error(`bench: the customer's history has ${history.headers['x-total-count']} quotes, not a full page`);
  await run('GET /api/customer-quotes?limit=10 (own history)', () => send('GET', '/api/customer-quotes?limit=10', { cookie: customer }));
  await run('GET /api/user (signed in)', () => send('GET', '/api/user', { cookie: customer }));
  // Not in the list: pages whose answers no cache holds, to show what a cold page costs.
  const informative = [];
  const names = ['santos', 'okafor', 'kowalski', 'nguyen', 'reyes', 'murphy', 'haddad', 'larsen', 'brennan', 'ferreira'];
  for (const [name, call] of [
    ['GET /api/quotes?limit=20&offset=<a different page each time> (deep, not cached)', (i) => send('GET', `/api/quotes?limit=20&offset=${deep + 20 * (i + 1)}`, { cookie: admin })],
    ['GET /api/quotes?limit=20&search=<a different name each time>', (i) => send('GET', `/api/quotes?limit=20&search=${names[i % names.length]}${i % 7}`, { cookie: admin })],
  ]) {
    const row = await timeAlone(name, call);
    step(`  ${name}: p50 ${row.p50ms} ms, p95 ${row.p95ms} ms`);
    informative.push(row);
  }
  const apiRssMb = rssMb(pid);
  const load = await throughput(BASE, customer);
  step(`  throughput (${load.tool}, ${load.connections} connections): /api/health ${load.healthRps}/s, signed-in /api/user ${load.userRps}/s (${Math.round(load.userShareOfHealth * 100)} %)`);
  const csvExport = await exportAll(BASE, admin, pid);
  step(`  CSV export of every quote: ${csvExport.lines} lines, ${csvExport.megabytes} MB in ${csvExport.seconds} s; API RSS ${csvExport.rssBeforeMb} → peak ${csvExport.rssPeakMb} MB`);
  const login = await timeAlone('POST /api/login', () => send('POST', '/api/login', { body: demoAdmin() }));
  return { target, requests: rows, informative, apiRssMb, throughput: load, signIn: login, csvExport };
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
  const { seedScale, SCALE_CUSTOMER } = require(path.join(ROOT, 'api/dist/seed/scale-seed.js'));
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
      // A generated customer with a quote history (scale-seed keeps this account active).
      const customer = await signIn(SCALE_CUSTOMER.username, SCALE_CUSTOMER.password);
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
  const informative = large.informative.map((row) => {
    const before = small.informative.find((r) => r.request === row.request);
    return { ...row, p50msAt10k: before.p50ms, p95msAt10k: before.p95ms, growth: +(row.p50ms / Math.max(1, before.p50ms)).toFixed(2) };
  });
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
    informative,
    throughputAt100k: large.throughput,
    throughputAt10k: small.throughput,
    apiRssMbAt10k: small.apiRssMb,
    apiRssMbAt100k: large.apiRssMb,
    csvExportAt10k: small.csvExport,
    csvExportAt100k: large.csvExport,
    signIn: { requestP50ms: large.signIn.p50ms, passwordHashP50ms: await passwordHashMs() },
  };
}
