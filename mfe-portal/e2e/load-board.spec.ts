import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectToast, openTab, signInAs, signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.LOAD_BOARD_SHOTS_DIR ?? '/tmp/wt-lb-shots';

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

test('a verified carrier sees a booked shipment on the board, makes an offer, staff award it, the carrier signs, and the customer sees Carrier assigned', async ({ browser, page, request }) => {
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
  await page.goto('/shipments');
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByText('Carrier assigned').first()).toBeVisible();
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
