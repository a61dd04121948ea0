import { expect, test } from '@playwright/test';
import { expectToast, openTab, signInAs, signInAtSimpleLogin, tag } from './helpers';

/** A carrier registers with a malformed number, then a good one, waits for verification; staff check it and verify it. */
test('a new carrier is pending until staff verify it, and sees its status change', async ({ page, browser }) => {
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
  const registered = await page.request.post('/api/register', { data: carrier });
  expect(registered.status(), await registered.text()).toBe(201);
  // The same USDOT number, however it is written, is another carrier's.
  const again = await page.request.post('/api/register', { data: { ...carrier, username: `${carrier.username}_2`, email: `2.${carrier.email}`, carrierInfo: { ...carrier.carrierInfo, dotNumber: dot } } });
  expect(again.status()).toBe(409);

  // The carrier's own area, never the quote form.
  const carrierContext = await browser.newContext();
  const carrierPage = await carrierContext.newPage();
  await signInAs(carrierPage, carrier.username, carrier.password);
  await carrierPage.goto('/dashboard');
  await expect(carrierPage.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(carrierPage.getByRole('status').filter({ hasText: 'Our carrier team is checking your USDOT and MC authority' })).toBeVisible();
  await expect(carrierPage.getByText('MC-654321')).toBeVisible();
  await expect(carrierPage.getByRole('tab', { name: 'New Quote Request' })).toHaveCount(0);

  // Staff find it among the pending carriers, check its details and verify it.
  await signInAtSimpleLogin(page);
  await openTab(page, 'Carriers');
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
  // Verified carriers leave the pending list.
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);
  await page.getByLabel('Filter by status').selectOption('verified');
  await expect(page.getByRole('row').filter({ hasText: company }).getByText('Verified', { exact: true })).toBeVisible();

  await carrierPage.reload();
  await expect(carrierPage.getByText('Your account is verified.')).toBeVisible();
  await carrierContext.close();
});
