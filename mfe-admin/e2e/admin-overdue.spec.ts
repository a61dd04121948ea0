import { expect, test } from '@playwright/test';
import { QUOTE_OVERDUE_TEXTS } from '@freight/domain';
import { ADMIN, openTab, signInAs, tag } from './helpers';

const SHOTS = process.env.E2E_SHOTS_DIR;

for (const width of [1280, 375]) test.describe(`the 2-hour promise, for staff, at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN.username, ADMIN.password);
  });

  test('the overdue filter lists only pending quotes past 2 business hours, flagged, and the overview counts them', async ({ page, request }) => {
    // A request sent now is pending but not late.
    const company = `Fresh Request ${tag()}`;
    const sent = await request.post('/api/quotes', {
      data: { firstName: 'Fran', lastName: 'Fresh', email: 'fran.fresh@example.com', companyName: company, serviceNeeded: 'Freight Transportation' },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();

    await page.goto('/admin');
    const overdueTile = page.getByText('Overdue Quotes', { exact: true });
    // The overview's counts can take a while on a busy machine (the stats call waits for the list views).
    await expect(overdueTile).toBeVisible({ timeout: 30_000 });
    const counted = Number((await overdueTile.locator('xpath=following-sibling::*[1]').textContent())?.replace(/,/g, ''));
    // The demo data has a pending request from two days ago: always past two business hours.
    expect(counted).toBeGreaterThanOrEqual(1);

    await openTab(page, 'Quotes');
    const fresh = page.getByRole('row').filter({ hasText: company });
    await expect(fresh).toBeVisible();
    await expect(fresh.getByText(/^Waiting \d+ min$/)).toBeVisible();
    await expect(fresh.getByText('Overdue', { exact: true })).toHaveCount(0);

    await page.getByLabel('Filter by status').selectOption({ label: QUOTE_OVERDUE_TEXTS.filter });
    await expect(page.getByText(company)).toHaveCount(0);
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Update quote/ }) });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(counted === 1 ? '1 quote request' : `${counted} quote requests`, { exact: true })).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBe(Math.min(counted, 20));
    for (let i = 0; i < shown; i += 1) {
      await expect(rows.nth(i).getByText('Overdue', { exact: true })).toBeVisible();
      await expect(rows.nth(i).getByText('Pending', { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('row').filter({ hasText: 'Cross-Docking' }).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-quotes-overdue-${page.viewportSize()!.width}.png`, fullPage: true });
  });
});
