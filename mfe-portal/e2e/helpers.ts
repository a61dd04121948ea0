import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A form control by its label; required fields add a '*' to the label, which is not part of the name. */
export function field(scope: Page | Locator, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

/** Unique per test run (and per call), so specs never collide with each other or with seeded data. */
export function uniqueUser(prefix: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Jordan',
    lastName: `Tester ${tag}`,
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.com`,
    phone: '(973) 555-0123',
    companyName: `${prefix} Logistics ${tag}`,
    password: 'Harbor-pass-2024',
  };
}

export type TestUser = ReturnType<typeof uniqueUser>;

/** A customer made through the API from a separate request context, so the page itself stays signed out. */
export async function createCustomer(request: APIRequestContext, prefix = 'cust'): Promise<TestUser> {
  const user = uniqueUser(prefix);
  const res = await request.post('/api/register', { data: { ...user, accountType: 'customer' } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

export async function fillUserFields(page: Page, user: TestUser) {
  await field(page, 'First name').fill(user.firstName);
  await field(page, 'Last name').fill(user.lastName);
  await field(page, 'Username').fill(user.username);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Phone (optional)').fill(user.phone);
  await field(page, 'Company name').fill(user.companyName);
  await field(page, 'Password').fill(user.password);
}

/** Picks each item in a list picker: choosing it in the select adds it. */
export async function pick(page: Page, label: string, items: string[]) {
  const group = page.getByRole('group', { name: label });
  for (const item of items) {
    await group.getByRole('combobox').selectOption(item);
    await expect(group.getByRole('button', { name: `Remove ${item}` })).toBeVisible();
  }
}

/** Signs in on /login; sent there by a page behind sign-in (`?next=`), it lands back on that page, else on /dashboard. */
export async function signIn(page: Page, user: Pick<TestUser, 'username' | 'password'>, lands: RegExp = /\/dashboard/) {
  await expect(page).toHaveURL(/\/login(\?next=[^&]+)?$/);
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(lands);
}

/**
 * No serious or moderate axe violation on the page as it stands, at 1280 and at 375 px, and a
 * full-page screenshot of each into `dir` (looked at by a person; kept out of the repository).
 */
export async function checkPage(page: Page, dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForLoadState('networkidle');
    // A dialog still fading in has half-opaque text, which axe measures as low contrast (CI met it once):
    // judge the page once its animations are done (endless ones, spinners, left out), at most 3 s.
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 3000 })
      .catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => ['critical', 'serious', 'moderate'].includes(v.impact ?? '')).map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(blocking, `${name} at ${width}px`).toEqual([]);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
