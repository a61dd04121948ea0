import { expect, type Page, test } from '@playwright/test';
import { signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.TRACKING_SHOTS_DIR ?? '/tmp/tracking-link-shots';

/** A calendar date some days from today, YYYY-MM-DD (a shipment's window). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const party = (name: string, street: string, city: string, state: string, zip: string, email = '') => ({
  name,
  address: { street, city, state, zip },
  contactName: 'Pat Lee',
  phone: '(973) 555-0100',
  email,
});

/** The lane map has loaded and is drawn (an image that failed has no natural size). */
async function expectMapDrawn(page: Page, name: RegExp) {
  const map = page.getByRole('img', { name });
  await expect(map).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the customer finds the tracking link again, copies it, opens it with its map; a new link asks first and the old one is then not found; a cancelled shipment’s link says why', async ({ browser, page, context, request }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createCustomer(request, 'trk');
  await page.goto('/login');
  await signIn(page, user);

  // A priced quote accepted and booked (through the API: booking has its own browser test).
  const { id: quoteId } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } })).json()) as { id: number };
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '1,850' } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: `${user.firstName} ${user.lastName}`, accept: true } })).ok()).toBeTruthy();
  const booked = await page.request.post('/api/shipments', {
    data: {
      quoteId,
      pickupWindow: { date: inDays(3), from: '08:00', to: '12:00' },
      deliveryWindow: { date: inDays(5), from: '09:00', to: '17:00' },
      shipper: party('Acme Plant', '1 Dock Rd', 'Newark', 'NJ', '07105'),
      consignee: party('Harbor Store', '2 Seaport Blvd', 'Boston', 'MA', '02210', 'receiving@harborstore.example'),
      commodity: 'Machine parts on pallets',
      pieces: 4,
      weight: 2500,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, number } = ((await booked.json()) as { shipment: { id: number; number: string } }).shipment;
  // The carrier is on the road: the last reported city is Hartford.
  for (const step of [{ kind: 'carrier-assigned' }, { kind: 'picked-up', city: 'Newark', state: 'NJ' }, { kind: 'in-transit', city: 'Hartford', state: 'CT' }]) {
    expect((await staff.request.post(`/api/admin/shipments/${id}/events`, { data: step })).ok()).toBeTruthy();
  }

  // The shipment page shows the link made at booking, and Copy puts it on the clipboard.
  await page.goto(`/shipments?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${number}` })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Tracking link' });
  const link = await box.inputValue();
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Tracking link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectMapDrawn(page, /^Map of the lane from Newark, NJ to Boston, MA, last reported in Hartford, CT$/);
  await checkPage(page, SHOTS, 'shipment-page');

  // The copied link, signed out: the shipment and its map, by city only.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = await visitor.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: `Shipment ${number}` })).toBeVisible();
  await expectMapDrawn(visitor, /^Map of the lane from Newark, NJ to Boston, MA, last reported in Hartford, CT$/);
  await expect(visitor.getByRole('heading', { name: 'Map' })).toBeVisible();
  expect(await visitor.locator('main').textContent()).not.toContain('Harbor Store');
  await checkPage(visitor, SHOTS, 'tracking-page');

  // A new link asks first, warning that the old one stops working; cancelling keeps the old one.
  await page.getByRole('button', { name: 'Create a new link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create a new tracking link?' });
  await expect(confirm).toContainText('The current link stops working at once');
  await checkPage(page, SHOTS, 'new-link-warning');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toHaveValue(link);
  await page.getByRole('button', { name: 'Create a new link' }).click();
  await confirm.getByRole('button', { name: 'Create a new link' }).click();
  await expect(page.getByText('New tracking link created. The previous link no longer works.', { exact: true })).toBeVisible();
  await expect(box).not.toHaveValue(link);
  const renewed = await box.inputValue();
  expect(renewed).toMatch(/\/track\/[A-Za-z0-9_-]{32}$/);

  // The old link is now not found; the new one opens the shipment.
  const old = await visitor.goto(link);
  expect(old?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Tracking link not valid' })).toBeVisible();
  await expect(visitor.getByText('This tracking link is not valid')).toBeVisible();
  await visitor.goto(renewed);
  await expect(visitor.getByRole('heading', { level: 1, name: `Shipment ${number}` })).toBeVisible();

  // A second shipment, cancelled by staff before pickup: its link opens nothing and says why, and no new link is offered.
  const { id: secondQuote } = (await (await page.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } })).json()) as { id: number };
  expect((await staff.request.patch(`/api/admin/quotes/${secondQuote}`, { data: { status: 'approved', estimatedPrice: '900' } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/customer-quotes/${secondQuote}/accept`, { data: { signature: `${user.firstName} ${user.lastName}`, accept: true } })).ok()).toBeTruthy();
  const second = (await (
    await page.request.post('/api/shipments', {
      data: {
        quoteId: secondQuote,
        pickupWindow: { date: inDays(4), from: '08:00', to: '12:00' },
        deliveryWindow: { date: inDays(6), from: '09:00', to: '17:00' },
        shipper: party('Acme Plant', '1 Dock Rd', 'Newark', 'NJ', '07105'),
        consignee: party('Keystone Depot', '9 Market St', 'Philadelphia', 'PA', '19106'),
        commodity: 'Paper rolls',
        pieces: 2,
        weight: 1800,
      },
    })
  ).json()) as { shipment: { id: number; tracking: { path: string } } };
  expect((await staff.request.post(`/api/admin/shipments/${second.shipment.id}/cancel`, { data: { reason: 'The order was cancelled' } })).ok()).toBeTruthy();
  const cancelled = await visitor.goto(second.shipment.tracking.path);
  expect(cancelled?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'Shipment cancelled' })).toBeVisible();
  await expect(visitor.getByText('This shipment was cancelled, so its tracking link no longer works.')).toBeVisible();
  await checkPage(visitor, SHOTS, 'tracking-cancelled');
  await page.goto(`/shipments?id=${second.shipment.id}`);
  await expect(page.getByText('This shipment was cancelled, so it has no tracking link.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0);
  await checkPage(page, SHOTS, 'shipment-cancelled');

  await visitorContext.close();
  await staffContext.close();
});
