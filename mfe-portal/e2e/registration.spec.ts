import { expect, test } from '@playwright/test';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { field, fillUserFields, pick, signIn, uniqueUser } from './helpers';

test('a new customer registers and lands on the dashboard, signed in', async ({ page }) => {
  const user = uniqueUser('cust');
  await page.goto('/account-selection');
  await page.getByRole('link', { name: /Customer/ }).click();
  await expect(page).toHaveURL(/\/register$/);

  await fillUserFields(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName} ${user.lastName}` })).toBeVisible();
});

test('a shipper registers with list picks, is sent to sign in, and signs in', async ({ page }) => {
  const user = uniqueUser('ship');
  await page.goto('/account-selection');
  await page.getByRole('link', { name: /Shipper/ }).click();
  await expect(page).toHaveURL(/\/shipper-register$/);

  await fillUserFields(page, user);
  await field(page, 'Business type').selectOption('manufacturer');
  await field(page, 'Shipping volume').selectOption('11-50');
  await pick(page, 'Primary commodities', ['Electronics', 'Machinery', 'Textiles']);
  await page.getByRole('button', { name: 'Remove Machinery' }).click();
  await expect(page.getByRole('button', { name: 'Remove Machinery' })).toHaveCount(0);
  await pick(page, 'Shipping regions', ['Northeast', 'Midwest']);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName} ${user.lastName}` })).toBeVisible();
});

test('a carrier registers with list picks and lands on its dashboard, signed in, on its onboarding checklist', async ({ page }) => {
  const user = uniqueUser('carr');
  await page.goto('/carrier-register');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('DOT number is required')).toBeVisible();
  await expect(page.getByText('At least one equipment type is required')).toBeVisible();

  await fillUserFields(page, user);
  // A malformed number is refused on the field, as the server would; each run registers its own number.
  await field(page, 'DOT number').fill('123456789');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter a USDOT number of 1 to 8 digits')).toBeVisible();
  await field(page, 'DOT number').fill(String(1_000_000 + Math.floor(Math.random() * 8_999_999)));
  await field(page, 'MC number (optional)').fill('MC-765432');
  await field(page, 'Fleet size').selectOption('6-15');
  await field(page, 'Safety rating (optional)').selectOption('satisfactory');
  await pick(page, 'Equipment types', ['Dry Van', 'Flatbed']);
  await pick(page, 'Operating regions', ['Northeast', 'Cross-Border (Canada/Mexico)']);
  await field(page, 'Liability insurance').fill('$1,000,000');
  await field(page, 'Cargo insurance').fill('$100,000');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Onboarding checklist' }).getByText('0 of 3 done')).toBeVisible();
});
