import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';

test('a signed-in customer books an estimate and lands in the portal with it', async ({ page }) => {
  const username = `calc${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const registered = await page.request.post('/api/register', {
    data: {
      firstName: 'Casey',
      lastName: 'Calculator',
      username,
      email: `${username}@example.com`,
      companyName: 'Calc Co',
      password: 'secret123',
    },
  });
  expect(registered.ok()).toBe(true);
  // Registration may or may not sign in by itself; signing in explicitly keeps the test independent of that.
  expect((await page.request.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);

  await page.goto('/quote-calculator');
  await waitForLivePage(page);
  await page.getByLabel('Origin ZIP Code').fill('10001');
  await page.getByLabel('Destination ZIP Code').fill('10601');
  await page.getByLabel('Weight (lbs)').fill('250');
  await page.getByLabel('Service Type').selectOption({ label: 'Expedited Delivery' });
  await page.getByLabel('Cargo Type').selectOption({ label: 'Fragile Items' });
  await page.getByRole('button', { name: 'Calculate Quote' }).click();

  const result = page.getByRole('region', { name: 'Your Instant Estimate' });
  await expect(result.getByText('$2,348.78')).toBeVisible();
  await expect(result.getByText('×1.95')).toBeVisible();
  await result.getByRole('button', { name: 'Book This Shipment' }).click();

  await page.waitForURL('**/dashboard?from=calculator');
  await expect(page.getByRole('heading', { name: /estimate from the quote calculator/i })).toBeVisible();
});
