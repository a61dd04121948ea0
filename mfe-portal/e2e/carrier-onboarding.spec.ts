import { expect, test, type Page } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
import { checkPage, field, fillUserFields, pick, uniqueUser } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.CARRIER_ONBOARDING_SHOTS_DIR ?? '/tmp/carrier-onboarding-shots';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2_000, 32), Buffer.from('\n%%EOF\n')]);

const stepOf = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, level: 3 }) });

/**
 * A carrier's first day, as people do it: it registers and is signed in on its dashboard, whose
 * checklist says what to send; it sends its W-9; staff verify it without the certificate of insurance
 * on an override reason; the carrier sees its authority checked and the certificate still to send.
 */
test('a new carrier registers, is signed in on its onboarding checklist, sends its W-9, and staff verify it on an override reason', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const user = uniqueUser('onb');
  const dot = String(1_000_000 + Math.floor(Math.random() * 8_999_999));

  await test.step('the carrier registers and lands on its dashboard, signed in, with its checklist', async () => {
    await page.goto('/carrier-register');
    await fillUserFields(page, user);
    await field(page, 'DOT number').fill(dot);
    await field(page, 'MC number (optional)').fill('MC 765432');
    await field(page, 'Fleet size').selectOption('6-15');
    await pick(page, 'Equipment types', ['Dry Van']);
    await pick(page, 'Operating regions', ['Northeast']);
    await field(page, 'Liability insurance').fill('$1,000,000');
    await field(page, 'Cargo insurance').fill('$100,000');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName} ${user.lastName}` })).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Onboarding checklist' });
    await expect(checklist.getByText('0 of 3 done')).toBeVisible();
    await expect(stepOf(page, 'Certificate of insurance').getByText('Not uploaded yet')).toBeVisible();
    await expect(stepOf(page, 'W-9').getByText('To do', { exact: true })).toBeVisible();
    await expect(stepOf(page, 'Operating authority').getByText(`USDOT ${dot} and MC-765432, from your registration`)).toBeVisible();
    await expect(stepOf(page, 'Operating authority').getByText('With our team', { exact: true })).toBeVisible();
    await checkPage(page, SHOTS, 'checklist-new-carrier');
  });

  await test.step('the checklist leads to the W-9 upload; once it is sent, the W-9 is done', async () => {
    await stepOf(page, 'W-9').getByRole('link', { name: 'Upload your W-9' }).click();
    await expect(page).toHaveURL(/#document-w9$/);
    const w9 = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'W-9' }) });
    await expect(w9.getByLabel(/W-9 file/)).toBeInViewport();
    await w9.getByLabel(/W-9 file/).setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: PDF });
    await w9.getByRole('button', { name: 'Upload W-9' }).click();
    await expect(toastRegion(page).getByText('W-9 uploaded')).toBeVisible();
    await expect(stepOf(page, 'W-9').getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Onboarding checklist' }).getByText('1 of 3 done')).toBeVisible();
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await test.step('staff cannot verify it without its certificate unless they give an override reason; then it stays in view, Verified', async () => {
    await signInAtSimpleLogin(staff);
    await openTab(staff, 'Carrier Accounts');
    await staff.getByRole('searchbox', { name: 'Search carriers' }).fill(user.username);
    const row = staff.getByRole('row').filter({ hasText: user.companyName });
    await expect(row.getByText('Pending verification')).toBeVisible();
    await row.getByRole('button', { name: `Verify ${user.companyName}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Verify ${user.companyName}` });
    await expect(dialog.getByRole('note')).toContainText('This carrier has no certificate of insurance on file. Give an override reason to verify it without it.');
    await dialog.getByRole('button', { name: 'Verify with override' }).click();
    await expect(dialog.getByText('Please give the reason for verifying without the documents')).toBeVisible();
    await checkPage(staff, SHOTS, 'verify-override-dialog');
    await dialog.getByRole('textbox', { name: /Override reason/ }).fill('Insurer confirmed both policies by phone; certificate to follow');
    await dialog.getByRole('button', { name: 'Verify with override' }).click();
    await expectToast(staff, 'Success', 'Carrier verified');
    await expect(dialog).toHaveCount(0);
    // The Pending list keeps it in view with its new status.
    await expect(staff.getByLabel('Filter by status')).toHaveValue('pending');
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Verify ${user.companyName}` })).toHaveCount(0);
    await checkPage(staff, SHOTS, 'carrier-accounts-after-override');
    await row.getByRole('button', { name: `Details of ${user.companyName}` }).click();
    const details = staff.getByRole('dialog', { name: user.companyName });
    await expect(details.getByRole('listitem').filter({ hasText: 'without the certificate of insurance (override)' })).toContainText('Insurer confirmed both policies by phone; certificate to follow');
    await details.getByRole('button', { name: 'Done' }).click();
  });
  await staffContext.close();

  await test.step('the carrier sees its account verified, its authority checked, and its certificate still to send', async () => {
    await page.reload();
    await expect(page.getByText('Your account is verified.')).toBeVisible();
    await expect(stepOf(page, 'Operating authority').getByText('Done', { exact: true })).toBeVisible();
    await expect(stepOf(page, 'Operating authority').getByText(/checked by our carrier team on/)).toBeVisible();
    await expect(stepOf(page, 'Certificate of insurance').getByText('To do', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Onboarding checklist' }).getByText('2 of 3 done')).toBeVisible();
    await checkPage(page, SHOTS, 'checklist-verified-carrier');
  });
});
