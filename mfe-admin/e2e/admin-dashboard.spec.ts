import { expect, test } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, tag } from './helpers';

test('the demo admin signs in at /simple-login and can open every tab', async ({ page }) => {
  await signInAtSimpleLogin(page);
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Users', 'Quotes', 'Shipments', 'Billing', 'Carrier Rates', 'Carrier Accounts', 'Equipment Pricing', 'Pricing', 'Content', 'Emails', 'Deployments']);
  await expect(page.getByText('Emails Sent')).toBeVisible();

  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Pending Quotes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Quotes' })).toBeVisible();

  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@harborlinefreight.com');
  const primary = page.getByRole('row').filter({ hasText: 'admin@harborlinefreight.com' });
  await expect(primary.getByRole('button', { name: /^Remove admin rights/ })).toBeDisabled();
  await expect(primary.getByRole('button', { name: /^Delete/ })).toBeDisabled();

  await openTab(page, 'Quotes');
  await expect(page.getByRole('region', { name: 'Quote requests' })).toBeVisible();
  await openTab(page, 'Carrier Rates');
  await expect(page.getByRole('button', { name: 'Add Carrier Rate' })).toBeVisible();
  await openTab(page, 'Equipment Pricing');
  await expect(page.getByRole('button', { name: 'Add Equipment Type' })).toBeVisible();
  await openTab(page, 'Content');
  await expect(page.getByText('Content management will be available in the next update.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Website Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Website Content' });
  for (const label of ['Section', 'Content Key', 'Content Value', 'Content Type']) await expect(dialog.getByLabel(label)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Content' }).click();
  await expectToast(page, 'Error', 'Failed to save website content');
  await expect(dialog.getByText('Section is required').first()).toBeVisible();
});

test("an admin changes a quote's status and sees the new badge", async ({ page, request }) => {
  const company = `Badge Test Co ${tag()}`;
  const res = await request.post('/api/quotes', {
    data: { firstName: 'Quinn', lastName: 'Status', email: 'quinn@example.com', companyName: company, serviceNeeded: 'Specialized Cargo' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();

  await signInAtSimpleLogin(page);
  await openTab(page, 'Quotes');
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(company);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Update quote/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Update Quote #/ });
  await dialog.getByLabel('Status').selectOption('in-progress');
  await dialog.getByLabel('Estimated Price').fill('2,400.00');
  await dialog.getByLabel('Admin Notes').fill('Flatbed booked for Tuesday');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expectToast(page, 'Success', 'Quote updated successfully');
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(row).toContainText('$2,400.00');

  // On a phone each quote is a card, its actions on screen.
  await page.setViewportSize({ width: 375, height: 800 });
  const update = row.getByRole('button', { name: /^Update quote/ });
  await expect(update).toBeVisible();
  const box = await update.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const remove = row.getByRole('button', { name: /^Delete quote/ });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Filter by status').selectOption('in-progress');
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(1);
  await page.getByLabel('Filter by status').selectOption('rejected');
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);
});
