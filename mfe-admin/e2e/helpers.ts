import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'Admin', password: process.env.DEMO_ADMIN_PASSWORD ?? 'FreightAdmin2024!' };

/** Unique per call, so parallel specs never collide with each other or with the seeded data. */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TestCustomer {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

/** A customer registered through the API from another request context (the page stays signed out). */
export async function createCustomer(request: APIRequestContext, prefix = 'adm'): Promise<TestCustomer> {
  const t = tag();
  const user = {
    username: `${prefix}_${t}`,
    password: 'Harbor-pass-2024',
    firstName: 'Casey',
    lastName: `Tester ${t}`,
    email: `${prefix}.${t}@example.com`,
    companyName: `${prefix} Freight ${t}`,
  };
  const res = await request.post('/api/register', { data: { ...user, accountType: 'customer' } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export async function signInAs(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo admin through /simple-login, as a person would: prefilled form, Sign In, the dashboard. */
export async function signInAtSimpleLogin(page: Page) {
  await page.goto('/simple-login');
  await expect(page.getByLabel(/^Username/)).toHaveValue(ADMIN.username);
  await expect(page.getByLabel(/^Password/)).toHaveValue(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The sign-in waits its turn for the password hash (production cost, two at a time) while the
  // other specs register and sign in: seconds on two busy cores, as it would on a busy site.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Where toasts show (Radix also announces each one in a live region of its own, with the same words).
 * Found by its attributes, not its role: while a modal dialog is open, the page behind it, toasts
 * included, is hidden from the accessibility tree; the toast is still announced.
 */
export const toastRegion = (page: Page) => page.locator('[role="region"][aria-label="Notifications (F8)"]');

/** The toast region's latest message. */
export async function expectToast(page: Page, title: string, description: string) {
  await expect(toastRegion(page).getByText(title, { exact: true }).first()).toBeVisible();
  await expect(toastRegion(page).getByText(description, { exact: true }).first()).toBeVisible();
}
