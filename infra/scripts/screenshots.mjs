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
const PUBLIC = ['/', '/quote-calculator', '/emails', '/login', '/register', '/account-selection', '/shipper-register', '/carrier-register', '/simple-login', '/admin-check', '/no-such-page'];
const ADMIN = ['/admin', '/dashboard', '/admin-portal', '/direct-admin'];
const WIDTHS = { desktop: 1280, mobile: 375 };

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
}
await browser.close();
console.log(`Screenshots written to ${OUT}`);
