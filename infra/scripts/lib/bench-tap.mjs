/**
 * "A tap works within 1 s of the first paint" (issue 15), under Lighthouse's mobile throttling
 * (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a 4x slower CPU) in Chromium at 412 px:
 * from the first contentful paint on, the benchmark taps every 100 ms until the tap has its effect,
 * and reports when the first tap that worked was made, counted from the first paint.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 15_000;
export const TAP_LIMIT_MS = 1000;

const THROTTLING = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuRate: 4,
};

/** Each check: open `page`, then from first paint tap until `worked` says the tap took effect. */
const CHECKS = [
  {
    name: 'menu toggle (/)',
    page: '/',
    tap: (p) => p.getByRole('button', { name: 'Menu' }).click({ timeout: 500, noWaitAfter: true }),
    worked: (p) => p.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded', { timeout: 500 }).then((v) => v === 'true'),
  },
  {
    name: 'calculator field (/quote-calculator)',
    page: '/quote-calculator',
    tap: async (p) => {
      const field = p.getByLabel('Origin ZIP Code');
      await field.click({ timeout: 500, noWaitAfter: true });
      await p.keyboard.type('1');
    },
    worked: (p) => p.getByLabel('Origin ZIP Code').inputValue({ timeout: 500 }).then((v) => v.length > 0),
  },
  {
    name: 'link to another remote (/ → /quote-calculator)',
    page: '/',
    tap: (p) => p.getByRole('contentinfo').getByRole('link', { name: 'Quote Calculator' }).click({ timeout: 500, noWaitAfter: true }),
    worked: async (p) => new URL(p.url()).pathname === '/quote-calculator',
  },
];

async function firstPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) return resolve(seen.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
}

async function runCheck(browser, base, check) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  try {
    await page.goto(base + check.page, { waitUntil: 'commit' });
    const paintedAt = await firstPaint(page);
    const paintedWall = Date.now();
    while (Date.now() - paintedWall < GIVE_UP_MS) {
      const tappedAt = Date.now() - paintedWall;
      await check.tap(page).catch(() => undefined);
      if (await check.worked(page).catch(() => false)) {
        return { check: check.name, firstPaintMs: Math.round(paintedAt), tapWorkedAfterPaintMs: tappedAt, withinLimit: tappedAt <= TAP_LIMIT_MS };
      }
      const wait = TAP_EVERY_MS - ((Date.now() - paintedWall) % TAP_EVERY_MS);
      await page.waitForTimeout(wait);
    }
    return { check: check.name, firstPaintMs: Math.round(paintedAt), tapWorkedAfterPaintMs: null, withinLimit: false };
  } finally {
    await context.close();
  }
}

/** Runs every check three times against the site at `base`; keeps the median. */
export async function measureTaps(base) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const check of CHECKS) {
      const runs = [];
      for (let i = 0; i < 3; i += 1) runs.push(await runCheck(browser, base, check));
      const times = runs.map((r) => r.tapWorkedAfterPaintMs ?? Infinity).sort((a, b) => a - b);
      const kept = runs.find((r) => (r.tapWorkedAfterPaintMs ?? Infinity) === times[1]);
      rows.push({ ...kept, runs: runs.map((r) => r.tapWorkedAfterPaintMs) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
