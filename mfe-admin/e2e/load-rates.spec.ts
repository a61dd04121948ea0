import { expect, test } from '@playwright/test';
import { checkPage, createCustomer, signIn } from '../../mfe-portal/e2e/helpers';
import { expectToast, openTab, signInAtSimpleLogin, tag } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.LOAD_RATES_SHOTS_DIR ?? '/tmp/wt-rates-shots';

const party = (name: string, street: string, city: string, state: string, zip: string) => ({ name, address: { street, city, state, zip }, contactName: 'Pat Lee', phone: '(215) 555-0100' });

test('staff post a load’s carrier rate from the active carrier rates, priced on the lane’s road miles or on miles they enter', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const t = tag();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const carrierName = `Rates Test Flats ${t}`;
  const rate = { carrierName, serviceType: 'Full Truckload', baseRate: '185.00', perMileRate: '2.45', perPoundRate: '0.020', minimumCharge: '450.00' };
  expect((await staff.request.post('/api/admin/carrier-rates', { data: rate })).status()).toBe(201);

  // A customer's calculator quote, priced, accepted and booked (their own journeys cover the pages).
  const user = await createCustomer(request, 'rates');
  await page.goto('/login');
  await signIn(page, user);
  const estimate = { originZip: '19148', destinationZip: '08611', weight: '38000', serviceType: 'ftl', cargoType: 'general' };
  const { id: quoteId } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation', estimate } })).json()) as { id: number };
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '1,850.00' } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: `${user.firstName} ${user.lastName}`, accept: true } })).ok()).toBeTruthy();
  const details = {
    pickupWindow: { date: '2026-12-14', from: '08:00', to: '12:00' },
    deliveryWindow: { date: '2026-12-15', from: '09:00', to: '17:00' },
    shipper: party('Penn Yard', '1 Dock Rd', 'Philadelphia', 'PA', '19148'),
    consignee: party('Job Site', '9 Main St', 'Trenton', 'NJ', '08611'),
    commodity: 'Lumber',
    pieces: 12,
    weight: 38000,
  };
  const booked = await page.request.post('/api/shipments', { data: { quoteId, ...details } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { number } = ((await booked.json()) as { shipment: { number: string } }).shipment;

  await openTab(staff, 'Shipments');
  await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(number);
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  const manage = staff.getByRole('dialog', { name: `Shipment ${number}` });
  const rates = manage.getByRole('region', { name: 'Rates for this load' });
  await expect(rates).toContainText('36 road miles, estimated from the ZIP codes · 38,000 lbs · Full Truckload rates · the customer pays $1,850.00');
  const option = rates.getByRole('listitem', { name: carrierName });
  // 185 + 2.45 × 36 + 0.020 × 38,000 = 1,033.20; 1,850 − 1,033.20 = 816.80.
  await expect(option).toContainText('Carrier charge$1,033.20');
  await expect(option).toContainText('Margin$816.80 (44.2%)');
  await option.scrollIntoViewIfNeeded();
  await checkPage(staff, SHOTS, 'admin-rates-for-this-load');
  // The dialog scrolls inside itself: the section on a phone, where the whole-page shot does not reach.
  await staff.setViewportSize({ width: 375, height: 812 });
  await rates.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${SHOTS}/admin-rates-section-375.png` });
  await option.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${SHOTS}/admin-rates-option-375.png` });
  await staff.setViewportSize({ width: 1280, height: 900 });

  await option.getByRole('button', { name: `Post this rate: $1,033.20 from ${carrierName}` }).click();
  await expectToast(staff, 'Success', 'Carrier rate saved');
  await expect(manage.getByLabel(/Post carrier rate/)).toHaveValue('1033.20');
  await expect(option).toContainText('Posted');

  // Other miles: refused past 6,000, priced on 100.
  const miles = rates.getByLabel('Lane miles');
  await miles.fill('7000');
  await rates.getByRole('button', { name: 'Show rates' }).click();
  await expect(rates.getByText('Enter the lane’s miles: a number more than 0 and at most 6,000')).toBeVisible();
  await miles.fill('100');
  await rates.getByRole('button', { name: 'Show rates' }).click();
  await expect(rates).toContainText('100 miles, as entered');
  // 185 + 245 + 760 = 1,190.
  await expect(option).toContainText('Carrier charge$1,190.00');
  await checkPage(staff, SHOTS, 'admin-rates-entered-miles');
  await staffContext.close();
});
