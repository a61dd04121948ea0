/**
 * `npm run screenshots`: full-page screenshots of every public route at desktop (1280 px) and
 * mobile (375 px) width into screenshots/, plus the signed-in portal and admin dashboard.
 * Needs the site running (`npm start`); BASE_URL defaults to http://localhost:8080.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { demoAdmin } from './lib/demo-admin.mjs';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const OUT = path.join(ROOT, 'screenshots');
const PUBLIC = ['/', '/quote-calculator', '/emails', '/login', '/register', '/account-selection', '/shipper-register', '/carrier-register', '/simple-login', '/admin-check', '/no-such-page', '/track/harborline-demo-track-HL10004'];
const ADMIN = ['/admin', '/dashboard', '/admin-portal', '/direct-admin'];
const WIDTHS = { desktop: 1280, mobile: 375 };
/** Demo accounts (demo mode): the customer with shipments at every status, the verified carrier with a load on the road. */
const DEMO_PASSWORD = 'HarborDemo2024!';
const ACCOUNTS = [
  { username: 'dmorales', routes: ['/dashboard', '/shipments'] },
  { username: 'tbrennan', routes: ['/dashboard'] },
];

const slug = (route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-'));

async function shoot(context, routes, label) {
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(BASE + route);
    await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(OUT, `${slug(route)}-${label}.png`), fullPage: true });
  }
  await page.close();
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, width] of Object.entries(WIDTHS)) {
  const anonymous = await browser.newContext({ viewport: { width, height: 900 } });
  await shoot(anonymous, PUBLIC, label);
  await anonymous.close();

  const admin = await browser.newContext({ viewport: { width, height: 900 } });
  const res = await admin.request.post(`${BASE}/api/login`, {
    data: demoAdmin(),
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
  await shoot(admin, ADMIN, `${label}-admin`);
  await admin.close();

  for (const { username, routes } of ACCOUNTS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const signedIn = await context.request.post(`${BASE}/api/login`, { data: { username, password: DEMO_PASSWORD } });
    if (!signedIn.ok()) throw new Error(`${username} sign-in failed: ${signedIn.status()}`);
    await shoot(context, routes, `${label}-${username}`);
    if (username === 'tbrennan') {
      // The carrier's load on the road: its Assigned Loads tab.
      const page = await context.newPage();
      await page.goto(`${BASE}/dashboard`);
      await page.getByRole('tab', { name: 'Assigned Loads' }).click();
      await page.getByRole('list', { name: 'Assigned loads' }).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(OUT, `dashboard-assigned-${label}-${username}.png`), fullPage: true });
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${OUT}`);
