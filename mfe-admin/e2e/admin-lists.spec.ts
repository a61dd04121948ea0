import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, openTab, signInAs, tag } from './helpers';

/** Holds back the answers to list requests `matching` until `release()`. */
async function holdAnswers(page: Page, matching: (url: URL) => boolean) {
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(matching, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release: () => letGo() };
}

/** Left and right edges of `element` within the page's width (it may be further down the page). */
async function expectWithinWidth(element: Locator, width: number) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** How far the element scrolls sideways (0: everything in it is on screen). */
const sidewaysOverflow = (element: Locator) => element.evaluate((el) => el.scrollWidth - el.clientWidth);

test.describe('the admin lists', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN.username, ADMIN.password);
  });

  test('quotes: rows that may no longer match a new search cannot be priced until the answer arrives', async ({ page, request }) => {
    const company = `Stale Row Test ${tag()}`;
    const sent = await request.post('/api/quotes', {
      data: { firstName: 'Sam', lastName: 'Stale', email: 'sam.stale@example.com', companyName: company, serviceNeeded: 'Specialized Cargo' },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    await page.goto('/admin');
    await openTab(page, 'Quotes');
    const firstUpdate = page.getByRole('button', { name: /^Update quote/ }).first();
    await expect(firstUpdate).toBeEnabled();

    const search = await holdAnswers(page, (url) => url.pathname === '/api/quotes' && url.searchParams.has('search'));
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill('no such customer anywhere');
    await expect(firstUpdate).toBeDisabled();
    await page.waitForTimeout(600);
    await expect(firstUpdate).toBeDisabled();
    search.release();
    await expect(page.getByText('No quotes match these filters')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(company);
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row.getByRole('button', { name: /^Update quote/ })).toBeEnabled();
    await expect(page.getByText('1 quote request', { exact: true })).toBeVisible();
  });

  test('users: rows of the last answer cannot be acted on while a search is on its way', async ({ page }) => {
    await page.goto('/admin?tab=users');
    const firstDeactivate = page.getByRole('button', { name: /^Deactivate/ }).first();
    await expect(firstDeactivate).toBeEnabled();
    const search = await holdAnswers(page, (url) => url.pathname === '/api/admin/users' && url.searchParams.has('search'));
    await page.getByRole('searchbox', { name: 'Search users' }).fill('jwalsh');
    await page.waitForTimeout(600);
    await expect(firstDeactivate).toBeDisabled();
    search.release();
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate Jim Walsh' })).toBeEnabled();
  });

  test('at 1280 px every column of the users table is on screen, Delete included', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin?tab=users');
    const table = page.getByRole('region', { name: 'Users' });
    await expect(table.getByRole('button', { name: /^Delete/ }).first()).toBeVisible();
    expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);
    for (const button of await table.getByRole('button', { name: /^Delete/ }).all()) await expectWithinWidth(button, 1280);
  });

  test('at 375 px quotes and users are cards that show who, what and where they stand', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin?tab=quotes');
    const quotes = page.getByRole('region', { name: 'Quote requests' });
    const quote = quotes.getByRole('row').filter({ has: page.getByRole('button', { name: /^Update quote/ }) }).first();
    await expect(quote).toBeVisible();
    expect(await sidewaysOverflow(quotes)).toBeLessThanOrEqual(0);
    // Who, what and where it stands: every cell of the card is on screen.
    for (const cell of await quote.getByRole('cell').all()) await expectWithinWidth(cell, 375);
    await expect(quote.locator('[data-status]')).toBeVisible();
    await expectWithinWidth(quote.getByRole('button', { name: /^Update quote/ }), 375);

    await openTab(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('jwalsh');
    const users = page.getByRole('region', { name: 'Users' });
    const jim = users.getByRole('row').filter({ hasText: 'jwalsh' });
    await jim.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(users)).toBeLessThanOrEqual(0);
    for (const text of ['Jim Walsh', 'Bayshore Marine Parts', 'Inactive']) await expect(jim.getByText(text, { exact: true })).toBeVisible();
    for (const button of [/^Activate/, /^Make admin/, /^Delete/]) await expectWithinWidth(jim.getByRole('button', { name: button }), 375);
  });
});
