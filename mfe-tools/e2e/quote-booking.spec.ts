import { expect, test } from '@playwright/test';
import { ADMIN, toastRegion } from '../../mfe-admin/e2e/helpers';
import { waitForLivePage } from '../../shell/e2e/live-page';
// Relative: the browser tests run without building the domain package.
import { calculateQuote, formatUsd } from '../../packages/domain/src/calculator';
import { CARRIED_ESTIMATE, estimateProjectDetails } from '../../packages/domain/src/estimate-request';

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

test("a visitor's estimate goes into the public quote form, and is sent with the request", async ({ page, playwright, baseURL }) => {
  const company = `Estimate Visitor ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const estimate = { originZip: '07105', destinationZip: '02210', weight: '12000', serviceType: 'ftl', cargoType: 'perishable' };
  const details = estimateProjectDetails(estimate)!;

  await page.goto('/quote-calculator');
  await waitForLivePage(page);
  await page.getByLabel('Origin ZIP Code').fill(estimate.originZip);
  await page.getByLabel('Destination ZIP Code').fill(estimate.destinationZip);
  await page.getByLabel('Weight (lbs)').fill(estimate.weight);
  await page.getByLabel('Service Type').selectOption({ label: 'Full Truckload' });
  await page.getByLabel('Cargo Type').selectOption({ label: 'Perishable Goods' });
  await page.getByRole('button', { name: 'Calculate Quote' }).click();
  const total = formatUsd(calculateQuote(estimate)!.totalCost);
  await expect(page.getByRole('region', { name: 'Your Instant Estimate' }).getByText(total)).toBeVisible();
  await page.getByRole('button', { name: 'Book This Shipment' }).click();

  // Not signed in: the landing page's quote form, scrolled into view, with the estimate in it.
  await page.waitForURL('**/?from=calculator#contact');
  const form = page.getByRole('form', { name: 'Quote request' });
  await expect(form.getByRole('note')).toContainText(CARRIED_ESTIMATE.title);
  await expect(form.getByRole('note')).toBeInViewport();
  await expect(form.getByRole('link', { name: CARRIED_ESTIMATE.signIn })).toBeVisible();
  const projectDetails = form.getByLabel(/Project Details/);
  await expect(projectDetails).toHaveValue(details);
  for (const line of ['Origin ZIP: 07105', 'Destination ZIP: 02210', 'Weight: 12,000 lbs', 'Equipment / service: Full Truckload, Perishable Goods', `Instant estimate: ${total}`]) {
    expect(details).toContain(line);
  }
  await expect(form.getByLabel(/Service Needed/)).toHaveValue('Freight Transportation');

  await form.getByLabel(/First Name/).fill('Morgan');
  await form.getByLabel(/Last Name/).fill('Lee');
  await form.getByLabel(/Email/).fill('morgan.lee@example.com');
  await form.getByLabel(/Company Name/).fill(company);
  await projectDetails.press('End');
  await projectDetails.pressSequentially('\nPickup Tuesday morning.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(toastRegion(page).getByText('Quote Request Submitted!')).toBeVisible();
  await expect(form.getByRole('note')).toHaveCount(0);
  await expect(projectDetails).toHaveValue('');

  // Staff read the estimate in the request.
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const list = await staff.get('/api/quotes', { params: { search: company } });
  const [stored] = (await list.json()) as { id: number; serviceNeeded: string; projectDetails: string }[];
  expect(stored).toMatchObject({ id, serviceNeeded: 'Freight Transportation', projectDetails: `${details}\nPickup Tuesday morning.` });
  await staff.dispose();
});
