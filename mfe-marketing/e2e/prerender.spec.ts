import { expect, test } from '@playwright/test';
import { layoutShift, trackLayoutShift } from '../../shell/e2e/live-page';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { openLanding } from './landing';

const SECTION_HEADINGS = [
  'Comprehensive Logistics Services',
  'Your Northeast Logistics Partner',
  'Northeast Coverage, Nationwide Reach',
  'What Our Clients Say',
  'Request a Free Quote',
];

test.describe('the landing page arrives as HTML', () => {
  test('without JavaScript it is readable: every section, working links, and a form that waits for the app', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Reliable Supply Chain Solutions for the Northeast' })).toBeVisible();
      for (const name of SECTION_HEADINGS) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
      await expect(page.getByText('24/7 Dispatch', { exact: true })).toBeVisible();
      // Nothing can be typed into a page that cannot send it yet.
      await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeDisabled();
      await expect(page.getByRole('textbox').first()).toBeDisabled();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coverage' }).click();
    await expect(page).toHaveURL(/#coverage$/);
    await expect(page.getByRole('heading', { name: 'Northeast Coverage, Nationwide Reach' })).toBeInViewport();
    await context.close();
  });

  test('the app hydrates the page the server sent: the same elements, no mismatch, nothing moving', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
    });
    // Marks the server's headline before any script runs; a second render would replace the element.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector('h1')?.setAttribute('data-from-server', ''));
    });
    await trackLayoutShift(page);
    await openLanding(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
    await page.getByLabel(/First Name/).fill('Dana');
    await expect(page.getByLabel(/First Name/)).toHaveValue('Dana');
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test('a reader who scrolled keeps their place while the app starts', async ({ page }) => {
    // Hold the app back until the reader has scrolled the page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/marketing/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html[data-app-live]')).toHaveCount(0);
    const testimonials = page.getByRole('heading', { name: 'What Our Clients Say' });
    await testimonials.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    release();
    await expect(page.locator('html[data-app-live]')).toHaveCount(1);
    await expect(testimonials).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
  });

  test('when the marketing remote is down, the copy gives way to the unavailable panel, and Retry brings the page', async ({ page }) => {
    await page.route('**/mfe/marketing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reliable Supply Chain Solutions for the Northeast' })).toHaveCount(0);
    await expect(page.locator('html[data-app-live]')).toHaveCount(1);

    await page.unroute('**/mfe/marketing/**');
    await page.getByRole('button', { name: /retry/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reliable Supply Chain Solutions for the Northeast' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
  });

  test('on a phone, the menu, the fields and the form answer before the app has loaded, and the app keeps it all', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/marketing/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    await page.route('**/api/quotes', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, json: { message: "Thank you! We'll get back to you within 2 hours.", id: 101 } });
    });
    await page.goto('/');
    // Before the app: the menu opens at once.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    // Fields take what is typed, and a sent form is held, not sent as a plain HTML form.
    await page.getByLabel(/First Name/).fill('Dana');
    await page.getByLabel(/Last Name/).fill('Reyes');
    await page.getByLabel(/Email/).fill('dana@example.com');
    await page.getByLabel(/Company Name/).fill('Reyes Foods');
    await page.getByLabel(/Service Needed/).selectOption({ label: 'Warehousing & Storage' });
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(sent).toEqual([]);
    await expect(page.locator('html[data-app-live]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-app-live]')).toHaveCount(1);
    // The app sends what was typed, once, and says so.
    await expect(toastRegion(page).getByText('Quote Request Submitted!', { exact: true }).first()).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', companyName: 'Reyes Foods', serviceNeeded: 'Warehousing & Storage' }),
    ]);
    // And the menu is the app's now.
    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await context.close();
  });

  test('signed-in pages arrive as their frame only: never anyone\u2019s data', async ({ request }) => {
    const landing = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(await landing.text()).toContain('id="boot-guard"');
    const dashboard = await (await request.get('/dashboard', { headers: { Accept: 'text/html' } })).text();
    expect(dashboard).toContain('Loading your dashboard...');
    expect(dashboard).not.toContain('Welcome,');
    const admin = await (await request.get('/admin', { headers: { Accept: 'text/html' } })).text();
    expect(admin).toContain('Verifying Admin Access...');
    expect(admin).not.toMatch(/Logout|Overview/);
  });
});
