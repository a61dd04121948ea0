import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../../shell/e2e/live-page';
import { expectToast, openTab, signInAtSimpleLogin, tag } from './helpers';

// The mail worker polls every few seconds; the demo mailbox refreshes on its own and on Refresh.
const MAIL_WAIT = { timeout: 40_000 };

test('a visitor asks for a quote, an admin prices it, and the customer\'s email is readable in the demo mailbox', async ({ page }) => {
  const t = tag();
  const company = `Mail Loop ${t}`;
  const email = `loop.${t}@example.com`;

  await page.goto('/');
  await waitForLivePage(page);
  const form = page.locator('#contact').getByRole('form', { name: 'Quote request' });
  await form.getByLabel(/First Name/).fill('Rosa');
  await form.getByLabel(/Last Name/).fill('Delgado');
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Company Name/).fill(company);
  await form.getByLabel(/Service Needed/).selectOption('Freight Transportation');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  const { id } = (await (await answered).json()) as { id: number };

  await signInAtSimpleLogin(page);
  await openTab(page, 'Quotes');
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(company);
  const row = page.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: /^Update quote/ }).click();
  const dialog = page.getByRole('dialog', { name: `Update Quote #${id}` });
  await expect(dialog.getByRole('checkbox', { name: /Notify customer by email/ })).toBeChecked();
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByLabel('Estimated Price').fill('3,150.00');
  await dialog.getByLabel('Admin Notes').fill(`Margin 18% ${t}`);
  await dialog.getByLabel('Message to the customer').fill(`Dry van booked ${t}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Quote updated successfully');

  await openTab(page, 'Emails');
  const mailbox = page.getByRole('region', { name: 'Demo mailbox' });
  const subject = `Your quote request #${id}: Approved`;
  const entry = mailbox.getByRole('button', { name: new RegExp(subject) });
  await expect(async () => {
    await mailbox.getByRole('button', { name: 'Refresh' }).click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass(MAIL_WAIT);
  await entry.click();

  const shown = mailbox.getByRole('article', { name: `Email: ${subject}` });
  await expect(shown.getByText(email, { exact: true })).toBeVisible();
  const html = shown.frameLocator('iframe[title="HTML part"]');
  await expect(html.getByText('$3,150.00')).toBeVisible();
  await expect(html.getByText(`Dry van booked ${t}`)).toBeVisible();
  // Staff's internal notes never reach the customer; a visitor without an account gets no portal link.
  await expect(html.getByText(`Margin 18% ${t}`)).toHaveCount(0);
  await expect(html.getByRole('link', { name: 'See My Quotes' })).toHaveCount(0);

  // The acknowledgment and the staff email for the same request were caught too.
  await expect(mailbox.getByRole('button', { name: new RegExp(`We received your quote request #${id}`) })).toBeVisible();
  await expect(mailbox.getByRole('button', { name: new RegExp(`New quote request #${id}:`) })).toBeVisible();
});
