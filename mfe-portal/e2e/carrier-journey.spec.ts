import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectToast, openTab, signInAs, signInAtSimpleLogin, toastRegion } from '../../mfe-admin/e2e/helpers';
import { checkPage, createCustomer, field, fillUserFields, pick, signIn, uniqueUser } from './helpers';

/** Where the pages' screenshots go (see checkPage). */
const SHOTS = process.env.CARRIER_JOURNEY_SHOTS_DIR ?? '/tmp/carrier-journey-shots';

/** A calendar date some days from today, YYYY-MM-DD (an expiry date the carrier types, a shipment's window). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(4_000, 32), Buffer.from('\n%%EOF\n')]);
const POD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const SHIPMENT = {
  pickupWindow: { date: inDays(18), from: '08:00', to: '12:00' },
  deliveryWindow: { date: inDays(20), from: '09:00', to: '17:00' },
  shipper: { name: 'Board Plant', address: { street: '1 Dock Rd', city: 'Newark', state: 'NJ', zip: '07105' }, contactName: 'Pat Lee', phone: '(973) 555-0100' },
  consignee: { name: 'Board Store', address: { street: '9 Pier St', city: 'Boston', state: 'MA', zip: '02110' }, contactName: 'Sam Roe', phone: '(617) 555-0100' },
  commodity: 'Pallets of parts',
  pieces: 6,
  weight: 4200,
};

/** A carrier registered through the API (for the journeys that start after registration). */
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

/**
 * A carrier's whole way, as people do it: it registers and uploads its certificate of insurance,
 * staff verify it, it finds a customer's booked shipment on the board and offers, staff award it,
 * it signs the rate confirmation and hauls the load on a phone to delivery with a POD, and the
 * customer sees each step.
 */
test('a new carrier registers and uploads its insurance, staff verify it, it wins a customer\'s load from the board, signs, and hauls it to delivery with a POD on a phone while the customer follows each step', async ({ browser, page: carrierPage, request }) => {
  test.setTimeout(240_000);
  const user = { ...uniqueUser('coi'), firstName: 'Casey', lastName: 'Driver' };
  const liabilityExpiresOn = inDays(200);
  const cargoExpiresOn = inDays(150);

  // A customer's booked shipment (quote, price, acceptance and booking through the API: they have their own journeys).
  const customerAccount = await createCustomer(request, 'lbcust');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/login');
  await signIn(customer, customerAccount);
  const { id: quoteId } = (await (await customer.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation' } })).json()) as { id: number };
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAtSimpleLogin(staff);
  expect((await staff.request.patch(`/api/admin/quotes/${quoteId}`, { data: { status: 'approved', estimatedPrice: '1,850.00' } })).ok()).toBeTruthy();
  expect((await customer.request.post(`/api/customer-quotes/${quoteId}/accept`, { data: { signature: `${customerAccount.firstName} ${customerAccount.lastName}`, accept: true } })).ok()).toBeTruthy();
  const booked = await customer.request.post('/api/shipments', { data: { quoteId, ...SHIPMENT } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { number, id: shipmentId } = ((await booked.json()) as { shipment: { number: string; id: number } }).shipment;

  await test.step('the carrier registers and is signed in, on its dashboard', async () => {
    await carrierPage.goto('/carrier-register');
    await fillUserFields(carrierPage, user);
    await field(carrierPage, 'DOT number').fill(String(1_000_000 + Math.floor(Math.random() * 8_999_999)));
    await field(carrierPage, 'Fleet size').selectOption('6-15');
    await pick(carrierPage, 'Equipment types', ['Dry Van']);
    await pick(carrierPage, 'Operating regions', ['Northeast']);
    await field(carrierPage, 'Liability insurance').fill('$1,000,000');
    await field(carrierPage, 'Cargo insurance').fill('$100,000');
    await carrierPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastRegion(carrierPage).getByText('Registration Successful')).toBeVisible();
    await expect(carrierPage).toHaveURL(/\/dashboard$/);
    await expect(carrierPage.getByRole('heading', { name: 'Documents' })).toBeVisible();
  });

  const documents = carrierPage.getByRole('list', { name: 'Your documents' });
  const coi = documents.getByRole('listitem').filter({ has: carrierPage.getByRole('heading', { name: 'Certificate of insurance' }) });
  await test.step('each policy needs its date; a file that only says it is a PDF is refused; the certificate with both dates is taken', async () => {
    await expect(coi.getByText('Not uploaded yet')).toBeVisible();
    await coi.getByLabel(/Certificate of insurance file/).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is not a PDF at all') });
    await coi.getByLabel('Auto liability policy expires').fill(liabilityExpiresOn);
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(coi.getByLabel('Cargo policy expires')).toHaveAccessibleDescription('Please enter the cargo policy expiry date');
    // The two dates beside the file, with an error on one, at 1280 and 375 px.
    await checkPage(carrierPage, SHOTS, 'carrier-documents-date-error');
    await coi.getByLabel('Cargo policy expires').fill(cargoExpiresOn);
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(carrierPage.getByText('The document must be a PDF, JPEG or PNG file')).toBeVisible();

    await coi.getByLabel(/Certificate of insurance file/).setInputFiles({ name: 'coi-2027.pdf', mimeType: 'application/pdf', buffer: PDF });
    await coi.getByRole('button', { name: 'Upload Certificate of insurance' }).click();
    await expect(toastRegion(carrierPage).getByText('Certificate of insurance uploaded')).toBeVisible();
    await expect(coi.getByRole('link', { name: 'coi-2027.pdf' })).toBeVisible();
    await expect(coi.getByText(`Auto liability policy expires ${longDate(liabilityExpiresOn)}`)).toBeVisible();
    await expect(coi.getByText(`Cargo policy expires ${longDate(cargoExpiresOn)}`)).toBeVisible();
    await expect(coi.getByText('Awaiting review')).toBeVisible();

    // And its W-9, the other document staff need before they verify it.
    const w9 = documents.getByRole('listitem').filter({ has: carrierPage.getByRole('heading', { name: 'W-9' }) });
    await w9.getByLabel(/W-9 file/).setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: PDF });
    await w9.getByRole('button', { name: 'Upload W-9' }).click();
    await expect(toastRegion(carrierPage).getByText('W-9 uploaded')).toBeVisible();
    await expect(carrierPage.getByRole('region', { name: 'Onboarding checklist' }).getByText('2 of 3 done')).toBeVisible();
  });

  await test.step('staff see the certificate and its policies\' expiry dates in the Carrier Accounts tab, download it, and verify the carrier', async () => {
    await openTab(staff, 'Carrier Accounts');
    await staff.getByRole('searchbox', { name: 'Search carriers' }).fill(user.username);
    const row = staff.getByRole('row').filter({ hasText: user.companyName });
    await row.getByRole('button', { name: `Details of ${user.companyName}` }).click();
    const details = staff.getByRole('dialog', { name: user.companyName });
    const documents = details.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText(`Auto liability policy expires ${longDate(liabilityExpiresOn)}`)).toBeVisible();
    await expect(documents.getByText(`Cargo policy expires ${longDate(cargoExpiresOn)}`)).toBeVisible();
    const download = staff.waitForEvent('download');
    await documents.getByRole('link', { name: 'Download Certificate of insurance (coi-2027.pdf)' }).click();
    expect((await download).suggestedFilename()).toBe('coi-2027.pdf');
    // No web key on this machine: the look-up says so, and nothing claims it was checked.
    await details.getByRole('button', { name: 'Look up on FMCSA' }).click();
    await expect(details.getByText('FMCSA look-up not configured')).toBeVisible();
    await details.getByRole('button', { name: 'Done' }).click();
    await row.getByRole('button', { name: `Verify ${user.companyName}` }).click();
    await expectToast(staff, 'Success', 'Carrier verified');
  });

  await test.step('the carrier sees its account verified and its certificate accepted', async () => {
    await carrierPage.reload();
    await expect(carrierPage.getByText('Your account is verified.')).toBeVisible();
    await expect(coi.getByText('Accepted')).toBeVisible();
  });

  await carrierPage.goto('/dashboard');
  await carrierPage.getByRole('tab', { name: 'Load Board' }).click();
  // At desktop the board is a table, one row a load.
  const load = carrierPage.getByRole('table').getByRole('row').filter({ hasText: number });
  await expect(load).toContainText('Newark, NJ → Boston, MA');
  await expect(load).toContainText('4,200 lbs');
  await expect(load).not.toContainText('Board Plant');
  await expect(load).not.toContainText('1,850');
  await checkPage(carrierPage, SHOTS, 'carrier-load-board');
  await load.getByRole('button', { name: `Make an offer on ${number}` }).click();
  const dialog = carrierPage.getByRole('dialog', { name: `Make an offer on ${number}` });
  await dialog.getByLabel(/Your rate/).fill('1,400');
  await dialog.getByLabel('Note').fill('Team drivers, can load early');
  await checkPage(carrierPage, SHOTS, 'carrier-offer-dialog');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('Offer sent. We will let you know when staff decide.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await carrierPage.getByRole('tab', { name: 'My Offers' }).click();
  await expect(carrierPage.getByRole('list', { name: 'My offers' }).getByRole('listitem').filter({ hasText: number })).toContainText('Pending');
  await checkPage(carrierPage, SHOTS, 'carrier-my-offers');

  // Staff see the offer with its margin and award it.
  await openTab(staff, 'Shipments');
  await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(number);
  await staff.getByRole('button', { name: `Manage shipment ${number}` }).click();
  const manage = staff.getByRole('dialog', { name: `Shipment ${number}` });
  const offer = manage.getByRole('list', { name: 'Offers' }).getByRole('listitem').filter({ hasText: user.companyName });
  await expect(offer).toContainText('Margin $450.00 (24.3%)');
  await expect(offer).toContainText('Verified');
  await offer.getByRole('button', { name: `Award to ${user.companyName} at $1,400.00` }).click();
  await expectToast(staff, 'Success', 'Load awarded. The carrier has been asked to sign the rate confirmation.');
  await expect(manage.getByText(`Awarded to ${user.companyName} at $1,400.00`)).toBeVisible();
  await checkPage(staff, SHOTS, 'admin-shipment-offers');

  // The carrier signs the rate confirmation on a phone.
  await carrierPage.setViewportSize({ width: 375, height: 812 });
  await carrierPage.getByRole('tab', { name: 'Assigned Loads' }).click();
  const assigned = carrierPage.getByRole('list', { name: 'Assigned loads' }).getByRole('listitem').filter({ hasText: number });
  await expect(assigned).toContainText('Awaiting your signature');
  await checkPage(carrierPage, SHOTS, 'carrier-assigned-unsigned');
  await assigned.getByLabel(/Your full name/).fill('Casey Driver');
  await assigned.getByRole('button', { name: 'Sign the rate confirmation' }).click();
  await expect(assigned).toContainText('Signed by Casey Driver');
  await expect(assigned).toContainText('Carrier assigned');
  await checkPage(carrierPage, SHOTS, 'carrier-assigned-signed');

  // The customer sees Carrier assigned.
  await customer.goto(`/shipments?id=${shipmentId}`);
  const timeline = customer.getByRole('list', { name: 'Shipment timeline' });
  await expect(timeline).toContainText('Carrier assigned');

  // Still on the phone, the carrier has the pickup address and moves the load: pickup, in transit, delivered with the POD.
  await expect(assigned.getByRole('region', { name: 'Pickup' })).toContainText('1 Dock Rd');
  await assigned.getByRole('button', { name: `Record pickup for ${number}` }).click();
  const pickup = carrierPage.getByRole('dialog', { name: `Record pickup: ${number}` });
  await expect(pickup.getByLabel(/City/)).toHaveValue('Newark');
  await pickup.getByLabel('Note').fill('6 pallets loaded, seal 40921');
  // The window is weeks away: the carrier confirms the early pickup.
  await pickup.getByRole('checkbox', { name: 'The load was picked up before its pickup window' }).check();
  await checkPage(carrierPage, SHOTS, 'carrier-record-pickup');
  await pickup.getByRole('button', { name: 'Record pickup' }).click();
  await expect(toastRegion(carrierPage).getByText('Picked up recorded').first()).toBeVisible();
  await customer.reload();
  await expect(timeline).toContainText('Picked up');
  // The customer sees who by role: the carrier, never its driver's name.
  await expect(timeline).toContainText('Recorded by Carrier');
  await expect(timeline).not.toContainText('Casey Driver');

  await assigned.getByRole('button', { name: `Record in transit for ${number}` }).click();
  const rolling = carrierPage.getByRole('dialog', { name: `Where is the load now?: ${number}` });
  await rolling.getByLabel(/City/).fill('Hartford');
  await rolling.getByLabel(/State/).fill('ct');
  await rolling.getByRole('button', { name: 'Record in transit' }).click();
  await expect(toastRegion(carrierPage).getByText('In transit recorded').first()).toBeVisible();
  await customer.reload();
  await expect(timeline).toContainText('Hartford, CT');

  await assigned.getByRole('button', { name: `Mark delivered for ${number}` }).click();
  const delivery = carrierPage.getByRole('dialog', { name: `Mark delivered: ${number}` });
  await delivery.getByLabel(/Proof of delivery/).setInputFiles({ name: 'signed-bol.pdf', mimeType: 'application/pdf', buffer: POD });
  await checkPage(carrierPage, SHOTS, 'carrier-mark-delivered');
  await delivery.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(toastRegion(carrierPage).getByText('Delivery recorded with the proof of delivery. Thank you for hauling with us.').first()).toBeVisible();
  await expect(assigned).toContainText('Proof of delivery on file: signed-bol.pdf');
  await checkPage(carrierPage, SHOTS, 'carrier-assigned-delivered');

  // The customer sees each step the carrier recorded, and the proof of delivery is theirs to download.
  await customer.reload();
  for (const kind of ['Delivered', 'In transit', 'Picked up', 'Carrier assigned', 'Booked']) await expect(timeline).toContainText(kind);
  const pod = await customer.request.get(`/api/shipments/${shipmentId}/pod`);
  expect(pod.status()).toBe(200);
  expect(pod.headers()['content-type']).toBe('application/pdf');
  await customerContext.close();
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
