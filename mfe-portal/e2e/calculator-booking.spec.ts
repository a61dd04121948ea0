import { expect, test } from '@playwright/test';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { waitForLivePage } from '../../shell/e2e/live-page';
// Relative: the browser tests run without building the domain package.
import { calculateQuote, formatUsd } from '../../packages/domain/src/calculator';
import { CARRIED_ESTIMATE } from '../../packages/domain/src/estimate-request';
import { BOOKING_NOTICE } from '../../packages/domain/src/messages';
import { createCustomer, field, signIn } from './helpers';

const ESTIMATE = { originZip: '07105', destinationZip: '19103', weight: '2500', serviceType: 'ftl', cargoType: 'perishable' };
const TOTAL = formatUsd(calculateQuote(ESTIMATE)!.totalCost);

test('a visitor with a calculator estimate can sign in from the public form instead, and the estimate travels with the portal request', async ({ page, request }) => {
  const user = await createCustomer(request, 'calc');

  await page.goto('/quote-calculator');
  await waitForLivePage(page);
  await field(page, 'Origin ZIP Code').fill(ESTIMATE.originZip);
  await field(page, 'Destination ZIP Code').fill(ESTIMATE.destinationZip);
  await field(page, 'Weight (lbs)').fill(ESTIMATE.weight);
  await field(page, 'Service Type').selectOption(ESTIMATE.serviceType);
  await field(page, 'Cargo Type').selectOption(ESTIMATE.cargoType);
  await page.getByRole('button', { name: 'Calculate Quote' }).click();
  await page.getByRole('button', { name: 'Book This Shipment' }).click();

  // Signed out: the public quote form takes the estimate and offers to sign in; it waits in sessionStorage.
  await page.getByRole('form', { name: 'Quote request' }).getByRole('link', { name: CARRIED_ESTIMATE.signIn }).click();
  await expect(page.getByRole('note').filter({ hasText: BOOKING_NOTICE.title })).toBeVisible();
  await signIn(page, user);
  const summary = page.getByRole('region', { name: 'Estimate from the Quote Calculator' });
  await expect(summary).toContainText('07105 → 19103');
  await expect(summary).toContainText('Full Truckload');
  await expect(summary).toContainText('Perishable Goods');
  await expect(summary).toContainText(TOTAL);

  await expect(field(page, 'Service needed')).toHaveValue('Freight Transportation');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toastRegion(page).getByText('Quote Request Submitted')).toBeVisible();
  await expect(summary).toHaveCount(0);

  await page.getByRole('tab', { name: 'My Quotes (1)' }).click();
  const entry = page.getByRole('article', { name: 'Freight Transportation quote' });
  await expect(entry).toContainText('07105 → 19103');
  await expect(entry).toContainText('Full Truckload / Perishable Goods');
  await expect(entry).toContainText(TOTAL);
});
