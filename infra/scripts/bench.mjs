/**
 * `npm run bench`: builds the production bundles, serves them like production (fresh database),
 * and measures (1) per public route, the JavaScript (gzip bytes) the browser needs before the
 * page's content is on screen, against the 160 KB gzip budget of the landing page, and what it has
 * loaded once the app is live, (2) API latency for a few hot endpoints, and (3) Lighthouse mobile
 * scores and metrics per page (median of three runs). Writes everything to bench/results.json.
 * `--lighthouse` runs only (3); `--scale` runs the data-volume benchmark instead (issue 36), then
 * the traffic benchmark (issue 22), which `--traffic` runs alone (`--quick` for a short run);
 * `--scale --no-traffic` runs the data volumes alone, `--scale-quick` small ones (1,000 and 5,000
 * quotes) for trying it out. Methods and limits: docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureBuilt, ensureChromium, ensureDatabaseEngine, ensureDependencies } from './lib/setup.mjs';
import { step, ok, fail } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { measureApi } from './lib/bench-api.mjs';
import { benchScale, scaleSettings } from './lib/bench-scale.mjs';
import { reportScale } from './lib/bench-scale-report.mjs';
import { benchTraffic } from './lib/bench-traffic.mjs';
import { reportTraffic } from './lib/bench-traffic-report.mjs';
import { trafficSettings } from './lib/bench-traffic-settings.mjs';
import { LIGHTHOUSE_LIMITS, measureLighthouse } from './lib/bench-lighthouse.mjs';
import { measureTaps, TAP_LIMIT_MS } from './lib/bench-tap.mjs';

const require = createRequire(import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const JS_BUDGET_BYTES = 160 * 1024;
/** The pages the budget is for (issue: the landing page's first render); the rest are reported. */
const BUDGETED_ROUTES = new Set(['/', '/home']);
const ROUTES = ['/', '/home', '/quote-calculator', '/emails', '/login', '/register', '/account-selection', '/simple-login'];

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

const sumGzip = async (urls) => {
  let total = 0;
  for (const url of new Set(urls)) total += await gzipBytes(url);
  return total;
};

/** Whether the route's main heading is on screen with JavaScript switched off (a prerendered page). */
async function readableWithoutJavaScript(browser, route) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(BASE + route);
    return await page.getByRole('heading', { level: 1 }).first().isVisible();
  } finally {
    await context.close();
  }
}

async function measureRoute(browser, route) {
  const withoutJs = await readableWithoutJavaScript(browser, route);
  const page = await browser.newPage();
  const scripts = [];
  const styles = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
    if (req.resourceType() === 'stylesheet') styles.push(req.url());
  });
  await page.goto(BASE + route);
  // First render: the route's main heading is on screen.
  await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 30_000 });
  const beforeFirstRender = [...scripts];
  // Live: the app has rendered the page itself (a prerendered copy has been handed over).
  await page.waitForFunction(() => !document.getElementById('prerendered') && !document.getElementById('root')?.hidden, null, {
    timeout: 30_000,
  });
  await page.locator('#root').getByRole('heading').first().waitFor({ state: 'visible', timeout: 30_000 });
  const beforeLive = [...scripts];
  const html = await gzipBytes(BASE + route);
  await page.close();

  const firstRenderJsGzipBytes = withoutJs ? 0 : await sumGzip(beforeFirstRender);
  return {
    route,
    readableWithoutJs: withoutJs,
    firstRenderJsGzipBytes,
    liveJsGzipBytes: await sumGzip(beforeLive),
    htmlGzipBytes: html,
    cssGzipBytes: await sumGzip(styles),
    scriptRequests: new Set(beforeLive).size,
    budgeted: BUDGETED_ROUTES.has(route),
    withinJsBudget: firstRenderJsGzipBytes <= JS_BUDGET_BYTES,
  };
}

const RESULTS = path.join(ROOT, 'bench/results.json');

function reportLighthouse(pages, taps) {
  console.table(
    pages.map((r) => ({
      page: r.page + (r.signedInAs ? ` (${r.signedInAs})` : ''),
      performance: `${r.performance} (${r.runs.join('/')})`,
      target: r.target,
      'TBT ms': r.tbtMs,
      'LCP ms': r.lcpMs,
      'FCP ms': r.fcpMs,
      CLS: r.cls,
      a11y: r.accessibility,
      'best pr.': r.bestPractices,
      ok: r.withinTargets ? 'yes' : 'NO',
    })),
  );
  const missed = pages.filter((r) => !r.withinTargets);
  const limits = `TBT <= ${LIGHTHOUSE_LIMITS.tbtMs} ms, LCP <= ${LIGHTHOUSE_LIMITS.lcpMs} ms, CLS <= ${LIGHTHOUSE_LIMITS.cls}, best practices and accessibility 100`;
  if (missed.length) fail(`Lighthouse mobile: outside the targets (score, ${limits}): ${missed.map((r) => r.page).join(', ')}`);
  else ok(`Lighthouse mobile: every page meets its score and ${limits}`);
  for (const r of pages) {
    for (const { audit, found } of r.bestPracticesFailed ?? []) console.log(`  ${r.page}: best practices lose '${audit}'${found.length ? `: ${found.join('; ')}` : ''}`);
  }
  console.table(taps.map((t) => ({ tap: t.check, 'first paint ms': t.firstPaintMs, 'worked after paint ms': t.tapWorkedAfterPaintMs ?? 'never', runs: t.runs.join('/') })));
  const late = taps.filter((t) => !t.withinLimit);
  if (late.length) fail(`A tap took longer than ${TAP_LIMIT_MS} ms after the first paint to work: ${late.map((t) => t.check).join('; ')}`);
  else ok(`Every tap works within ${TAP_LIMIT_MS} ms of the first paint`);
}
const previous = () => (existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {});

/** Adds `parts` to bench/results.json, keeping every other key but those in `drop`. */
function saveResults(parts, drop = []) {
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const kept = Object.fromEntries(Object.entries(previous()).filter(([key]) => !drop.includes(key)));
  writeFileSync(RESULTS, `${JSON.stringify({ ...kept, ...parts }, null, 2)}\n`);
}

/** Issue 22's traffic and restart measurements (`--traffic`, and the last part of `--scale`). */
async function runTraffic() {
  const results = await benchTraffic(trafficSettings());
  saveResults(results);
  reportTraffic(results);
  ok('Results written to bench/results.json (traffic, restart)');
}

checkNode();
await ensureDependencies();
await ensureDatabaseEngine();
if (process.argv.includes('--traffic')) {
  // Settings are checked before the build, so a typo fails at once.
  trafficSettings();
  await ensureBuilt();
  await runTraffic();
  process.exit(0);
}
if (process.argv.some((arg) => arg === '--scale' || arg === '--scale-quick' || arg.startsWith('--scale-steps='))) {
  trafficSettings();
  // The volumes' check reads the built API's minimum (a fresh clone has no build before this).
  await ensureBuilt();
  const settings = scaleSettings();
  const scale = await benchScale(settings);
  // One way to the data now: the query way's separate entry (scaleQueries) is gone.
  saveResults({ scale }, ['scaleQueries']);
  reportScale(scale);
  ok('Results written to bench/results.json (scale)');
  if (!process.argv.includes('--no-traffic')) await runTraffic();
  process.exit(0);
}
await ensureChromium();
await ensureBuilt();

const { startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
const { apiNodeArgs } = require(path.join(ROOT, 'infra/api-process.cjs'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-'));
const db = await startDatabase({ dataDir });
const server = spawn(process.execPath, apiNodeArgs(), {
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
  if (process.argv.includes('--lighthouse')) {
    const lighthouse = await measureLighthouse(BASE);
    step('Measuring how soon a tap works...');
    const taps = await measureTaps(BASE);
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ ...previous(), lighthouse: { measuredAt: new Date().toISOString(), pages: lighthouse, taps } }, null, 2)}\n`,
    );
    reportLighthouse(lighthouse, taps);
  } else {
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
    const lighthouse = await measureLighthouse(BASE);
    step('Measuring how soon a tap works...');
    const taps = await measureTaps(BASE);

    const results = {
      ...previous(),
      measuredAt: new Date().toISOString(),
      jsBudgetBytes: JS_BUDGET_BYTES,
      routes,
      api,
      lighthouse: { measuredAt: new Date().toISOString(), pages: lighthouse, taps },
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.table(
      routes.map((r) => ({
        route: r.route,
        'no-JS readable': r.readableWithoutJs,
        'first render JS KB': kb(r.firstRenderJsGzipBytes),
        'live JS KB': kb(r.liveJsGzipBytes),
        'HTML KB': kb(r.htmlGzipBytes),
        scripts: r.scriptRequests,
        budget: r.budgeted ? (r.withinJsBudget ? 'within' : 'OVER') : '-',
      })),
    );
    console.table(api);
    reportLighthouse(lighthouse, taps);
    const over = routes.filter((r) => r.budgeted && !r.withinJsBudget);
    if (over.length) fail(`Over the 160 KB gzip first-render JavaScript budget: ${over.map((r) => r.route).join(', ')}`);
    else ok('The landing page renders within the 160 KB gzip JavaScript budget');
    ok('Results written to bench/results.json');
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
