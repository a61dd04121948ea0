import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInAs, tag, toastRegion } from '../../mfe-admin/e2e/helpers';
import { waitForLivePage } from '../../shell/e2e/live-page';
// Relative: the browser tests run without building the domain package.
import { calculateQuote, formatUsd } from '../../packages/domain/src/calculator';
import { priceSuggestion } from '../../packages/domain/src/lanes';
import { createCustomer, field, signIn } from './helpers';

const SHOTS = '/tmp/wt-miles-shots';

async function expectAccessible(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.impact === 'moderate').map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, state).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`a visitor's calculator shows the lane's road miles and transit time beside the specified estimate (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const lane = { originZip: '07105', destinationZip: '19103', weight: '2500', serviceType: 'ftl', cargoType: 'general' };
    await page.goto('/quote-calculator');
    await waitForLivePage(page);
    await field(page, 'Origin ZIP Code').fill(lane.originZip);
    await field(page, 'Destination ZIP Code').fill(lane.destinationZip);
    await field(page, 'Weight (lbs)').fill(lane.weight);
    await field(page, 'Service Type').selectOption(lane.serviceType);
    await field(page, 'Cargo Type').selectOption(lane.cargoType);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    // The specified estimate is unchanged (ZIP difference by default)…
    await expect(page.getByText(formatUsd(calculateQuote(lane)!.totalCost), { exact: true })).toBeVisible();
    // …and the lane's facts stand beside it, labelled for what they are.
    const facts = page.getByRole('region', { name: 'Lane miles and transit time' });
    await expect(facts).toContainText('91 mi');
    await expect(facts).toContainText('about 1 business day');
    await expect(facts).toContainText('Newark, NJ → Philadelphia, PA');
    await expect(facts).toContainText('11 hours of driving a day');
    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/calculator-${width}.png`, fullPage: true });
    await expectAccessible(page, `calculator result at ${width}`);
  });
}

test('a portal LTL request with liftgate and residential delivery shows its class; staff apply the suggestion and send the price; the customer sees it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // A carrier rate of the LTL service that only this test uses, so its suggestion is known.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, ADMIN.username, ADMIN.password);
  const carrierName = `Lane Test LTL ${tag()}`;
  const rate = { carrierName, serviceType: 'Less Than Truckload', baseRate: '95.00', perMileRate: '1.35', perPoundRate: '0.085', minimumCharge: '175.00' };
  expect((await adminPage.request.post('/api/admin/carrier-rates', { data: rate })).status()).toBe(201);
  const settings = await (await adminPage.request.get('/api/admin/pricing-settings')).json();

  const user = await createCustomer(request, 'lane');
  await page.goto('/login');
  await signIn(page, user);
  await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeVisible();
  await field(page, 'Service needed').selectOption('Freight Transportation');
  await page.getByLabel(/^Liftgate delivery/).check();
  await page.getByLabel(/^Residential delivery/).check();
  await page.getByRole('button', { name: 'Add a piece' }).click();
  const piece = page.getByRole('group', { name: 'Piece 1' });
  await field(piece, 'Units').fill('2');
  await field(piece, 'Length (in)').fill('48');
  await field(piece, 'Width (in)').fill('40');
  await field(piece, 'Height (in)').fill('48');
  await field(piece, 'Weight each (lbs)').fill('500');
  await expect(page.getByText('Density 9.38 lb/ft³ · estimated freight class 100')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/portal-form-1280.png`, fullPage: true });
  await expectAccessible(page, 'portal form with pieces');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toastRegion(page).getByText('Quote Request Submitted')).toBeVisible();
  await page.getByRole('tab', { name: /^My Quotes/ }).click();
  const entry = page.getByRole('article', { name: /^Freight Transportation quote/ }).first();
  await expect(entry).toContainText('Liftgate delivery ($75.00), Residential delivery ($95.00)');
  await expect(entry).toContainText('Freight class (estimated)100');
  const reference = (await entry.getAttribute('aria-label'))!.split(' ').pop()!;

  // Staff: the quote has no lane (no calculator estimate), so the suggestion says why; a quote with
  // an LTL estimate gets one per rate. Book one through the calculator hand-over for the lane.
  await page.goto('/quote-calculator');
  await waitForLivePage(page);
  const lane = { originZip: '02108', destinationZip: '19103', weight: '1000', serviceType: 'ltl', cargoType: 'general' };
  await field(page, 'Origin ZIP Code').fill(lane.originZip);
  await field(page, 'Destination ZIP Code').fill(lane.destinationZip);
  await field(page, 'Weight (lbs)').fill(lane.weight);
  await field(page, 'Service Type').selectOption(lane.serviceType);
  await field(page, 'Cargo Type').selectOption(lane.cargoType);
  await page.getByRole('button', { name: 'Calculate Quote' }).click();
  await page.getByRole('button', { name: 'Book This Shipment' }).click();
  await expect(page.getByRole('region', { name: 'Estimate from the Quote Calculator' })).toBeVisible();
  await page.getByLabel(/^Liftgate delivery/).check();
  await page.getByLabel(/^Residential delivery/).check();
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toastRegion(page).getByText('Quote Request Submitted').first()).toBeVisible();
  await page.getByRole('tab', { name: /^My Quotes/ }).click();
  const booked = page.getByRole('article', { name: /^Freight Transportation quote/ }).first();
  await expect(booked).toContainText('325 mi');
  await expect(booked).toContainText('about 3 business days');
  const id = Number((await booked.getAttribute('aria-label'))!.split('#').pop());
  expect(id).not.toBe(Number(reference.replace('#', '')));

  const expected = priceSuggestion({ id: 0, ...rate }, { miles: 325, weightLbs: 1000 }, [{ name: 'Liftgate delivery', price: 75 }, { name: 'Residential delivery', price: 95 }], settings.marginPercent)!;
  await adminPage.goto('/admin?tab=quotes');
  await waitForLivePage(adminPage);
  await adminPage.getByRole('row', { name: new RegExp(`#${id}\\b`) }).getByRole('button', { name: /^(Edit|Update)/ }).first().click();
  const dialog = adminPage.getByRole('dialog', { name: `Update Quote #${id}` });
  const suggestion = dialog.getByRole('article', { name: `Suggestion from ${carrierName}` });
  await expect(suggestion).toContainText('Per mile × 325 road miles');
  await expect(suggestion).toContainText(`Margin ${settings.marginPercent} %`);
  await adminPage.screenshot({ path: `${SHOTS}/admin-suggestion-1280.png`, fullPage: true });
  await expectAccessible(adminPage, 'admin quote dialog with suggestions');
  await suggestion.getByRole('button', { name: `Apply ${formatUsd(expected.suggestedPrice)} from ${carrierName}` }).click();
  await expect(dialog.getByLabel('Estimated Price')).toHaveValue(expected.suggestedPrice.toFixed(2));
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await admin.close();

  await page.reload();
  await waitForLivePage(page);
  await page.getByRole('tab', { name: /^My Quotes/ }).click();
  await expect(page.getByRole('article', { name: new RegExp(`#${id}$`) })).toContainText(formatUsd(expected.suggestedPrice).replace('$', ''));
  await page.screenshot({ path: `${SHOTS}/portal-priced-1280.png`, fullPage: true });
});
