import { expect, test } from '@playwright/test';
import { DEPARTMENTS } from '@freight/domain';
import { layoutShift, trackLayoutShift, waitForLivePage } from '../../shell/e2e/live-page';

/** The seeded demo shipment's tracking link (api/src/seed/demo-shipments.ts). */
const DEMO_TRACKING = '/track/harborline-demo-track-HL10004';

test.describe('the tool pages arrive as HTML', () => {
  test('without JavaScript both read, the directory links work, and the calculator waits for the app', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Department Email Directory' })).toBeVisible();
    for (const d of DEPARTMENTS) {
      await expect(page.getByRole('article', { name: d.department }).getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${d.email}`);
    }
    await page.goto('/quote-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Instant Quote Calculator' })).toBeVisible();
    await expect(page.getByLabel('Origin ZIP Code')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Calculate Quote' })).toBeDisabled();
    await context.close();
  });

  test('a tracking link arrives rendered with its shipment: without JavaScript the status and timeline read', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(DEMO_TRACKING);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipment HL-10004' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shipment timeline' }).getByRole('listitem').first()).toBeVisible();
    await context.close();
  });

  for (const path of ['/quote-calculator', '/emails', DEMO_TRACKING]) {
    test(`${path}: the live page takes over without anything moving, and without a mismatch`, async ({ page }) => {
      // React reports markup it could not adopt (a hydration mismatch) as an error in the console.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await trackLayoutShift(page);
      await page.goto(path);
      await waitForLivePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    });
  }
});
