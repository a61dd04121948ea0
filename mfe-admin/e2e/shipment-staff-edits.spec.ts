import { expect, test } from '@playwright/test';
import { SHIPMENT_MESSAGES } from '@freight/domain';
import { checkPage, createCustomer, signIn } from '../../mfe-portal/e2e/helpers';
import { expectToast, openTab, signInAtSimpleLogin } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.STAFF_EDITS_SHOTS_DIR ?? '/tmp/wt-staff-edits-shots';

const party = (name: string, street: string, city: string, state: string, zip: string) => ({ name, address: { street, city, state, zip }, contactName: 'Pat Lee', phone: '(215) 555-0100' });
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

test('staff change an open load’s trailer type and replace its tracking link from the shipment dialog', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);

  // A customer's calculator quote, priced, accepted and booked (their own journeys cover those pages).
  const user = await createCustomer(request, 'edits');
  await page.goto('/login');
  await signIn(page, user);
  const estimate = { originZip: '19148', destinationZip: '08611', weight: '38000', serviceType: 'ftl', cargoType: 'general' };
  const { id: quoteId } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation', estimate } })).json()) as { id: number };
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '1,850.00' } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: `${user.firstName} ${user.lastName}`, accept: true } })).ok()).toBeTruthy();
  const booked = await page.request.post('/api/shipments', {
    data: {
      quoteId,
      pickupWindow: { date: '2026-12-14', from: '08:00', to: '12:00' },
      deliveryWindow: { date: '2026-12-15', from: '09:00', to: '17:00' },
      shipper: party('Penn Yard', '1 Dock Rd', 'Philadelphia', 'PA', '19148'),
      consignee: party('Job Site', '9 Main St', 'Trenton', 'NJ', '08611'),
      commodity: 'Lumber',
      pieces: 12,
      weight: 38000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { number } = ((await booked.json()) as { shipment: { number: string } }).shipment;

  await openTab(staff, 'Shipments');
  await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(number);
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  const manage = staff.getByRole('dialog', { name: `Shipment ${number}` });

  // The trailer type: the quote's equipment's (general freight on a full truckload: a dry van) until staff change it.
  const trailer = manage.getByRole('form', { name: 'Trailer type' });
  const select = trailer.getByLabel('Trailer type on the load board');
  await expect(select).toHaveValue('Dry Van');
  await select.selectOption('Flatbed');
  await trailer.getByRole('button', { name: 'Save trailer type' }).click();
  await expectToast(staff, 'Success', 'Trailer type saved');
  await expect(select).toHaveValue('Flatbed');
  const listed = (await (await staff.request.get(`/api/admin/shipments?search=${number}`)).json()) as { number: string; trailerType: string }[];
  expect(listed.find((s) => s.number === number)?.trailerType).toBe('Flatbed');

  // The tracking link made at booking, shown with Copy; a new one replaces it after a warning.
  const tracking = manage.getByRole('region', { name: 'Tracking link' });
  const linkBox = tracking.getByRole('textbox', { name: 'Tracking link' });
  const first = await linkBox.inputValue();
  expect((await request.get(`/api/track/${tokenOf(first)}`)).status()).toBe(200);
  await tracking.scrollIntoViewIfNeeded();
  await checkPage(staff, SHOTS, 'admin-shipment-staff-edits');
  await tracking.getByRole('button', { name: 'Create a new link' }).click();
  const confirm = staff.getByRole('alertdialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle }).or(staff.getByRole('dialog', { name: SHIPMENT_MESSAGES.trackingReplaceTitle }));
  await expect(confirm).toContainText(SHIPMENT_MESSAGES.trackingReplaceWarning);
  await checkPage(staff, SHOTS, 'admin-shipment-new-link-confirm');
  await confirm.getByRole('button', { name: 'Create a new link' }).click();
  await expectToast(staff, 'Success', SHIPMENT_MESSAGES.trackingCreated);
  await expect(linkBox).not.toHaveValue(first);
  const second = await linkBox.inputValue();
  expect((await request.get(`/api/track/${tokenOf(first)}`)).status()).toBe(404);
  expect((await request.get(`/api/track/${tokenOf(second)}`)).status()).toBe(200);
  await staffContext.close();
});
