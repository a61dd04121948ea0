import { expect, test } from '@playwright/test';
import { PATHS } from '@freight/domain';

test.describe('the route table', () => {
  // A page with a parameter (a tracking link) answers for real values only: the shipment journey opens one.
  for (const path of Object.values(PATHS).filter((p) => !p.includes(':'))) {
    test(`${path} resolves to its remote's page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
    });
  }

  test('an unknown path shows the 404 page with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('a remote that is down', () => {
  test('shows the unavailable panel, keeps the rest of the site working, and recovers on retry', async ({ page }) => {
    await page.route('**/mfe/tools/**', (route) => route.abort('connectionrefused'));
    await page.goto('/emails');
    await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
    const retry = page.getByRole('button', { name: /retry/i });
    await expect(retry).toBeVisible();

    await page.unroute('**/mfe/tools/**');
    await retry.click();
    await expect(page.getByRole('heading', { name: /email directory/i })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('other sections keep working while one remote is down', async ({ page }) => {
    await page.route('**/mfe/admin/**', (route) => route.abort('connectionrefused'));
    await page.goto('/quote-calculator');
    await expect(page.getByRole('button', { name: /calculate/i })).toBeVisible();
    await page.goto('/admin-check');
    await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  });
});
