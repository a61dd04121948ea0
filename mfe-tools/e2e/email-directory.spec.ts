import { expect, test } from '@playwright/test';
import { toastRegion } from '../../mfe-admin/e2e/helpers';
import { waitForLivePage } from '../../shell/e2e/live-page';
import { COMPANY, DEPARTMENTS, EMERGENCY_EMAIL } from '@freight/domain';

test.describe('department email directory', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Department Email Directory' })).toBeVisible();
    await waitForLivePage(page);
  });

  test('shows how to reach the company and every department', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Contact information' });
    await expect(contact.getByRole('link', { name: COMPANY.phone })).toBeVisible();
    await expect(contact.getByText('Mon-Fri')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);

    for (const d of DEPARTMENTS) {
      const card = page.getByRole('article', { name: d.department });
      await expect(card.getByText(`Response time: ${d.responsetime}`)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${d.email}`);
    }
  });

  test('highlights the 24/7 emergency line with Call Now and Emergency Email', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Emergency Dispatch: 24/7' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', COMPANY.phoneHref);
    await expect(page.getByRole('link', { name: 'Emergency Email' })).toHaveAttribute('href', `mailto:${EMERGENCY_EMAIL}`);
  });

  test('Copy puts the address on the clipboard and confirms it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const sales = DEPARTMENTS.find((d) => d.department === 'Sales')!;
    const card = page.getByRole('article', { name: 'Sales' });

    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(toastRegion(page).getByText('Email copied')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sales.email);
  });
});
