import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createCustomer, signInAs, toastRegion } from './helpers';

test.describe('admin helper pages, signed out', () => {
  test('/admin sends a visitor to /simple-login after 2 seconds, to return there', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Authentication Required', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/simple-login\?next=%2Fadmin$/, { timeout: 5000 });
  });

  test('/admin-access, /direct-admin, /login-success, /admin-check and /admin-portal refuse politely', async ({ page }) => {
    await page.goto('/admin-access');
    await expect(page.getByText('Access Denied: You need to log in to access the admin area.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

    await page.goto('/direct-admin');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

    await page.goto('/login-success');
    await expect(page.getByRole('heading', { name: 'Login verification failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to admin login' })).toHaveAttribute('href', '/simple-login');

    await page.goto('/admin-portal');
    await expect(page.getByRole('heading', { name: 'Verifying Access...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Admin Login' })).toBeVisible();
    for (const card of ['User Management', 'Quote Management', 'Carrier Rates', 'Website Control']) await expect(page.getByRole('heading', { name: card })).toBeVisible();

    await page.goto('/admin-check');
    await expect(page.getByText('Not Authenticated')).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Please login first');
      void dialog.accept();
    });
    const openAdmin = page.getByRole('button', { name: 'Go to Admin Dashboard' });
    await expect(openAdmin).toBeDisabled();
    // Marked disabled (aria-disabled) but still clickable, so a click can explain itself.
    await openAdmin.click({ force: true });
    await expect(page).toHaveURL(/\/simple-login$/);
  });

  test('/admin-check asks the server on load and on Refresh, though the browser has never signed in', async ({ page }) => {
    const asked: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/user') asked.push(response.status());
    });
    await page.goto('/admin-check');
    await expect(page.getByText('Not Authenticated')).toBeVisible();
    expect(asked).toEqual([401]);
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect.poll(() => asked).toEqual([401, 401]);
    await expect(page.getByText('Not Authenticated')).toBeVisible();
  });

  test('/force-admin and /instant-admin lead to /admin, which still checks access', async ({ page }) => {
    await page.goto('/force-admin');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Go to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/simple-login\?next=%2Fadmin$/, { timeout: 8000 });

    await page.goto('/instant-admin');
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await expect(page).toHaveURL(/\/simple-login\?next=%2Fadmin$/, { timeout: 5000 });
  });
});

async function expectAdminDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('admin helper pages, signed in', () => {
  test('as the demo admin every page confirms the session and leads to the dashboard', async ({ page }) => {
    await signInAs(page, ADMIN.username, ADMIN.password);

    await page.goto('/direct-admin');
    await expect(page.getByRole('heading', { name: 'Authentication Confirmed' })).toBeVisible();
    await expect(page.getByText('admin@harborlinefreight.com')).toBeVisible();

    await page.goto('/admin-check');
    await expect(page.getByText('Authenticated', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Session details')).toContainText('Admin');

    await page.goto('/admin-portal');
    await expect(page.getByRole('heading', { name: 'Admin Access Verified' })).toBeVisible();
    await expect(page.getByText('AUTHORIZED')).toBeVisible();
    await expect(toastRegion(page).getByText('Session Verified!')).toBeVisible();

    await page.goto('/admin-access');
    await expect(page.getByRole('heading', { name: 'Admin Access Granted' })).toBeVisible();
    await expect(page.getByText(/\(ID: 3\)/)).toBeVisible();
    await expectAdminDashboard(page);

    await page.goto('/login-success');
    await expect(page.getByRole('heading', { name: 'Login Successful!' })).toBeVisible();
    await expect(page.getByText('View analytics and reports')).toBeVisible();
    await expectAdminDashboard(page);

    await page.goto('/force-admin');
    await page.getByRole('button', { name: 'Go to Admin Dashboard' }).click();
    await expectAdminDashboard(page);

    await page.goto('/instant-admin');
    await expectAdminDashboard(page);
  });

  test('as a customer the admin pages say no and /admin sends them to their dashboard', async ({ page, request }) => {
    const customer = await createCustomer(request, 'helper');
    await signInAs(page, customer.username, customer.password);

    await page.goto('/admin-access');
    await expect(page.getByText("Access Denied: You don't have admin privileges.")).toBeVisible();

    await page.goto('/admin-portal');
    await expect(page.getByRole('heading', { name: 'Verifying Access...' })).toBeVisible();
    await expect(page.getByText('AUTHORIZED')).toHaveCount(0);

    await page.goto('/direct-admin');
    await expect(page.getByRole('heading', { name: 'Authentication Confirmed' })).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByText('Admin privileges required. Redirecting to customer dashboard...').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  });
});
