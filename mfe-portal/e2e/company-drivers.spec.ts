import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
import { calculatorLoad, verifiedCarrier } from './board-helpers';
import { checkPage, createCustomer, field, signIn, uniqueUser } from './helpers';
import { invitationLinkFromMailbox } from './team-helpers';

const SHOTS = 'test-results/screenshots/company-drivers';
/** A photo of the signed bill of lading, as a phone's camera gives it (a PNG's signature and a little more). */
const PHOTO = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2_000, 7)]);
/** Hartford, CT: where the driver's phone says it is. */
const HARTFORD = { latitude: 41.7637, longitude: -72.6851 };

/** A carrier account registered through the API, to join the company with (its own numbers never used). */
async function carrierPerson(browser: Browser, prefix: string) {
  const person = { ...uniqueUser(prefix), accountType: 'carrier', carrierInfo: { dotNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)), equipmentTypes: ['Dry Van'], fleetSize: '1-5', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' } } };
  const context = await browser.newContext();
  const res = await context.request.post('/api/register', { data: person });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return person;
}

/** Opens the emailed invitation in `page`, signs in as `person` and joins. */
async function join(page: Page, link: string, person: { username: string; password: string }, company: string) {
  await page.goto(link);
  await page.getByRole('link', { name: 'Sign In to Accept' }).click();
  await signIn(page, person, /\/join#token=/);
  await page.getByRole('button', { name: `Join ${company}` }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=team/);
}

test('a carrier Owner invites a dispatcher and a driver; the dispatcher books a load and assigns it; the driver moves it from a phone with a location check-in and a photo; the customer sees the driver by name', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  const customerAccount = await createCustomer(request, 'drvcust');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/login');
  await signIn(customer, customerAccount);
  const number = await calculatorLoad(customer, staff, 'general');
  const owner = await verifiedCarrier(request, staff);
  const dispatcherAccount = await carrierPerson(browser, 'dispatch');
  const driverAccount = await carrierPerson(browser, 'driver');

  await test.step('the Owner invites a dispatcher and a driver from Team', async () => {
    await page.goto('/login');
    await signIn(page, owner);
    await page.getByRole('tab', { name: 'Team' }).click();
    for (const [email, role] of [[dispatcherAccount.email, 'Dispatcher'], [driverAccount.email, 'Driver']] as const) {
      await field(page, 'Email to invite').fill(email);
      await field(page, 'Role').selectOption({ label: role });
      await page.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
    }
    await checkPage(page, SHOTS, 'carrier-team-owner');
  });

  const driverContext = await browser.newContext({ viewport: { width: 375, height: 812 }, geolocation: HARTFORD, permissions: ['geolocation'] });
  const driver = await driverContext.newPage();
  await test.step('the driver joins on a phone: no load yet, and no board', async () => {
    await join(driver, await invitationLinkFromMailbox(staff, driverAccount.email, owner.companyName), driverAccount, owner.companyName);
    await expect(driver.getByRole('tab', { name: 'Load Board' })).toHaveCount(0);
    await driver.getByRole('tab', { name: 'Assigned Loads' }).click();
    await expect(driver.getByText('Loads your dispatcher gives you show here, with their stops and documents.')).toBeVisible();
  });

  const dispatcherContext = await browser.newContext();
  const dispatcher = await dispatcherContext.newPage();
  await test.step('the dispatcher joins, books the load at its posted rate, signs and assigns it to the driver', async () => {
    await join(dispatcher, await invitationLinkFromMailbox(staff, dispatcherAccount.email, owner.companyName), dispatcherAccount, owner.companyName);
    await expect(dispatcher.getByRole('tab', { name: 'Pay' })).toHaveCount(0);
    await dispatcher.getByRole('tab', { name: 'Load Board' }).click();
    await dispatcher.getByLabel('Trailer type').selectOption('Dry Van');
    const row = dispatcher.getByRole('table').getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: new RegExp(`^Book now ${number} at`) }).click();
    await expect(dispatcher.getByText('Load booked. Sign the rate confirmation to confirm it.')).toBeVisible();
    await dispatcher.getByRole('tab', { name: 'Assigned Loads' }).click();
    const assigned = dispatcher.getByRole('list', { name: 'Assigned loads' }).getByRole('listitem').filter({ hasText: number });
    await assigned.getByLabel(/Your full name/).fill(`${dispatcherAccount.firstName} ${dispatcherAccount.lastName}`);
    await assigned.getByRole('button', { name: 'Sign the rate confirmation' }).click();
    await expect(assigned).toContainText('No driver assigned yet');
    await assigned.getByRole('button', { name: `Assign a driver of ${number}` }).click();
    const dialog = dispatcher.getByRole('dialog', { name: `Assign a driver: ${number}` });
    await field(dialog, 'Driver').selectOption({ label: `${driverAccount.firstName} ${driverAccount.lastName}` });
    await expect(field(dialog, "Driver's phone on the road")).toHaveValue(driverAccount.phone);
    await field(dialog, 'Truck number').fill('T-21');
    await field(dialog, 'Trailer number').fill('TR-53');
    await checkPage(dispatcher, SHOTS, 'assign-driver-dialog');
    await dialog.getByRole('button', { name: 'Assign Driver' }).click();
    await expect(assigned).toContainText(`Driver: ${driverAccount.firstName} ${driverAccount.lastName} · ${driverAccount.phone} · Truck T-21 · Trailer TR-53`);
  });

  await test.step('the driver sees the load, its stops to call and navigate to', async () => {
    await driver.reload();
    await driver.getByRole('tab', { name: 'Assigned Loads' }).click();
    const load = driver.getByRole('list', { name: 'Assigned loads' }).getByRole('listitem').filter({ hasText: number });
    await expect(load.getByRole('region', { name: 'Pickup' }).getByRole('link', { name: '(215) 555-0100' })).toHaveAttribute('href', 'tel:2155550100');
    await expect(load.getByRole('link', { name: /Navigate to the pickup/ })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=1%20Dock%20Rd/);
    await expect(load.getByRole('button', { name: /Assign a driver|Change the driver/ })).toHaveCount(0);
    await checkPage(driver, SHOTS, 'driver-load-phone');
  });

  const load = driver.getByRole('list', { name: 'Assigned loads' }).getByRole('listitem').filter({ hasText: number });
  await test.step('it records pickup, then in transit where the phone is, then delivery with a photo', async () => {
    await load.getByRole('button', { name: `Record pickup for ${number}` }).click();
    const pickup = driver.getByRole('dialog', { name: `Record pickup: ${number}` });
    await pickup.getByRole('checkbox', { name: 'The load was picked up before its pickup window' }).check();
    await pickup.getByRole('button', { name: 'Record pickup' }).click();
    await expect(toastRegion(driver).getByText('Picked up recorded').first()).toBeVisible();

    await load.getByRole('button', { name: `Record in transit for ${number}` }).click();
    const rolling = driver.getByRole('dialog', { name: `Where is the load now?: ${number}` });
    await rolling.getByRole('button', { name: 'Use My Location' }).click();
    await expect(rolling.getByRole('status')).toHaveText('Near Hartford, CT');
    await expect(rolling.getByLabel(/City/)).toHaveValue('Hartford');
    await checkPage(driver, SHOTS, 'driver-location-check-in');
    await rolling.getByRole('button', { name: 'Record in transit' }).click();
    await expect(toastRegion(driver).getByText('In transit recorded').first()).toBeVisible();

    await load.getByRole('button', { name: `Mark delivered for ${number}` }).click();
    const delivery = driver.getByRole('dialog', { name: `Mark delivered: ${number}` });
    await delivery.getByLabel('Or take a photo of it').setInputFiles({ name: 'signed-bol.png', mimeType: 'image/png', buffer: PHOTO });
    await delivery.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(toastRegion(driver).getByText('Delivery recorded with the proof of delivery. Thank you for hauling with us.').first()).toBeVisible();
    await expect(load).toContainText('Proof of delivery on file: signed-bol.png');
  });

  await test.step('the customer sees each step with the driver’s name', async () => {
    const shipments = (await (await customer.request.get('/api/shipments?limit=50')).json()) as { id: number; number: string }[];
    const shipment = shipments.find((s) => s.number === number)!;
    await customer.goto(`/shipments?id=${shipment.id}`);
    const timeline = customer.getByRole('list', { name: 'Shipment timeline' });
    for (const kind of ['Delivered', 'In transit', 'Picked up']) await expect(timeline).toContainText(kind);
    await expect(timeline).toContainText(`${driverAccount.firstName} ${driverAccount.lastName} (carrier)`);
    await expect(timeline).toContainText('Hartford, CT');
    await expect(timeline).not.toContainText('41.76');
  });

  await Promise.all([staffContext.close(), customerContext.close(), dispatcherContext.close(), driverContext.close()]);
});
