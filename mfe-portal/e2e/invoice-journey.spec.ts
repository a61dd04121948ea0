import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download } from '@playwright/test';
import { openTab, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.INVOICE_SHOTS_DIR ?? '/tmp/wt-invoice-shots';

const POD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
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

/** A customer's quote priced at $2,480.50, accepted, booked, delivered with its POD (through the API: those screens have their own journeys). */
async function deliveredShipment(customer: APIRequestContext, staff: APIRequestContext) {
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
  for (const kind of ['carrier-assigned', 'picked-up', 'in-transit', 'delivered']) {
    await ok(staff.post(`/api/admin/shipments/${id}/events`, { data: { kind, city: 'Boston', state: 'MA' } }));
  }
  await ok(staff.post(`/api/admin/shipments/${id}/pod`, { headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pod.pdf' }, data: POD }));
  return { shipmentNumber: number };
}

test('a delivered shipment is invoiced: staff send it and record a partial payment and then the rest, and the customer sees it paid and downloads it on a phone', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const user = await createCustomer(request, 'inv');
  await page.goto('/login');
  await signIn(page, user);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const { shipmentNumber } = await deliveredShipment(page.request, staff.request);

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

  await test.step('the customer opens Invoices on a phone, sees it paid and downloads it', async () => {
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
    expect(text).toContain(shipmentNumber);
    expect(text).toContain('2,480.50');
  });
  await staffContext.close();
});
