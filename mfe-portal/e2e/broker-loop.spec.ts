import { expect, test, type Page } from '@playwright/test';
import { signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
// Relative: the browser tests run without building the domain package.
import { addDays, easternDate } from '../../packages/domain/src/offer';
import { checkPage, createCustomer, field, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.BROKER_LOOP_SHOTS_DIR ?? '/tmp/broker-loop-shots';
const DEMO_CARRIER = { username: 'tbrennan', password: 'HarborDemo2024!' };
const MAP = /^Map of the lane from Newark, NJ to Boston, MA/;

/** The lane map is on the page and drawn (an image that failed to load has no natural size). */
async function expectMapDrawn(page: Page) {
  const map = page.getByRole('img', { name: MAP });
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/**
 * The broker's loop as its people meet it: a customer asks for a quote with the lane in the portal's
 * form, accepts the price and books from a form filled from the quote; a carrier on a phone finds the
 * load on the board by its trailer type and books it at the posted rate; the tracking link is on the
 * shipment page and in the consignee's email, and opens the shipment with its map.
 */
test('the broker loop: a quote with its lane, a prefilled booking, Book now from a board filtered by trailer type, and the tracking link with its map', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const customer = await createCustomer(request, 'loop');
  const pickupDate = addDays(easternDate(), 12);
  const consigneeEmail = `receiving.${Date.now().toString(36)}@harborstore.example`;
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('the customer asks for a quote with the lane as fields', async () => {
    await page.goto('/login');
    await signIn(page, customer);
    const form = page.getByRole('form', { name: 'New quote request' });
    await field(form, 'Service needed').selectOption('Freight Transportation');
    await field(form, 'Origin ZIP').fill('07105');
    await field(form, 'Destination ZIP').fill('02110');
    await field(form, 'Weight (lbs)').fill('12000');
    await field(form, 'Pickup date').fill(pickupDate);
    await field(form, 'Equipment').selectOption('Dry Van');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('article', { name: /^Freight Transportation quote #\d+$/ })).toContainText('Newark, NJ 07105 → Boston, MA 02110');
  });

  const card = page.getByRole('article', { name: /^Freight Transportation quote #\d+$/ });
  const quoteId = Number((await card.getAttribute('aria-label'))!.replace(/^.*#/, ''));
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  // Staff price it (their dialog has its own journeys).
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '2,400.00' } })).ok()).toBeTruthy();

  let number = '';
  await test.step('the customer accepts and books from a form filled from the quote', async () => {
    await page.reload();
    await page.getByRole('tab', { name: /My Quotes/ }).click();
    await card.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: `Accept quote #${quoteId}` });
    await accept.getByLabel(/Type your full name to sign/).fill(`${customer.firstName} ${customer.lastName}`);
    await accept.getByRole('checkbox', { name: /I accept quote/ }).check();
    await accept.getByRole('button', { name: 'Accept quote' }).click();
    await card.getByRole('link', { name: 'Book shipment' }).click();
    const shipper = page.getByRole('group', { name: 'Shipper (pickup)' });
    const consignee = page.getByRole('group', { name: 'Consignee (delivery)' });
    await expect(field(shipper, 'City')).toHaveValue('Newark');
    await expect(field(consignee, 'City')).toHaveValue('Boston');
    await expect(field(page, 'Weight (lbs)')).toHaveValue('12000');
    await expect(field(page, 'Pickup date')).toHaveValue(pickupDate);
    for (const [group, name, street] of [[shipper, 'Ironbound Plant', '1 Dock Rd'], [consignee, 'Harbor Store', '2 Seaport Blvd']] as const) {
      await field(group, 'Company or name').fill(name);
      await field(group, 'Street address').fill(street);
      await field(group, 'Contact name').fill('Pat Lee');
      await field(group, 'Contact phone').fill('(973) 555-0100');
    }
    await field(consignee, 'Contact email (optional)').fill(consigneeEmail);
    await field(page, 'Commodity').fill('Machine parts on pallets');
    await field(page, 'Pieces').fill('10');
    await page.getByRole('button', { name: 'Book shipment' }).click();
    await expect(page).toHaveURL(/\/shipments\?id=\d+$/);
    number = ((await page.getByRole('heading', { level: 1, name: /^Shipment HL-/ }).textContent()) ?? '').replace('Shipment ', '');
    expect(number).toMatch(/^HL-\d+$/);
  });

  const linkBox = page.getByRole('textbox', { name: 'Tracking link' });
  await test.step('the shipment page shows the tracking link with Copy, and the lane map', async () => {
    await expect(linkBox).toHaveValue(/\/track\/[A-Za-z0-9_-]{32}$/);
    await expectMapDrawn(page);
    await checkPage(page, SHOTS, 'shipment-page');
  });
  const link = await linkBox.inputValue();

  await test.step('the consignee\'s email carries the same link', async () => {
    // The email names the site as PUBLIC_URL does, the page as the browser reached it: the same path.
    const path = new URL(link).pathname;
    await expect
      .poll(async () => {
        const { messages } = (await (await staff.request.get('/api/admin/demo-mail?limit=50')).json()) as { messages: { to: string; text: string }[] };
        return messages.some((m) => m.to.includes(consigneeEmail) && m.text.includes(path));
      }, { timeout: 30_000 })
      .toBe(true);
  });

  await test.step('a carrier on a phone filters the board by trailer type and books the load at its posted rate', async () => {
    const carrierContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const carrier = await carrierContext.newPage();
    await carrier.goto('/login');
    await signIn(carrier, DEMO_CARRIER);
    await carrier.getByRole('tab', { name: 'Load Board' }).click();
    await carrier.getByLabel('Trailer type').selectOption('Dry Van');
    const load = carrier.getByRole('list', { name: 'Open loads' }).getByRole('listitem').filter({ hasText: number });
    await expect(load).toContainText('Dry Van');
    const posted = /Posted rate (\$[\d,]+\.\d{2})/.exec((await load.textContent()) ?? '')?.[1];
    expect(posted).toBeTruthy();
    await checkPage(carrier, SHOTS, 'carrier-board-dry-van');
    // checkPage looks at both widths and leaves the desktop one: back to the phone.
    await carrier.setViewportSize({ width: 375, height: 812 });
    await load.getByRole('button', { name: `Book now ${number} at ${posted}` }).click();
    await expect(carrier.getByText('Load booked. Sign the rate confirmation to confirm it.')).toBeVisible();
    await carrierContext.close();
  });

  await test.step('the link from the email opens the shipment with its map, signed out', async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(link))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: `Shipment ${number}` })).toBeVisible();
    await expectMapDrawn(visitor);
    await checkPage(visitor, SHOTS, 'tracking-page');
    await visitorContext.close();
  });
  await staffContext.close();
});
