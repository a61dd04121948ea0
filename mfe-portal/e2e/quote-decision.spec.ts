import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
// Relative: the browser tests run without building the domain package.
import { QUOTE_TERMS } from '../../packages/domain/src/quote-terms';
import { createCustomer, field, signIn } from './helpers';

/** What a downloaded quote document says, read back with poppler's pdftotext. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

test('a customer requests a quote, staff price it, the customer accepts it with a signature, and both download the PDF', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const user = await createCustomer(request, 'deal');

  // The customer asks for a quote in the portal.
  await page.goto('/login');
  await signIn(page, user);
  await field(page, 'Service needed').selectOption('Cross-Docking');
  await field(page, 'Project details (optional)').fill('Weekly cross-dock of 12 pallets in Newark.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/customer-quotes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const { id } = (await (await sent).json()) as { id: number };
  const card = page.getByRole('article', { name: `Cross-Docking quote #${id}` });
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Staff price and approve it, in their own browser.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  await openTab(staff, 'Quotes');
  await staff.getByRole('searchbox', { name: 'Search quotes' }).fill(user.companyName);
  const row = staff.getByRole('row').filter({ hasText: user.companyName });
  await row.getByRole('button', { name: /^Update quote/ }).click();
  const dialog = staff.getByRole('dialog', { name: `Update Quote #${id}` });
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByLabel('Estimated Price').fill('2,480.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(staff, 'Success', 'Quote updated successfully');
  await expect(row).toContainText('Awaiting customer');

  // The customer sees the priced quote, its validity, and accepts it with their name.
  await page.reload();
  await page.getByRole('tab', { name: /My Quotes/ }).click();
  await expect(card).toContainText('$2,480.50');
  await expect(card).toContainText(/Valid through \w+ \d+, \d{4}, 11:59 PM Eastern/);
  // The customer's words for it, never staff's.
  await expect(card).toContainText('Your decision needed');
  await expect(card).not.toContainText('Awaiting customer');
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept quote #${id}` });
  // The terms are there in full, in a box that scrolls to its last section.
  const terms = accept.getByRole('region', { name: QUOTE_TERMS.title });
  await expect(terms.getByText(QUOTE_TERMS.versionLine)).toBeVisible();
  const lastHeading = terms.getByRole('heading', { name: QUOTE_TERMS.sections.at(-1)!.heading });
  await lastHeading.scrollIntoViewIfNeeded();
  await expect(lastHeading).toBeInViewport();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(accept.getByText('Please type your full name to sign')).toBeVisible();
  await accept.getByLabel(/Type your full name to sign/).fill(`${user.firstName} ${user.lastName}`);
  await accept.getByRole('checkbox', { name: /I accept quote/ }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(toastRegion(page).getByText(`Quote #${id} accepted. We will be in touch to schedule your shipment.`)).toBeVisible();
  await expect(card).toContainText('Accepted');
  await expect(card).toContainText('In Progress');
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The customer's copy of the document.
  const [mine] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download quote (PDF)' }).click()]);
  expect(mine.suggestedFilename()).toBe(`harborline-quote-${id}.pdf`);
  const customerText = await pdfText(mine);
  expect(customerText).toContain(`Freight Quote #${id}`);
  expect(customerText).toContain('$2,480.50');
  expect(customerText).toContain(`${user.firstName} ${user.lastName} (signed electronically)`);
  expect(customerText).toContain(QUOTE_TERMS.sections[5].heading);

  // Staff see it accepted, by whom, and download the same document.
  await staff.reload();
  await openTab(staff, 'Quotes');
  await staff.getByLabel('Customer decision').selectOption('accepted');
  await staff.getByRole('searchbox', { name: 'Search quotes' }).fill(user.companyName);
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText(`Signed by ${user.firstName} ${user.lastName}`);
  await row.getByRole('button', { name: /^Update quote/ }).click();
  await expect(dialog.getByLabel('Customer decision')).toContainText('$2,480.50');
  const [theirs] = await Promise.all([staff.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF' }).click()]);
  const staffText = await pdfText(theirs);
  expect(staffText).toContain(`Freight Quote #${id}`);
  expect(staffText).toContain('$2,480.50');
  await staffContext.close();
});

test('a customer declines a priced quote with a reason, and staff can export the list as CSV', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const user = await createCustomer(request, 'nodeal');
  await page.goto('/login');
  await signIn(page, user);
  await field(page, 'Service needed').selectOption('Cross-Docking');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/customer-quotes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const { id } = (await (await sent).json()) as { id: number };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const priced = await staff.request.patch(`/api/admin/quotes/${id}`, { data: { status: 'approved', estimatedPrice: '990' } });
  expect(priced.status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: /My Quotes/ }).click();
  const card = page.getByRole('article', { name: `Cross-Docking quote #${id}` });
  await card.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: `Decline quote #${id}` });
  await decline.getByLabel(/Reason/).fill('We found capacity in-house');
  await decline.getByRole('button', { name: 'Decline quote' }).click();
  await expect(card).toContainText('Declined');
  await expect(card).toContainText('We found capacity in-house');

  await openTab(staff, 'Quotes');
  await staff.getByLabel('Customer decision').selectOption('declined');
  await staff.getByRole('searchbox', { name: 'Search quotes' }).fill(user.companyName);
  const row = staff.getByRole('row').filter({ hasText: user.companyName });
  await expect(row).toContainText('We found capacity in-house');
  const [csv] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV of quote requests' }).click()]);
  await expect(staff.getByText('Exported 1 quote request', { exact: true })).toBeVisible();
  expect(csv.suggestedFilename()).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${id},`);
  expect(lines[1]).toContain('Declined');
  await staffContext.close();
});
