import { expect, test } from '@playwright/test';
import { signInAtSimpleLogin } from '../../mfe-admin/e2e/helpers';
import { calculatorLoad, longDate, PICKUP, verifiedCarrier } from './board-helpers';
import { checkPage, createCustomer, signIn } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.LOAD_BOARD_SHOTS_DIR ?? '/tmp/load-board-shots';

const perMile = (text: string) => Number(/\$(\d+\.\d{2})\/mi/.exec(text)?.[1] ?? 0);

test('a Dry Van carrier with a home ZIP filters the board by "Dry Van", sorts by rate per mile, and books a load at its posted rate on a phone', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const customerAccount = await createCustomer(request, 'boardcust');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/login');
  await signIn(customer, customerAccount);
  const van = await calculatorLoad(customer, staff, 'general');
  const reefer = await calculatorLoad(customer, staff, 'perishable');
  // A second Dry Van load (fragile goods ride a dry van too), still on the board after the first is booked.
  const otherVan = await calculatorLoad(customer, staff, 'fragile');
  const carrier = await verifiedCarrier(request, staff);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/login');
  await signIn(page, carrier);
  await page.getByRole('tab', { name: 'Load Board' }).click();

  await test.step('it sets its home ZIP code, so the board shows the deadhead to each pickup', async () => {
    await page.getByRole('textbox', { name: 'Home ZIP code' }).fill('0710');
    await page.getByRole('button', { name: 'Save home ZIP' }).click();
    await expect(page.getByText('Enter your home ZIP code: 5 digits')).toBeVisible();
    await page.getByRole('textbox', { name: 'Home ZIP code' }).fill('07105');
    await page.getByRole('button', { name: 'Save home ZIP' }).click();
    await expect(page.getByRole('status').getByText('Home ZIP code saved. The board shows the deadhead from it.')).toBeVisible();
  });

  const cards = page.getByRole('list', { name: 'Open loads' }).getByRole('listitem');
  const card = (number: string) => cards.filter({ hasText: number });
  await test.step('it filters by "Dry Van" and sorts by rate per mile, highest first: the general freight is there, the perishable load is not', async () => {
    await page.getByLabel('Trailer type').selectOption('Dry Van');
    await page.getByLabel('Sort by').selectOption({ label: 'Rate per mile, highest first' });
    await expect(card(van)).toBeVisible();
    await expect(card(reefer)).toHaveCount(0);
    await expect(card(van)).toContainText(`${van} · Dry Van · 2,000 lbs`);
    await expect(card(van)).toContainText('36 mi · Deadhead');
    await expect(card(van)).toContainText(`Pickup ${longDate(PICKUP)}, 08:00–12:00 ET`);
    await expect(card(van)).not.toContainText(PICKUP);
    const rates = (await cards.allTextContents()).map(perMile);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    await checkPage(page, SHOTS, 'load-board-dry-van-by-rate-per-mile');
    await page.setViewportSize({ width: 375, height: 812 });
  });

  await test.step('it books the load with Book now at the posted rate', async () => {
    const posted = /Posted rate (\$[\d,]+\.\d{2})/.exec((await card(van).textContent()) ?? '')?.[1];
    expect(posted).toBeTruthy();
    await card(van).getByRole('button', { name: `Book now ${van} at ${posted}` }).click();
    await expect(page.getByText('Load booked. Sign the rate confirmation to confirm it.')).toBeVisible();
    await expect(card(van)).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Offers' }).click();
    const booked = page.getByRole('list', { name: 'My offers' }).getByRole('listitem').filter({ hasText: van });
    await expect(booked).toContainText(`${van}: ${posted}`);
    await expect(booked).toContainText('Booked now at the posted rate');
  });

  await test.step('at desktop the board is a table that sorts by its column headers', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Load Board' }).click();
    await page.getByLabel('Trailer type').selectOption('Dry Van');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const rpm = table.getByRole('columnheader', { name: /^Rate\/mi/ });
    await rpm.getByRole('button').click();
    await expect(rpm).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').filter({ hasText: otherVan })).toContainText('Dry Van');
    await expect(table.getByRole('row').filter({ hasText: reefer })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: van })).toHaveCount(0);
    await checkPage(page, SHOTS, 'load-board-table');
  });

  await staffContext.close();
  await customerContext.close();
});
