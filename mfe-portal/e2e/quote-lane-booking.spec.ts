import { expect, test } from '@playwright/test';
import { expectToast, openTab, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
// Relative: the browser tests run without building the domain package.
import { addDays, easternDate } from '../../packages/domain/src/offer';
import { checkPage, createCustomer, field, signIn } from './helpers';
import type { Locator, Page } from '@playwright/test';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.LANE_SHOTS_DIR ?? '/tmp/quote-lane-shots';

/** Nothing scrolls sideways on a phone, and the changed part of the page is kept as a picture at both widths. */
async function lookAt(page: Page, part: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
    await part.screenshot({ path: `${SHOTS}/${name}-part-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer gives the lane as fields, staff see its miles and price it, and the accepted quote starts the booking filled in', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const user = await createCustomer(request, 'lane');
  const pickupDate = addDays(easternDate(), 10);

  // The portal's quote form: the lane in fields, checked on the page first.
  await page.goto('/login');
  await signIn(page, user);
  const form = page.getByRole('form', { name: 'New quote request' });
  await field(form, 'Service needed').selectOption('Freight Transportation');
  await field(form, 'Origin ZIP').fill('10001');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(form.getByText('Please enter destination ZIP code')).toBeVisible();
  await field(form, 'Destination ZIP').fill('19103');
  await field(form, 'Weight (lbs)').fill('12000');
  await field(form, 'Pickup date').fill(pickupDate);
  await field(form, 'Equipment').selectOption('Dry Van');
  await checkPage(page, SHOTS, 'portal-quote-form');
  await lookAt(page, form, 'portal-quote-form');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toastRegion(page).getByText('Quote Request Submitted')).toBeVisible();

  // My Quotes: the lane with its places and the miles the server worked out.
  await expect(page.getByRole('tab', { name: 'My Quotes (1)', selected: true })).toBeVisible();
  const card = page.getByRole('article', { name: /^Freight Transportation quote #\d+$/ });
  await expect(card).toContainText('New York, NY 10001 → Philadelphia, PA 19103');
  await expect(card).toContainText(/Road miles \(estimated\)\s*\d+ mi/);
  await expect(card).toContainText('12,000 lbs');
  await expect(card).toContainText('Dry Van');
  await lookAt(page, card, 'my-quotes-card');
  const quoteId = Number((await card.getAttribute('aria-label'))!.replace(/^.*#/, ''));

  // Staff see the lane and its miles in the quote dialog, and price and approve it there.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  await openTab(staff, 'Quotes');
  await staff.getByRole('searchbox', { name: 'Search quotes' }).fill(user.companyName);
  const row = staff.getByRole('row').filter({ hasText: user.companyName });
  await row.getByRole('button', { name: /^Update quote/ }).click();
  const dialog = staff.getByRole('dialog', { name: `Update Quote #${quoteId}` });
  await expect(dialog).toContainText('New York, NY 10001 → Philadelphia, PA 19103');
  await expect(dialog).toContainText(/Road miles \(estimated\)\s*\d+ mi/);
  await expect(dialog).toContainText('Dry Van');
  await lookAt(staff, dialog, 'admin-quote-dialog');
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByLabel('Estimated Price').fill('1,480.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(staff, 'Success', 'Quote updated successfully');
  await staffContext.close();

  // The customer accepts, and the booking form arrives filled from the quote.
  await page.reload();
  await page.getByRole('tab', { name: /My Quotes/ }).click();
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept quote #${quoteId}` });
  await accept.getByLabel(/Type your full name to sign/).fill(`${user.firstName} ${user.lastName}`);
  await accept.getByRole('checkbox', { name: /I accept quote/ }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await card.getByRole('link', { name: 'Book shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/book\\?quote=${quoteId}$`));

  const shipper = page.getByRole('group', { name: 'Shipper (pickup)' });
  const consignee = page.getByRole('group', { name: 'Consignee (delivery)' });
  await expect(field(shipper, 'ZIP code')).toHaveValue('10001');
  await expect(field(shipper, 'City')).toHaveValue('New York');
  await expect(field(shipper, 'State (2 letters)')).toHaveValue('NY');
  await expect(field(consignee, 'ZIP code')).toHaveValue('19103');
  await expect(field(consignee, 'City')).toHaveValue('Philadelphia');
  await expect(field(consignee, 'State (2 letters)')).toHaveValue('PA');
  await expect(field(page, 'Weight (lbs)')).toHaveValue('12000');
  await expect(field(page, 'Pickup date')).toHaveValue(pickupDate);
  await expect(page.getByRole('note')).toContainText('Equipment: Dry Van');
  await checkPage(page, SHOTS, 'booking-prefilled');
  await lookAt(page, page.getByRole('main'), 'booking-prefilled');

  // The customer adds what is new, and books.
  for (const [group, name, street] of [[shipper, 'Acme Plant', '1 Dock Rd'], [consignee, 'Harbor Store', '2 Market St']] as const) {
    await field(group, 'Company or name').fill(name);
    await field(group, 'Street address').fill(street);
    await field(group, 'Contact name').fill('Pat Lee');
    await field(group, 'Contact phone').fill('(973) 555-0100');
  }
  await field(page, 'Commodity').fill('Machine parts on pallets');
  await field(page, 'Pieces').fill('6');
  await page.getByRole('button', { name: 'Book shipment' }).click();
  await expect(page).toHaveURL(/\/shipments\?id=\d+$/);
  await expect(page.getByRole('list', { name: 'Shipment timeline' })).toContainText('Booked');
});

test('the landing page\'s quote form takes the lane as fields too', async ({ page, browser }) => {
  // The long landing page is checked (axe) and photographed at 1280 and 375 px, then staff sign in.
  test.setTimeout(90_000);
  const company = `Lane Visitor ${Date.now().toString(36)}`;
  await page.goto('/');
  const form = page.locator('#contact').getByRole('form', { name: 'Quote request' });
  await form.getByLabel(/First Name/).fill('Maria');
  await form.getByLabel(/Last Name/).fill('Santos');
  await form.getByLabel(/Email/).fill('maria.santos@example.com');
  await form.getByLabel(/Company Name/).fill(company);
  await form.getByLabel(/Service Needed/).selectOption('Freight Transportation');
  await form.getByLabel('Origin ZIP').fill('02108');
  await form.getByLabel('Destination ZIP').fill('00000');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  // The ZIP data does not know it: the server says so under the field, and nothing is stored.
  await expect(form.getByText('We have no location for ZIP code 00000. Please check it')).toBeVisible();
  await form.getByLabel('Destination ZIP').fill('19103');
  await form.getByLabel('Weight (lbs)').fill('4000');
  await form.getByLabel('Equipment').selectOption('Flatbed');
  await form.scrollIntoViewIfNeeded();
  await checkPage(page, SHOTS, 'public-quote-form');
  await lookAt(page, form, 'public-quote-form');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toastRegion(page).getByText('Quote Request Submitted!')).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const list = (await (await staff.request.get(`/api/quotes?search=${encodeURIComponent(company)}`)).json()) as { lane?: { roadMiles: number; origin?: { city: string } }; equipmentType?: string }[];
  expect(list).toHaveLength(1);
  expect(list[0].lane?.origin?.city).toBe('Boston');
  expect(list[0].lane?.roadMiles).toBeGreaterThan(250);
  expect(list[0].equipmentType).toBe('Flatbed');
  await staffContext.close();
});
