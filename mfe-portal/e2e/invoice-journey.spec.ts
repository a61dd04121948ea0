import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openTab, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.INVOICE_SHOTS_DIR ?? '/tmp/wt-invoice-shots';

/** A carrier document (certificate of insurance, W-9) as the upload checks it: a PDF by its first bytes. */
const DOCUMENT = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(4_000, 32), Buffer.from('\n%%EOF\n')]);
/** What the consignee signed for, on the proof of delivery's page (the packet must carry it). */
const POD_TEXT = 'Received in good order by Harbor Store receiving';

/** A one-page proof of delivery, a real PDF with `POD_TEXT` on it. */
async function podPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(POD_TEXT, { x: 72, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);
const party = (name: string, street: string, city: string, state: string, zip: string) => ({
  name,
  address: { street, city, state, zip },
  contactName: 'Dock Office',
  phone: '(973) 555-0100',
  email: 'dock@example.com',
});

async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

const ok = async (answer: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
  const res = await answer;
  expect(res.ok(), await res.text()).toBeTruthy();
  return res;
};

/**
 * A carrier, registered (which signs it in), with its certificate of insurance and W-9 on file and
 * verified by staff, through the API: onboarding has its own journey.
 */
async function verifiedCarrier(carrier: APIRequestContext, staff: APIRequestContext) {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const registered = await carrier.post('/api/register', {
    data: {
      firstName: 'Casey',
      lastName: 'Driver',
      username: `pay_carrier_${t}`,
      email: `pay.carrier.${t}@example.com`,
      companyName: `Quick Pay Haulers ${t}`,
      password: 'Harbor-pass-2024',
      accountType: 'carrier',
      carrierInfo: { dotNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)), mcNumber: 'MC 765432', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' } },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = ((await registered.json()) as { user: { id: number } }).user;
  const upload = (query: string) => ok(carrier.post(`/api/carrier/documents?${query}`, { headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'document.pdf' }, data: DOCUMENT }));
  await upload(`type=coi&liabilityExpiresOn=${day(200)}&cargoExpiresOn=${day(150)}`);
  await upload('type=w9');
  await ok(staff.post(`/api/admin/carriers/${id}/verify`, { data: {} }));
}

/**
 * A customer's quote priced at $2,480.50, accepted and booked; the load posted to carriers at
 * $1,900.00, booked by the carrier with Book now and its rate confirmation signed; delivered with
 * its POD (through the API: those screens have their own journeys).
 */
async function deliveredShipment(customer: APIRequestContext, staff: APIRequestContext, carrier: APIRequestContext) {
  const { id: quoteId } = (await (await ok(customer.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } }))).json()) as { id: number };
  await ok(staff.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '2,480.50' } }));
  await ok(customer.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: 'Invoice Customer', accept: true } }));
  const booked = (await (
    await ok(
      customer.post('/api/shipments', {
        data: {
          quoteId,
          pickupWindow: { date: day(1), from: '08:00', to: '12:00' },
          deliveryWindow: { date: day(3), from: '09:00', to: '17:00' },
          shipper: party('Acme Plant', '1 Dock Rd', 'Newark', 'NJ', '07105'),
          consignee: party('Harbor Store', '2 Seaport Blvd', 'Boston', 'MA', '02210'),
          commodity: 'Machine parts on pallets',
          pieces: 4,
          weight: 2500,
        },
      }),
    )
  ).json()) as { shipment: { id: number; number: string } };
  const { id, number } = booked.shipment;
  await ok(staff.put(`/api/admin/shipments/${id}/carrier-rate`, { data: { rate: '1,900.00' } }));
  await ok(carrier.post(`/api/carrier/loads/${id}/book`, { data: {} }));
  await ok(carrier.post(`/api/carrier/assigned/${id}/sign`, { data: { signature: 'Casey Driver' } }));
  for (const kind of ['picked-up', 'in-transit', 'delivered']) {
    await ok(staff.post(`/api/admin/shipments/${id}/events`, { data: { kind, city: 'Boston', state: 'MA' } }));
  }
  await ok(staff.post(`/api/admin/shipments/${id}/pod`, { headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pod.pdf' }, data: await podPdf() }));
  return { shipmentNumber: number };
}

/** The row of `load` in a table on `page` (a card on a phone). */
const rowOf = (page: Page, load: string) => page.getByRole('row').filter({ hasText: load });

test('a delivered load is billed and paid both ways: staff send the invoice and record a partial payment and then the rest, the customer downloads the packet on a phone, and the carrier invoices, takes quick pay and sees it paid', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const user = await createCustomer(request, 'inv');
  await page.goto('/login');
  await signIn(page, user);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const carrierContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const carrier = await carrierContext.newPage();
  await verifiedCarrier(carrier.request, staff.request);
  const { shipmentNumber } = await deliveredShipment(page.request, staff.request, carrier.request);

  await test.step('staff find the invoice ready in Billing and send it', async () => {
    await staff.goto('/admin');
    await openTab(staff, 'Billing');
    await staff.getByLabel('Status').selectOption({ label: 'Ready to send' });
    const row = staff.getByRole('row').filter({ hasText: shipmentNumber });
    await expect(row).toContainText('Not sent');
    await expect(row).toContainText('$2,480.50');
    await row.getByRole('button', { name: /^Send/ }).click();
    const confirm = staff.getByRole('dialog');
    await expect(confirm).toContainText(user.email);
    await confirm.getByRole('button', { name: /^Send/ }).click();
    await expect(staff.getByText(/Invoice INV-\d{4}-\d{6} sent/).first()).toBeVisible();
  });

  let invoiceNumber = '';
  await test.step('staff record $1,000.00 by check, then refuse more than the balance, then take the rest by ACH', async () => {
    await staff.getByLabel('Status').selectOption({ label: 'All statuses' });
    const row = staff.getByRole('row').filter({ hasText: shipmentNumber });
    // The list under "All statuses" may be the one read before the send until its refetch arrives.
    await expect(row).toContainText(/INV-\d{4}-\d{6}/);
    invoiceNumber = (await row.textContent())!.match(/INV-\d{4}-\d{6}/)![0];
    const pay = async (amount: string, method: string, reference: string) => {
      await row.getByRole('button', { name: /^Record payment/ }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByLabel(/^Amount/).fill(amount);
      await dialog.getByLabel(/^Method/).selectOption({ label: method });
      await dialog.getByLabel(/^Reference/).fill(reference);
      await dialog.getByRole('button', { name: /^Record payment/ }).click();
      return dialog;
    };
    let dialog = await pay('1,000.00', 'Check', `CHK-${invoiceNumber}`);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Partially paid');
    await expect(row).toContainText('$1,480.50');
    dialog = await pay('1,480.51', 'ACH transfer', `ACH-${invoiceNumber}`);
    await expect(dialog).toContainText('more than the balance of $1,480.50');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('$1,480.50');
    dialog = await pay('1,480.50', 'ACH transfer', `ACH-${invoiceNumber}`);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$0.00');
    await checkPage(staff, SHOTS, 'admin-billing');
  });

  await test.step('the customer opens Invoices on a phone, sees it paid and downloads the packet: invoice, bill of lading, proof of delivery', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard?tab=invoices');
    await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(item).toContainText(shipmentNumber);
    await expect(item).toContainText('Paid');
    await checkPage(page, SHOTS, 'portal-invoices');
    await page.setViewportSize({ width: 375, height: 812 });
    const [pdf] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: `Download PDF of invoice ${invoiceNumber}` }).click()]);
    const text = await pdfText(pdf);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('2,480.50');
    // The bill of lading follows the invoice, then the proof of delivery's own page.
    expect(text).toMatch(/bill of lading/i);
    expect(text.indexOf(shipmentNumber, text.search(/bill of lading/i))).toBeGreaterThan(-1);
    expect(text).toContain(POD_TEXT);
    expect(text.indexOf(POD_TEXT)).toBeGreaterThan(text.indexOf(invoiceNumber));
  });

  await test.step('the carrier, on a phone, sends the rate confirmation as its invoice and asks for quick pay at the fee shown', async () => {
    await carrier.goto('/dashboard?tab=pay');
    await expect(carrier.getByRole('tab', { name: 'Pay' })).toHaveAttribute('aria-selected', 'true');
    const row = rowOf(carrier, shipmentNumber);
    await expect(row).toContainText('$1,900.00');
    await row.getByRole('button', { name: `Submit invoice for load ${shipmentNumber}` }).click();
    let dialog = carrier.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send the rate confirmation as my invoice' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`Invoiced as ${shipmentNumber}`);
    await row.getByRole('button', { name: `Request quick pay for load ${shipmentNumber}` }).click();
    dialog = carrier.getByRole('dialog');
    // 2 % of $1,900.00.
    await expect(dialog).toContainText('$38.00');
    await expect(dialog).toContainText('$1,862.00');
    await dialog.getByRole('button', { name: 'Confirm quick pay' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('$38.00 (2%)');
    await expect(row).toContainText('You receive $1,862.00');
    await checkPage(carrier, SHOTS, 'carrier-pay-requested');
  });

  await test.step('staff schedule the quick pay in Payables and record it paid', async () => {
    await staff.goto('/admin');
    await openTab(staff, 'Billing');
    await staff.getByRole('group', { name: 'Billing ledger' }).getByRole('button', { name: 'Payables' }).click();
    const row = rowOf(staff, shipmentNumber);
    await expect(row).toContainText('Quick pay 2%: -$38.00');
    await row.getByRole('button', { name: `Schedule on load ${shipmentNumber}` }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Schedule payment' }).click();
    await expect(row).toContainText('Scheduled');
    await row.getByRole('button', { name: `Record payment on load ${shipmentNumber}` }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue('1862.00');
    await dialog.getByLabel(/^Method/).selectOption({ label: 'ACH transfer' });
    await dialog.getByLabel(/^Reference/).fill(`QP-${shipmentNumber}`);
    await dialog.getByRole('button', { name: /^Record payment/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Paid');
    await checkPage(staff, SHOTS, 'admin-payables');
  });

  await test.step('the carrier sees the load paid, with the fee and the payment', async () => {
    await carrier.setViewportSize({ width: 375, height: 812 });
    await carrier.reload();
    const row = rowOf(carrier, shipmentNumber);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$38.00 (2%)');
    await expect(row.getByRole('list', { name: `Payments for load ${shipmentNumber}` })).toContainText(`$1,862.00 by ACH transfer, ref. QP-${shipmentNumber}`);
    await checkPage(carrier, SHOTS, 'carrier-pay-paid');
  });
  await staffContext.close();
  await carrierContext.close();
});
