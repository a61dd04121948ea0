import { expect, test } from '@playwright/test';
import { DEPARTMENTS } from '@freight/domain';
import { layoutShift, trackLayoutShift, waitForLivePage } from '../../shell/e2e/live-page';

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

  for (const path of ['/quote-calculator', '/emails']) {
    test(`${path}: the live page takes over without anything moving`, async ({ page }) => {
      await trackLayoutShift(page);
      await page.goto(path);
      await waitForLivePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
