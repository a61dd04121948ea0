import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectToast, openTab, signInAs, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.LOAD_BOARD_SHOTS_DIR ?? '/tmp/wt-lb-shots';

const POD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const SHIPMENT = {
  pickupWindow: { date: '2026-12-14', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-16', from: '09:00', to: '17:00' },
  shipper: { name: 'Board Plant', address: { street: '1 Dock Rd', city: 'Newark', state: 'NJ', zip: '07105' }, contactName: 'Pat Lee', phone: '(973) 555-0100' },
  consignee: { name: 'Board Store', address: { street: '9 Pier St', city: 'Boston', state: 'MA', zip: '02110' }, contactName: 'Sam Roe', phone: '(617) 555-0100' },
  commodity: 'Pallets of parts',
  pieces: 6,
  weight: 4200,
};

async function registerCarrier(request: APIRequestContext, t: string) {
  const carrier = {
    firstName: 'Casey',
    lastName: 'Driver',
    username: `lb_carrier_${t}`,
    email: `lb.carrier.${t}@example.com`,
    companyName: `Board Haulers ${t}`,
    password: 'Harbor-pass-2024',
    accountType: 'carrier',
    carrierInfo: { dotNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)), mcNumber: 'MC 765432', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' } },
  };
  const res = await request.post('/api/register', { data: carrier });
  expect(res.status(), await res.text()).toBe(201);
  return { ...carrier, id: ((await res.json()) as { user: { id: number } }).user.id };
}

test('a verified carrier sees a booked shipment on the board, makes an offer, staff award it, the carrier signs and moves it to delivery with a POD on a phone, and the customer sees each step', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const t = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  // A customer's booked shipment (quote, price, acceptance and booking through the API: they have their own journeys).
  const user = await createCustomer(request, 'lbcust');
  await page.goto('/login');
  await signIn(page, user);
  const { id: quoteId } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } })).json()) as { id: number };
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '1,850.00' } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: `${user.firstName} ${user.lastName}`, accept: true } })).ok()).toBeTruthy();
  const booked = await page.request.post('/api/shipments', { data: { quoteId, ...SHIPMENT } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { number } = ((await booked.json()) as { shipment: { number: string } }).shipment;

  // A carrier that staff verified.
  const carrier = await registerCarrier(request, t);
  expect((await staff.request.post(`/api/admin/carriers/${carrier.id}/verify`, { data: {} })).ok()).toBeTruthy();
  const carrierContext = await browser.newContext();
  const haul = await carrierContext.newPage();
  await signInAs(haul, carrier.username, carrier.password);
  await haul.goto('/dashboard');
  await haul.getByRole('tab', { name: 'Load Board' }).click();
  const load = haul.getByRole('list', { name: 'Open loads' }).getByRole('listitem').filter({ hasText: number });
  await expect(load).toContainText('Newark, NJ → Boston, MA');
  await expect(load).toContainText('4,200 lbs');
  await expect(load).not.toContainText('Board Plant');
  await expect(load).not.toContainText('1,850');
  await checkPage(haul, SHOTS, 'carrier-load-board');
  await load.getByRole('button', { name: `Make an offer on ${number}` }).click();
  const dialog = haul.getByRole('dialog', { name: `Make an offer on ${number}` });
  await dialog.getByLabel(/Your rate/).fill('1,400');
  await dialog.getByLabel('Note').fill('Team drivers, can load early');
  await checkPage(haul, SHOTS, 'carrier-offer-dialog');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('Offer sent. We will let you know when staff decide.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await haul.getByRole('tab', { name: 'My Offers' }).click();
  await expect(haul.getByRole('list', { name: 'My offers' }).getByRole('listitem').filter({ hasText: number })).toContainText('Pending');
  await checkPage(haul, SHOTS, 'carrier-my-offers');

  // Staff see the offer with its margin and award it.
  await openTab(staff, 'Shipments');
  await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(number);
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  const manage = staff.getByRole('dialog', { name: `Shipment ${number}` });
  const offer = manage.getByRole('list', { name: 'Offers' }).getByRole('listitem').filter({ hasText: carrier.companyName });
  await expect(offer).toContainText('Margin $450.00 (24.3%)');
  await expect(offer).toContainText('Verified');
  await offer.getByRole('button', { name: `Award to ${carrier.companyName} at $1,400.00` }).click();
  await expectToast(staff, 'Success', 'Load awarded. The carrier has been asked to sign the rate confirmation.');
  await expect(manage.getByText(`Awarded to ${carrier.companyName} at $1,400.00`)).toBeVisible();
  await checkPage(staff, SHOTS, 'admin-shipment-offers');

  // The carrier signs the rate confirmation on a phone.
  await haul.setViewportSize({ width: 375, height: 812 });
  await haul.getByRole('tab', { name: 'Assigned Loads' }).click();
  const assigned = haul.getByRole('list', { name: 'Assigned loads' }).getByRole('listitem').filter({ hasText: number });
  await expect(assigned).toContainText('Awaiting your signature');
  await checkPage(haul, SHOTS, 'carrier-assigned-unsigned');
  await assigned.getByLabel(/Your full name/).fill('Casey Driver');
  await assigned.getByRole('button', { name: 'Sign the rate confirmation' }).click();
  await expect(assigned).toContainText('Signed by Casey Driver');
  await expect(assigned).toContainText('Carrier assigned');
  await checkPage(haul, SHOTS, 'carrier-assigned-signed');

  // The customer sees Carrier assigned.
  const { id: shipmentId } = ((await booked.json()) as { shipment: { id: number } }).shipment;
  await page.goto(`/shipments?id=${shipmentId}`);
  const timeline = page.getByRole('list', { name: 'Shipment timeline' });
  await expect(timeline).toContainText('Carrier assigned');

  // Still on the phone, the carrier has the pickup address and moves the load: pickup, in transit, delivered with the POD.
  await expect(assigned.getByRole('region', { name: 'Pickup' })).toContainText('1 Dock Rd');
  await assigned.getByRole('button', { name: `Record pickup for ${number}` }).click();
  const pickup = haul.getByRole('dialog', { name: `Record pickup: ${number}` });
  await expect(pickup.getByLabel(/City/)).toHaveValue('Newark');
  await pickup.getByLabel('Note').fill('6 pallets loaded, seal 40921');
  await checkPage(haul, SHOTS, 'carrier-record-pickup');
  await pickup.getByRole('button', { name: 'Record pickup' }).click();
  await expect(toastRegion(haul).getByText('Picked up recorded').first()).toBeVisible();
  await page.reload();
  await expect(timeline).toContainText('Picked up');
  await expect(timeline).toContainText('Recorded by Casey Driver (carrier)');

  await assigned.getByRole('button', { name: `Record in transit for ${number}` }).click();
  const rolling = haul.getByRole('dialog', { name: `Where is the load now?: ${number}` });
  await rolling.getByLabel(/City/).fill('Hartford');
  await rolling.getByLabel(/State/).fill('ct');
  await rolling.getByRole('button', { name: 'Record in transit' }).click();
  await expect(toastRegion(haul).getByText('In transit recorded').first()).toBeVisible();
  await page.reload();
  await expect(timeline).toContainText('Hartford, CT');

  await assigned.getByRole('button', { name: `Mark delivered for ${number}` }).click();
  const delivery = haul.getByRole('dialog', { name: `Mark delivered: ${number}` });
  await delivery.getByLabel(/Proof of delivery/).setInputFiles({ name: 'signed-bol.pdf', mimeType: 'application/pdf', buffer: POD });
  await checkPage(haul, SHOTS, 'carrier-mark-delivered');
  await delivery.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(toastRegion(haul).getByText('Delivery recorded with the proof of delivery. Thank you for hauling with us.').first()).toBeVisible();
  await expect(assigned).toContainText('Proof of delivery on file: signed-bol.pdf');
  await checkPage(haul, SHOTS, 'carrier-assigned-delivered');

  // The customer sees each step the carrier recorded, and the proof of delivery is theirs to download.
  await page.reload();
  for (const kind of ['Delivered', 'In transit', 'Picked up', 'Carrier assigned', 'Booked']) await expect(timeline).toContainText(kind);
  const pod = await page.request.get(`/api/shipments/${shipmentId}/pod`);
  expect(pod.status()).toBe(200);
  expect(pod.headers()['content-type']).toBe('application/pdf');
  await carrierContext.close();
  await staffContext.close();
});

test('a pending carrier is refused the board, with the reason shown', async ({ page, request }) => {
  const carrier = await registerCarrier(request, `p${Date.now()}`);
  await signInAs(page, carrier.username, carrier.password);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Load Board' }).click();
  await expect(page.getByText('Your carrier account is awaiting verification.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open loads' })).toHaveCount(0);
  expect((await page.request.get('/api/carrier/loads')).status()).toBe(403);
  await checkPage(page, SHOTS, 'carrier-board-pending');
});
