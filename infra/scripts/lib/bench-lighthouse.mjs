/**
 * Lighthouse mobile runs (issue 15): the mobile preset (simulated slow 4G, 4x slower CPU) with Debian
 * Chromium, three runs per page, the median run kept. Lighthouse is a measuring tool, not part of the
 * product: it is installed on first use into node_modules/.cache/bench-tools/lighthouse.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoAdmin } from './demo-admin.mjs';
import { benchToolInstall } from './bench-tools.mjs';
import { step } from './log.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_ONLY=/,/login (page or label list) measures just those; LIGHTHOUSE_REPORTS=<dir> keeps each full report. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').map((p) => p.trim());
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** The pages and their targets (issue 15): public pages 95, the two signed-in areas 90. */
export const LIGHTHOUSE_PAGES = [
  { page: '/', target: 95 },
  { page: '/home', target: 95 },
  { page: '/quote-calculator', target: 95 },
  { page: '/emails', target: 95 },
  { page: '/login', target: 95 },
  { page: '/register', target: 95 },
  { page: '/account-selection', target: 95 },
  { page: '/shipper-register', target: 95 },
  { page: '/carrier-register', target: 95 },
  { page: '/no-such-page', label: '404', target: 95 },
  // The demo shipment's tracking link (seeded in demo mode): what a consignee opens on a phone.
  { page: '/track/harborline-demo-track-HL10004', label: 'tracking link', target: 95 },
  { page: '/dashboard', as: 'customer', target: 90 },
  { page: '/admin', as: 'admin', target: 90 },
];

/** The limits every page must meet besides its performance score. */
export const LIGHTHOUSE_LIMITS = { tbtMs: 150, lcpMs: 2000, cls: 0.02, bestPractices: 100, accessibility: 100 };

async function loadLighthouse() {
  // Lighthouse is an ES module: imported from its install, with the launcher and puppeteer it brings.
  const { prefix, require } = benchToolInstall('lighthouse', LIGHTHOUSE_VERSION);
  const lighthouse = (await import(pathToFileURL(path.join(prefix, 'node_modules/lighthouse/core/index.js')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)).default;
  return { lighthouse, chromeLauncher, puppeteer };
}

/** The session cookies of a fresh customer or of the demo admin. */
async function sessionCookies(base, as) {
  let credentials;
  if (as === 'admin') credentials = demoAdmin();
  else {
    const tag = Date.now().toString(36);
    credentials = { username: `bench_${tag}`, password: 'Harbor-pass-2024' };
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...credentials,
        firstName: 'Bench',
        lastName: 'Customer',
        email: `bench.${tag}@example.com`,
        companyName: 'Bench Logistics',
        accountType: 'customer',
      }),
    });
    if (res.status !== 201) throw new Error(`bench: customer registration failed (${res.status}: ${await res.text()})`);
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`bench: ${as} sign-in failed (${login.status})`);
  const url = new URL(base);
  return login.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Why a category is below 100: each scored audit of it that failed, with what it found (a console
 * error's text and the address it names), so a result says what to fix rather than just a number.
 */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      audit: audit.id,
      found: (audit.details?.items ?? []).slice(0, 5).map((item) =>
        [item.description, item.sourceLocation?.url ?? item.url].filter(Boolean).join(' @ '),
      ),
    }));
}

function summarize(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: +metric('cumulative-layout-shift').toFixed(3),
    speedIndexMs: Math.round(metric('speed-index')),
    bestPracticesFailed: failedAudits(lhr, 'best-practices'),
    runtimeError: lhr.runtimeError?.code,
  };
}

/** Runs Lighthouse on every page against the site at `base`; returns one row per page (the median run). */
export async function measureLighthouse(base) {
  const { lighthouse, chromeLauncher, puppeteer } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const sessions = {};
  const rows = [];
  try {
    const pages = LIGHTHOUSE_PAGES.filter(({ page, label }) => !ONLY || ONLY.includes(page) || ONLY.includes(label));
    for (const { page, label, as, target } of pages) {
      if (as && !sessions[as]) sessions[as] = await sessionCookies(base, as);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        step(`Lighthouse ${label ?? page}${as ? ` (${as})` : ''}, run ${i + 1} of ${RUNS}`);
        // A signed-in run keeps its cookies, so Lighthouse must not clear storage; the cache is cleared here instead.
        // Lighthouse asks for a new run when its own trace failed (runtimeError, e.g. NO_NAVSTART); up to three tries.
        let lhr;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt += 1) {
          const tab = await browser.newPage();
          const cdp = await tab.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Network.clearBrowserCookies');
          if (as) await cdp.send('Network.setCookies', { cookies: sessions[as] });
          await tab.close();
          ({ lhr } = await lighthouse(
            base + page,
            { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(as) },
            { extends: 'lighthouse:default', settings: { ignoreStatusCode: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] } },
          ));
        }
        runs.push(summarize(lhr));
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(path.join(REPORTS, `${(label ?? page).replace(/\W+/g, '_') || 'root'}-${i + 1}.json`), JSON.stringify(lhr));
        }
      }
      const kept = runs.find((run) => run.performance === median(runs.map((r) => r.performance)));
      const row = { page: label ?? page, signedInAs: as ?? null, target, runs: runs.map((r) => r.performance), ...kept };
      row.withinTargets =
        row.performance >= target &&
        row.tbtMs <= LIGHTHOUSE_LIMITS.tbtMs &&
        row.lcpMs <= LIGHTHOUSE_LIMITS.lcpMs &&
        row.cls <= LIGHTHOUSE_LIMITS.cls &&
        row.bestPractices >= LIGHTHOUSE_LIMITS.bestPractices &&
        row.accessibility >= LIGHTHOUSE_LIMITS.accessibility;
      rows.push(row);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return rows;
}
