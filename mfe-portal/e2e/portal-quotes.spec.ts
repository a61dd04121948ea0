import { expect, test } from '@playwright/test';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { createCustomer, field, signIn } from './helpers';

test('a customer signs in, submits a quote and finds it under My Quotes with the count updated', async ({ page, request }) => {
  const user = await createCustomer(request);
  await page.goto('/dashboard');
  await signIn(page, user);

  await expect(page.getByRole('tab', { name: 'New Quote Request' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My Quotes (0)' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(user.email);

  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(field(page, 'Service needed')).toHaveAccessibleDescription('Please select a service');

  await field(page, 'Service needed').selectOption('Cross-Docking');
  await field(page, 'Phone (optional)').fill('(973) 555-0188');
  await field(page, 'Project details (optional)').fill('Weekly cross-dock of 12 pallets in Newark.');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();

  await expect(toastRegion(page).getByText('Quote Request Submitted')).toBeVisible();
  // The portal switches to My Quotes on the request just sent.
  await expect(page.getByRole('tab', { name: 'My Quotes (1)', selected: true })).toBeVisible();
  const entry = page.getByRole('article', { name: 'Cross-Docking quote' });
  await expect(entry).toBeFocused();
  await expect(entry).toContainText('Just sent');
  await expect(entry).toContainText('Weekly cross-dock of 12 pallets in Newark.');
  await expect(entry).toContainText('(973) 555-0188');
  await expect(entry).toContainText(new Date().toLocaleDateString('en-US', { dateStyle: 'long' }));
  await expect(entry).toContainText('Pending');

  // Printed, the page is the quotes: no dark bar or footer, no tabs or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a new customer sees the empty state and can jump to the request form', async ({ page, request }) => {
  const user = await createCustomer(request);
  await page.goto('/login');
  await signIn(page, user);
  await page.getByRole('tab', { name: 'My Quotes (0)' }).click();
  await page.getByRole('button', { name: 'Request Your First Quote' }).click();
  await expect(page.getByRole('tab', { name: 'New Quote Request' })).toHaveAttribute('aria-selected', 'true');
});
