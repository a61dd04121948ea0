import { expect, test } from '@playwright/test';
import { checkPage } from '../../mfe-portal/e2e/helpers';
import { expectToast, openTab, signInAtSimpleLogin, tag } from './helpers';

const SHOTS = process.env.CARRIER_VERIFICATION_SHOTS_DIR ?? '/tmp/carrier-verification-shots';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2_000, 32), Buffer.from('\n%%EOF\n')]);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A carrier registers (a malformed number refused, the same number twice refused) and sends its
 * certificate of insurance and W-9; staff check it and verify it in one click, and it stays in the
 * Pending list they were working through, now Verified.
 */
test('a new carrier with its documents on file is verified in one click, stays in view with its new status, and sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const t = tag();
  const company = `Verify Haulers ${t}`;
  const dot = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const carrier = {
    firstName: 'Vera',
    lastName: 'Haul',
    username: `carrier_${t}`,
    email: `carrier.${t}@example.com`,
    companyName: company,
    password: 'Harbor-pass-2024',
    accountType: 'carrier',
    carrierInfo: { dotNumber: `USDOT ${dot}`, mcNumber: 'mc 654321', equipmentTypes: ['Flatbed'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' } },
  };
  // Registering signs the carrier in, in its own browser.
  const carrierContext = await browser.newContext();
  const carrierPage = await carrierContext.newPage();
  const registered = await carrierPage.request.post('/api/register', { data: carrier });
  expect(registered.status(), await registered.text()).toBe(201);
  // The same USDOT number, however it is written, is another carrier's.
  const again = await page.request.post('/api/register', { data: { ...carrier, username: `${carrier.username}_2`, email: `2.${carrier.email}`, carrierInfo: { ...carrier.carrierInfo, dotNumber: dot } } });
  expect(again.status()).toBe(409);

  // The carrier's own area, never the quote form.
  // Its certificate of insurance and W-9, sent as the dashboard sends them.
  const send = (query: string) => carrierPage.request.post(`/api/carrier/documents?${query}`, { data: PDF, headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'doc.pdf' } });
  expect((await send(`type=coi&liabilityExpiresOn=${inDays(300)}&cargoExpiresOn=${inDays(200)}`)).status()).toBe(201);
  expect((await send('type=w9')).status()).toBe(201);
  await carrierPage.goto('/dashboard');
  await expect(carrierPage.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(carrierPage.getByRole('status').filter({ hasText: 'Our carrier team is checking your USDOT and MC authority' })).toBeVisible();
  await expect(carrierPage.getByText('MC-654321', { exact: true })).toBeVisible();
  await expect(carrierPage.getByRole('tab', { name: 'New Quote Request' })).toHaveCount(0);

  // Staff find it among the pending carriers, check its details and verify it.
  await signInAtSimpleLogin(page);
  await openTab(page, 'Carrier Accounts');
  await page.getByRole('searchbox', { name: 'Search carriers' }).fill(`haulers ${t}`);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row.getByText(`USDOT ${dot}`)).toBeVisible();
  await expect(row.getByText('Pending verification')).toBeVisible();
  await row.getByRole('button', { name: `Details of ${company}` }).click();
  const details = page.getByRole('dialog', { name: company });
  await expect(details.getByText('$100,000')).toBeVisible();
  await details.getByRole('button', { name: 'Done' }).click();
  await row.getByRole('button', { name: `Verify ${company}` }).click();
  await expectToast(page, 'Success', 'Carrier verified');
  // No override is asked for: the documents are on file. The carrier stays in the Pending list it was verified from, Verified.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Verify ${company}` })).toHaveCount(0);
  await checkPage(page, SHOTS, 'carrier-accounts-verified-in-view');
  await page.getByLabel('Filter by status').selectOption('verified');
  await expect(page.getByRole('row').filter({ hasText: company }).getByText('Verified', { exact: true })).toBeVisible();

  await carrierPage.reload();
  await expect(carrierPage.getByText('Your account is verified.')).toBeVisible();
  await expect(carrierPage.getByRole('region', { name: 'Onboarding checklist' }).getByText('3 of 3 done')).toBeVisible();
  await carrierContext.close();
});
