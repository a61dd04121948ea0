import { expect, test } from '@playwright/test';
import { ADMIN, createCustomer, expectToast, openTab, signInAtSimpleLogin } from './helpers';

test('a deactivated user can no longer sign in, until an admin activates them again', async ({ page, request, browser }) => {
  // Three sign-ins (each hashes a password: seconds on a busy two-core machine) across two remotes.
  test.setTimeout(90_000);
  const customer = await createCustomer(request, 'deact');
  await signInAtSimpleLogin(page);
  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.username);
  const row = page.getByRole('row').filter({ hasText: customer.username });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  const fullName = `${customer.firstName} ${customer.lastName}`;
  await row.getByRole('button', { name: `Deactivate ${fullName}` }).click();
  await expectToast(page, 'Success', 'User deactivated successfully');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/simple-login');
  // In demo mode the form comes filled in with the demo admin: a person types over it.
  await expect(visitor.getByLabel(/^Username/)).toHaveValue(ADMIN.username);
  await visitor.getByLabel(/^Username/).fill(customer.username);
  await visitor.getByLabel(/^Password/).fill(customer.password);
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(visitor).toHaveURL(/\/simple-login$/);

  await row.getByRole('button', { name: `Activate ${fullName}` }).click();
  await expectToast(page, 'Success', 'User activated successfully');
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(/\/admin$/, { timeout: 20_000 });
  // A customer is not an admin: the dashboard itself sends them on.
  await expect(visitor.getByText('Access Denied', { exact: true }).first()).toBeVisible();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await other.close();
});

test('an admin grants admin rights, and the new admin can open the dashboard', async ({ page, request, browser }) => {
  const customer = await createCustomer(request, 'promo');
  await signInAtSimpleLogin(page);
  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.username);
  const row = page.getByRole('row').filter({ hasText: customer.username });
  await row.getByRole('button', { name: /^Make admin/ }).click();
  const confirm = page.getByRole('dialog', { name: `Make ${customer.firstName} ${customer.lastName} an admin?` });
  await confirm.getByRole('button', { name: 'Make Admin' }).click();
  await expectToast(page, 'Success', 'Admin rights granted successfully');

  const other = await browser.newContext();
  const promoted = await other.newPage();
  const res = await promoted.request.post('/api/login', { data: { username: customer.username, password: customer.password } });
  expect(res.status()).toBe(200);
  await promoted.goto('/admin');
  await expect(promoted.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await other.close();

  await row.getByRole('button', { name: /^Remove admin rights/ }).click();
  await expectToast(page, 'Success', 'Admin rights removed successfully');
});
