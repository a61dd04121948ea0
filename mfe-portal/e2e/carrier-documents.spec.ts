import { expect, test } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
import { checkPage, field, fillUserFields, pick, signIn, uniqueUser } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.CARRIER_DOCUMENTS_SHOTS_DIR ?? '/tmp/carrier-documents-shots';

/** A calendar date some days from today, YYYY-MM-DD (an expiry date the carrier types). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(4_000, 32), Buffer.from('\n%%EOF\n')]);

/** A carrier registers and uploads its certificate of insurance; staff see it in the Carriers tab and verify the carrier. */
test('a new carrier uploads its certificate of insurance, and staff check it and verify the carrier', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = uniqueUser('coi');
  const liabilityExpiresOn = inDays(200);
  const cargoExpiresOn = inDays(150);

  await test.step('the carrier registers and signs in', async () => {
    await page.goto('/carrier-register');
    await fillUserFields(page, user);
    await field(page, 'DOT number').fill(String(1_000_000 + Math.floor(Math.random() * 8_999_999)));
    await field(page, 'Fleet size').selectOption('6-15');
    await pick(page, 'Equipment types', ['Dry Van']);
    await pick(page, 'Operating regions', ['Northeast']);
    await field(page, 'Liability insurance').fill('$1,000,000');
    await field(page, 'Cargo insurance').fill('$100,000');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastRegion(page).getByText('Registration Successful')).toBeVisible();
    await signIn(page, user);
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  });

  const coi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Certificate of insurance' }) });
  await test.step('each policy needs its date; a file that only says it is a PDF is refused; the certificate with both dates is taken', async () => {
    await expect(coi.getByText('Not uploaded yet')).toBeVisible();
    await coi.getByLabel(/Certificate of insurance file/).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is not a PDF at all') });
    await coi.getByLabel('Auto liability policy expires').fill(liabilityExpiresOn);
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(coi.getByLabel('Cargo policy expires')).toHaveAccessibleDescription('Please enter the cargo policy expiry date');
    // The two dates beside the file, with an error on one, at 1280 and 375 px.
    await checkPage(page, SHOTS, 'carrier-documents-date-error');
    await coi.getByLabel('Cargo policy expires').fill(cargoExpiresOn);
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(page.getByText('The document must be a PDF, JPEG or PNG file')).toBeVisible();

    await coi.getByLabel(/Certificate of insurance file/).setInputFiles({ name: 'coi-2027.pdf', mimeType: 'application/pdf', buffer: PDF });
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(toastRegion(page).getByText('Certificate of insurance uploaded')).toBeVisible();
    await expect(coi.getByRole('link', { name: 'coi-2027.pdf' })).toBeVisible();
    await expect(coi.getByText(`Auto liability policy expires ${longDate(liabilityExpiresOn)}`)).toBeVisible();
    await expect(coi.getByText(`Cargo policy expires ${longDate(cargoExpiresOn)}`)).toBeVisible();
    await expect(coi.getByText('Awaiting review')).toBeVisible();
  });

  const staff = await (await browser.newContext()).newPage();
  await test.step('staff see the certificate and its policies\' expiry dates in the Carriers tab, download it, and verify the carrier', async () => {
    await signInAtSimpleLogin(staff);
    await openTab(staff, 'Carriers');
    await staff.getByRole('searchbox', { name: 'Search carriers' }).fill(user.username);
    const row = staff.getByRole('row').filter({ hasText: user.companyName });
    await row.getByRole('button', { name: `Details of ${user.companyName}` }).click();
    const details = staff.getByRole('dialog', { name: user.companyName });
    const documents = details.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText(`Auto liability policy expires ${longDate(liabilityExpiresOn)}`)).toBeVisible();
    await expect(documents.getByText(`Cargo policy expires ${longDate(cargoExpiresOn)}`)).toBeVisible();
    const download = staff.waitForEvent('download');
    await documents.getByRole('link', { name: 'Download Certificate of insurance (coi-2027.pdf)' }).click();
    expect((await download).suggestedFilename()).toBe('coi-2027.pdf');
    // No web key on this machine: the look-up says so, and nothing claims it was checked.
    await details.getByRole('button', { name: 'Look up on FMCSA' }).click();
    await expect(details.getByText('FMCSA look-up not configured')).toBeVisible();
    await details.getByRole('button', { name: 'Done' }).click();
    await row.getByRole('button', { name: `Verify ${user.companyName}` }).click();
    await expectToast(staff, 'Success', 'Carrier verified');
  });

  await test.step('the carrier sees its account verified and its certificate accepted', async () => {
    await page.reload();
    await expect(page.getByText('Your account is verified.')).toBeVisible();
    await expect(coi.getByText('Accepted')).toBeVisible();
  });
});
