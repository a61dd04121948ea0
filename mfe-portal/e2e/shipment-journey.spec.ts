import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, field, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.SHIPMENT_SHOTS_DIR ?? '/tmp/wt-ship-shots';

async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** A one-page PDF standing in for a signed delivery receipt. */
const POD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a customer accepts and books a quote, staff move it to delivery with a POD, the customer follows it, and a consignee tracks it signed out', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const user = await createCustomer(request, 'ship');

  // The customer asks for a quote; staff price it (through the API: the quote screens have their own tests).
  await page.goto('/login');
  await signIn(page, user);
  const { id: quoteId } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } })).json()) as { id: number };
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '2,480.50' } })).ok()).toBeTruthy();

  // The customer accepts it in the portal, then books it.
  await page.reload();
  await page.getByRole('tab', { name: /My Quotes/ }).click();
  const card = page.getByRole('article', { name: `Freight Transportation quote #${quoteId}` });
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept quote #${quoteId}` });
  await accept.getByLabel(/Type your full name to sign/).fill(`${user.firstName} ${user.lastName}`);
  await accept.getByRole('checkbox', { name: /I accept quote/ }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(card).toContainText('In Progress');
  await card.getByRole('link', { name: 'Book shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/book\\?quote=${quoteId}$`));
  await expect(page.getByRole('heading', { name: 'Book your shipment' })).toBeVisible();

  // A missing detail is named before anything is sent.
  await page.getByRole('button', { name: 'Book shipment' }).click();
  await expect(page.getByText('Shipper name is required').first()).toBeVisible();
  await checkPage(page, SHOTS, 'book-shipment');
  for (const [who, name, street, city, state, zip] of [
    ['shipper', 'Acme Plant', '1 Dock Rd', 'Newark', 'NJ', '07105'],
    ['consignee', 'Harbor Store', '2 Seaport Blvd', 'Boston', 'MA', '02210'],
  ]) {
    const group = page.getByRole('group', { name: who === 'shipper' ? 'Shipper (pickup)' : 'Consignee (delivery)' });
    await field(group, 'Company or name').fill(name);
    await field(group, 'Street address').fill(street);
    await field(group, 'City').fill(city);
    await field(group, 'State (2 letters)').fill(state);
    await field(group, 'ZIP code').fill(zip);
    await field(group, 'Contact name').fill('Pat Lee');
    await field(group, 'Contact phone').fill('(973) 555-0100');
  }
  await field(page, 'Commodity').fill('Machine parts on pallets');
  await field(page, 'Pieces').fill('4');
  await field(page, 'Weight (lbs)').fill('2500');
  await page.getByRole('button', { name: 'Book shipment' }).click();
  await expect(page).toHaveURL(/\/shipments\?id=\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Shipment ', '').trim();
  expect(number).toMatch(/^HL-\d+$/);
  await expect(page.getByRole('list', { name: 'Shipment timeline' })).toContainText('Booked');

  // Staff find it, assign a carrier, record pickup, in transit and delivery, and upload the POD.
  await staff.goto('/admin');
  await openTab(staff, 'Shipments');
  await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(number);
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Shipment ${number}` });
  // Before pickup staff can still change the details: the consignee's receiving dock moved.
  await dialog.getByRole('button', { name: 'Edit shipping details' }).click();
  await dialog.getByRole('group', { name: 'Consignee (delivery)' }).getByLabel(/^Street address/).fill('200 Harbor Way');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expectToast(staff, 'Success', 'Shipping details saved');
  for (const [kind, city, state] of [
    ['Carrier assigned', '', ''],
    ['Picked up', 'Newark', 'NJ'],
    ['In transit', 'Hartford', 'CT'],
    ['Delivered', 'Boston', 'MA'],
  ]) {
    await dialog.getByLabel('Event', { exact: true }).selectOption({ label: kind });
    await dialog.getByLabel('City', { exact: true }).fill(city);
    await dialog.getByLabel('State', { exact: true }).fill(state);
    await dialog.getByRole('button', { name: `Record ${kind}` }).click();
    await expectToast(staff, 'Success', 'Shipment event recorded');
    await expect(dialog.getByRole('list', { name: 'Shipment timeline' })).toContainText(kind);
  }
  await dialog.getByLabel('PDF, JPEG or PNG, up to 10 MB').setInputFiles({ name: 'signed-pod.pdf', mimeType: 'application/pdf', buffer: POD });
  await dialog.getByRole('button', { name: 'Upload proof of delivery' }).click();
  await expectToast(staff, 'Success', 'Proof of delivery uploaded');
  await checkPage(staff, SHOTS, 'admin-shipment-dialog');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await checkPage(staff, SHOTS, 'admin-shipments-tab');

  // The customer sees the timeline and downloads the bill of lading and the POD.
  await page.reload();
  const timeline = page.getByRole('list', { name: 'Shipment timeline' });
  for (const kind of ['Delivered', 'In transit', 'Picked up', 'Carrier assigned', 'Booked']) await expect(timeline).toContainText(kind);
  await expect(timeline).toContainText('Hartford, CT');
  await expect(page.getByText('200 Harbor Way')).toBeVisible();
  // After pickup the details are fixed: staff are no longer offered the edit.
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  await expect(dialog.getByRole('list', { name: 'Shipment timeline' })).toContainText('Delivered');
  await expect(dialog.getByRole('button', { name: 'Edit shipping details' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const [bol] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Bill of lading (PDF)' }).click()]);
  const bolText = (await pdfText(bol)).replace(/\s+/g, ' ');
  expect(bolText).toContain(number);
  expect(bolText).toContain('Harbor Store');
  const [pod] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Proof of delivery' }).click()]);
  expect(readFileSync(await pod.path()).equals(POD)).toBe(true);

  // The tracking link made at booking, shown on the page and opened in a signed-out browser: the status, never the price.
  const link = await page.getByRole('textbox', { name: 'Tracking link' }).inputValue();
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{30,}$/);
  await checkPage(page, SHOTS, 'my-shipment');
  const consigneeContext = await browser.newContext();
  const consignee = await consigneeContext.newPage();
  await consignee.goto(link);
  await expect(consignee.getByRole('heading', { name: `Shipment ${number}` })).toBeVisible();
  await expect(consignee.getByText('Delivered').first()).toBeVisible();
  const body = (await consignee.locator('main').textContent()) ?? '';
  expect(body).not.toContain('$');
  expect(body).not.toContain('2,480');
  expect(body).not.toContain('Harbor Store');
  await checkPage(consignee, SHOTS, 'track');

  // Revoked: the same link is a 404 page that says so.
  const revoked = page.waitForResponse((r) => r.url().endsWith('/tracking-link') && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Revoke link' }).click();
  expect((await revoked).status()).toBe(200);
  const gone = await consignee.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(consignee.getByRole('heading', { name: 'Tracking link not valid' })).toBeVisible();
  await checkPage(consignee, SHOTS, 'track-invalid');

  await page.goto('/shipments');
  await expect(page.getByRole('heading', { name: 'My Shipments' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: number })).toContainText('Delivered');
  await checkPage(page, SHOTS, 'my-shipments');
  await staffContext.close();
  await consigneeContext.close();
});
