import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo admin the e2e server seeds (CONTRACT: DEMO_ADMIN_PASSWORD, default FreightAdmin2024!). */
export const DEMO_ADMIN = { username: 'Admin', password: process.env.DEMO_ADMIN_PASSWORD ?? 'FreightAdmin2024!' };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export async function signIn(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A fresh customer account, signed in on the page's browser context (cookies are shared with page.request). */
export async function signInAsNewCustomer(page: Page) {
  const id = unique();
  const account = {
    username: `lp_${id}`,
    password: `Secret-${id}`,
    firstName: 'Landing',
    lastName: `Tester ${id}`,
    email: `lp_${id}@example.com`,
    companyName: 'Landing Test Freight',
  };
  const res = await page.request.post('/api/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page.request, account.username, account.password);
  return account;
}

export const signInAsAdmin = (page: Page) => signIn(page.request, DEMO_ADMIN.username, DEMO_ADMIN.password);

export { unique };
