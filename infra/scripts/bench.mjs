/**
 * `npm run bench`: builds the production bundles, serves them like production (fresh database),
 * and measures (1) per public route, the JavaScript and CSS (gzip bytes) and the requests loaded
 * before the first render, against the 160 KB gzip JavaScript budget, and (2) API latency for a
 * few hot endpoints. Writes everything to bench/results.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureBuilt, ensureChromium, ensureDatabaseEngine, ensureDependencies } from './lib/setup.mjs';
import { step, ok, fail } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { measureApi } from './lib/bench-api.mjs';

const require = createRequire(import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const JS_BUDGET_BYTES = 160 * 1024;
const ROUTES = ['/', '/quote-calculator', '/emails', '/login', '/register', '/account-selection', '/simple-login'];

/** Gzip bytes the server sends for `url` (what a browser on a gzip-only connection downloads). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measureRoute(browser, route) {
  const page = await browser.newPage();
  const resources = [];
  page.on('request', (req) => resources.push({ url: req.url(), type: req.resourceType() }));
  await page.goto(BASE + route);
  // First render: the route's main heading is on screen.
  await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 30_000 });
  const loaded = [...resources];
  await page.close();
  const sum = async (type) => {
    let total = 0;
    for (const r of loaded.filter((x) => x.type === type)) total += await gzipBytes(r.url);
    return total;
  };
  const js = await sum('script');
  return { route, jsGzipBytes: js, cssGzipBytes: await sum('stylesheet'), requests: loaded.length, withinJsBudget: js <= JS_BUDGET_BYTES };
}

checkNode();
await ensureDependencies();
await ensureDatabaseEngine();
await ensureChromium();
await ensureBuilt();

const { startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-'));
const db = await startDatabase({ dataDir });
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), MONGODB_URI: `${db.uri}freight_bench`, DEMO_MODE: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN_IP: '100000', RATE_LIMIT_LOGIN_USERNAME: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  step('Waiting for the site...');
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then((r) => r.ok).catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const routes = [];
  for (const route of ROUTES) {
    step(`Measuring ${route}`);
    routes.push(await measureRoute(browser, route));
  }
  await browser.close();
  step('Measuring API latency...');
  const api = await measureApi(BASE);

  const results = { measuredAt: new Date().toISOString(), jsBudgetBytes: JS_BUDGET_BYTES, routes, api };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.table(routes.map((r) => ({ ...r, jsKB: (r.jsGzipBytes / 1024).toFixed(1), cssKB: (r.cssGzipBytes / 1024).toFixed(1) })));
  console.table(api);
  const over = routes.filter((r) => !r.withinJsBudget);
  if (over.length) fail(`Over the 160 KB gzip JavaScript budget: ${over.map((r) => r.route).join(', ')}`);
  else ok('Every public route is within the 160 KB gzip JavaScript budget');
  ok('Results written to bench/results.json');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
