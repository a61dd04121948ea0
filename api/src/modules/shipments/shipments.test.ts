import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_TOASTS, type BoardLoad, LOAD_BOARD_MESSAGES, POD_MAX_BYTES, SHIPMENT_MESSAGES, type Shipment } from '@freight/domain';
import { backgroundWritesSettled } from '../../core/background-writes';
import { AuditLog, MailMessage, Quote, Shipment as ShipmentModel, storedChunks, storedFile, storedFileCount } from '../../store/testing';
import { type Agent, useTestApp } from '../../test/harness';
import { trackingPageData } from './shipments.service';

const run = promisify(execFile);
const t = useTestApp();

let admin: Agent;
let customer: Agent;
let customerId: number;
let other: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customerId = created.user.id;
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
  const second = await t.createUser();
  other = t.agent();
  await t.signIn(other, second.user.username, second.password);
});

const party = (name: string, city: string, state: string, zip: string) => ({
  name,
  address: { street: '1 Dock Rd', city, state, zip },
  contactName: 'Pat Lee',
  phone: '(973) 555-0100',
  email: 'dock@example.com',
});

export const bookingDetails = {
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
  consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
  commodity: 'Machine parts on pallets',
  pieces: 4,
  weight: 2500,
  freightClass: '70',
  specialInstructions: 'Liftgate at delivery. Call the consignee 1 hour ahead.',
};

/** A quote of `agent`'s, priced by staff and accepted by the customer. */
async function acceptedQuote(agent: Agent = customer): Promise<number> {
  const id = (await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1850' }).expect(200);
  await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  return id;
}

async function bookedShipment(): Promise<Shipment> {
  const quoteId = await acceptedQuote();
  return (await customer.post('/api/shipments').send({ quoteId, ...bookingDetails }).expect(201)).body.shipment as Shipment;
}

const event = (id: number, body: object) => admin.post(`/api/admin/shipments/${id}/events`).send(body);

async function deliveredShipment(): Promise<Shipment> {
  const shipment = await bookedShipment();
  for (const kind of ['carrier-assigned', 'picked-up', 'in-transit', 'delivered']) await event(shipment.id, { kind, city: 'Hartford', state: 'CT' }).expect(200);
  return shipment;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600_000, 7)]);
const upload = (id: number, data: Buffer, name = 'pod.png') =>
  admin.post(`/api/admin/shipments/${id}/pod`).set('Content-Type', 'application/octet-stream').set('X-File-Name', encodeURIComponent(name)).send(data);

describe('booking an accepted quote', () => {
  it('makes a shipment with a readable number, linked both ways, and emails the customer and staff', async () => {
    const quoteId = await acceptedQuote();
    const res = await customer.post('/api/shipments').send({ quoteId, ...bookingDetails }).expect(201);
    const shipment = res.body.shipment as Shipment;
    expect(shipment.number).toBe(`HL-${10000 + shipment.id}`);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.booked(shipment.number));
    expect(shipment).toMatchObject({ quoteId, userId: customerId, status: 'booked', price: '$1,850.00', origin: { city: 'Newark', state: 'NJ' }, destination: { city: 'Boston', state: 'MA' } });
    expect(shipment.events).toEqual([expect.objectContaining({ kind: 'booked', recordedBy: { role: 'customer', name: 'Grace Hopper' } })]);
    expect(shipment).not.toHaveProperty('mailOutbox');
    expect((await Quote.findOne({ id: quoteId }).lean())?.shipmentId).toBe(shipment.id);
    await backgroundWritesSettled();
    const kinds = (await MailMessage.find({ 'source.collection': 'shipments', 'source.id': shipment.id }).lean()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['consignee.shipment-booked', 'customer.shipment-booked', 'staff.shipment-booked']);
  });

  it('makes the tracking link with the shipment: the Booked email carries it, and the consignee gets it too', async () => {
    const shipment = await bookedShipment();
    expect(shipment.tracking).toEqual({ createdAt: expect.any(String), path: expect.stringMatching(/^\/track\/[A-Za-z0-9_-]{32}$/) });
    const path = shipment.tracking!.path!;
    await backgroundWritesSettled();
    const mails = await MailMessage.find({ 'source.collection': 'shipments', 'source.id': shipment.id }).lean();
    const customerMail = mails.find((m) => m.kind === 'customer.shipment-booked')!;
    expect(customerMail.text).toContain(`Tracking link to share with your consignee: http://localhost:8080${path}`);
    expect(customerMail.html).toContain(`href="http://localhost:8080${path}"`);
    const consigneeMail = mails.find((m) => m.kind === 'consignee.shipment-booked')!;
    expect(consigneeMail.to).toBe('dock@example.com');
    expect(consigneeMail.subject).toBe(`Shipment ${shipment.number} from Cobol Cargo LLC is booked`);
    expect(consigneeMail.text).toContain(`Track the shipment: http://localhost:8080${path}`);
    // What the consignee is sent is not the price, and the link opens the shipment's public page.
    expect(consigneeMail.text).not.toContain('1,850');
    expect((await t.agent().get(`/api${path}`).expect(200)).body.number).toBe(shipment.number);
    // The staff email carries no link that works without signing in.
    expect(mails.find((m) => m.kind === 'staff.shipment-booked')!.text).not.toContain('/track/');
  });

  it('sends no consignee email when the booking has no consignee email, and refuses a bad one', async () => {
    const quoteId = await acceptedQuote();
    const noEmail = { ...bookingDetails, consignee: { ...bookingDetails.consignee, email: '' } };
    const bad = await customer.post('/api/shipments').send({ quoteId, ...noEmail, consignee: { ...noEmail.consignee, email: 'not-an-email' } }).expect(400);
    expect(bad.body.errors).toEqual({ 'consignee.email': 'Please enter a valid email address' });
    const shipment = (await customer.post('/api/shipments').send({ quoteId, ...noEmail }).expect(201)).body.shipment as Shipment;
    await backgroundWritesSettled();
    const kinds = (await MailMessage.find({ 'source.collection': 'shipments', 'source.id': shipment.id }).lean()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['customer.shipment-booked', 'staff.shipment-booked']);
  });

  it('makes exactly one shipment under concurrent retries', async () => {
    const quoteId = await acceptedQuote();
    const answers = await Promise.all(Array.from({ length: 6 }, () => customer.post('/api/shipments').send({ quoteId, ...bookingDetails })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.shipment.id)).size).toBe(1);
    expect(await ShipmentModel.countDocuments({ quoteId })).toBe(1);
    const again = await customer.post('/api/shipments').send({ quoteId, ...bookingDetails }).expect(200);
    expect(again.body.shipment.id).toBe(answers[0].body.shipment.id);
  });

  it('refuses a quote that is not accepted, someone else\'s, and bad details, storing nothing', async () => {
    const pending = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id;
    expect((await customer.post('/api/shipments').send({ quoteId: pending, ...bookingDetails }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.quoteNotAccepted);
    const mine = await acceptedQuote();
    expect((await other.post('/api/shipments').send({ quoteId: mine, ...bookingDetails }).expect(403)).body.message).toBe(SHIPMENT_MESSAGES.quoteNotYours);
    const bad = await customer.post('/api/shipments').send({ quoteId: mine, ...bookingDetails, pieces: 0 }).expect(400);
    expect(bad.body.errors).toEqual({ pieces: 'Pieces must be at least 1' });
    expect(await ShipmentModel.countDocuments({ quoteId: { $in: [pending, mine] } })).toBe(0);
    await t.agent().post('/api/shipments').send({ quoteId: mine, ...bookingDetails }).expect(401);
  });
});

describe('the timeline', () => {
  it('records the milestones in order, with location and who recorded them', async () => {
    const shipment = await deliveredShipment();
    const stored = (await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body as Shipment;
    expect(stored.status).toBe('delivered');
    expect(stored.events.map((e) => e.kind)).toEqual(['booked', 'carrier-assigned', 'picked-up', 'in-transit', 'delivered']);
    expect(stored.events[2]).toMatchObject({ location: { city: 'Hartford', state: 'CT' }, recordedBy: { role: 'staff' } });
    expect(stored.deliveredAt).toEqual(expect.any(String));
    await backgroundWritesSettled();
    const kinds = (await MailMessage.find({ 'source.collection': 'shipments', 'source.id': shipment.id }).lean()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['consignee.shipment-booked', 'customer.shipment-booked', 'customer.shipment-delivered', 'customer.shipment-picked-up', 'staff.shipment-booked']);
    // Each milestone email carries the live tracking link.
    const pickedUp = await MailMessage.findOne({ 'source.id': shipment.id, kind: 'customer.shipment-picked-up' }).lean();
    expect(pickedUp!.text).toContain(`http://localhost:8080${shipment.tracking!.path}`);
  });

  it('shows customers and the tracking page who recorded each step by role only, staff by name', async () => {
    const shipment = await deliveredShipment();
    const staffView = ((await admin.get('/api/admin/shipments').query({ search: shipment.number }).expect(200)).body as Shipment[])[0];
    expect(staffView.events[0].recordedBy).toMatchObject({ role: 'customer', userId: customerId, name: 'Grace Hopper' });
    expect(staffView.events[2].recordedBy).toMatchObject({ role: 'staff', userId: expect.any(Number) });
    const staffName = staffView.events[2].recordedBy.name;

    const own = (await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body as Shipment;
    const listed = ((await customer.get('/api/shipments').expect(200)).body as Shipment[]).find((s) => s.id === shipment.id)!;
    for (const view of [own, listed]) {
      expect(view.events.map((e) => e.recordedBy)).toEqual([
        { role: 'customer', name: 'Grace Hopper' },
        { role: 'staff', name: 'Harborline' },
        { role: 'staff', name: 'Harborline' },
        { role: 'staff', name: 'Harborline' },
        { role: 'staff', name: 'Harborline' },
      ]);
      expect(JSON.stringify(view.events)).not.toContain(staffName);
    }

    const { token } = (await customer.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201)).body as { token: string };
    const tracked = (await t.agent().get(`/api/track/${token}`).expect(200)).body as { events: { recordedBy: unknown }[] };
    expect(tracked.events.map((e) => e.recordedBy)).toEqual([
      { role: 'customer', name: 'Customer' },
      { role: 'staff', name: 'Harborline' },
      { role: 'staff', name: 'Harborline' },
      { role: 'staff', name: 'Harborline' },
      { role: 'staff', name: 'Harborline' },
    ]);
  });

  it('answers an out-of-order step with 409 and the page\'s message, and changes nothing', async () => {
    const shipment = await bookedShipment();
    const before = await ShipmentModel.findOne({ id: shipment.id }).lean();
    const res = await event(shipment.id, { kind: 'delivered' }).expect(409);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.outOfOrder('booked', 'delivered'));
    expect(await ShipmentModel.findOne({ id: shipment.id }).lean()).toEqual(before);
    await event(shipment.id, { kind: 'carrier-assigned' }).expect(200);
    expect((await event(shipment.id, { kind: 'carrier-assigned' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.outOfOrder('carrier-assigned', 'carrier-assigned'));
  });

  it('raises and clears an exception, and emails the customer about it', async () => {
    const shipment = await bookedShipment();
    expect((await event(shipment.id, { kind: 'exception-raised' }).expect(400)).body.message).toBe(SHIPMENT_MESSAGES.noteRequired);
    const raised = (await event(shipment.id, { kind: 'exception-raised', note: 'Weather delay on I-95' }).expect(200)).body.shipment as Shipment;
    expect(raised.exception).toMatchObject({ note: 'Weather delay on I-95' });
    expect((await admin.get('/api/admin/shipments?status=exception').expect(200)).body.map((s: Shipment) => s.id)).toContain(shipment.id);
    expect((await event(shipment.id, { kind: 'exception-raised', note: 'again' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.exceptionAlreadyOpen);
    const cleared = (await event(shipment.id, { kind: 'exception-cleared' }).expect(200)).body.shipment as Shipment;
    expect(cleared.exception).toBeNull();
    await backgroundWritesSettled();
    expect(await MailMessage.countDocuments({ 'source.id': shipment.id, kind: 'customer.shipment-exception' })).toBe(1);
  });

  it('cancels with a reason before pickup only', async () => {
    const shipment = await bookedShipment();
    expect((await admin.post(`/api/admin/shipments/${shipment.id}/cancel`).send({ reason: '' }).expect(400)).body.message).toBe(SHIPMENT_MESSAGES.reasonRequired);
    const cancelled = (await admin.post(`/api/admin/shipments/${shipment.id}/cancel`).send({ reason: 'Customer postponed' }).expect(200)).body.shipment as Shipment;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Customer postponed' });
    expect((await event(shipment.id, { kind: 'carrier-assigned' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.closed('cancelled'));
    const picked = await bookedShipment();
    for (const kind of ['carrier-assigned', 'picked-up']) await event(picked.id, { kind }).expect(200);
    expect((await admin.post(`/api/admin/shipments/${picked.id}/cancel`).send({ reason: 'Too late' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.cancelAfterPickup);
  });

  it('keeps the time an event happened when staff record it later, and the ETA they give', async () => {
    const shipment = await bookedShipment();
    const booked = (await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body as Shipment;
    const bookedAt = new Date(booked.events[0].at).getTime();
    const assigned = (await event(shipment.id, { kind: 'carrier-assigned' }).expect(200)).body.shipment as Shipment;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Written down a moment after it happened: between the last event and now.
    const pickedUpAt = new Date(new Date(assigned.events.at(-1)!.at).getTime() + 10).toISOString();
    const eta = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const picked = (await event(shipment.id, { kind: 'picked-up', at: pickedUpAt, eta }).expect(200)).body.shipment as Shipment;
    expect(new Date(picked.events.at(-1)!.at).toISOString()).toBe(pickedUpAt);
    expect(new Date(picked.eta!).toISOString()).toBe(eta);
    const before = await ShipmentModel.findOne({ id: shipment.id }).lean();
    // Before the last event: the timeline would run backwards.
    const early = await event(shipment.id, { kind: 'in-transit', at: new Date(bookedAt - 60_000).toISOString() }).expect(409);
    expect(early.body.message).toBe(SHIPMENT_MESSAGES.eventBeforeLast);
    const ahead = await event(shipment.id, { kind: 'in-transit', at: new Date(Date.now() + 3_600_000).toISOString() }).expect(400);
    expect(ahead.body.message).toBe(SHIPMENT_MESSAGES.eventInFuture);
    expect((await event(shipment.id, { kind: 'in-transit', at: 'yesterday' }).expect(400)).body.message).toBe(SHIPMENT_MESSAGES.eventTimeInvalid);
    expect(await ShipmentModel.findOne({ id: shipment.id }).lean()).toEqual(before);
  });

  it('lets staff edit the details until pickup', async () => {
    const shipment = await bookedShipment();
    const changed = { ...bookingDetails, consignee: party('Harbor Store', 'Portland', 'ME', '04101'), pieces: 6 };
    const res = await admin.patch(`/api/admin/shipments/${shipment.id}`).send(changed).expect(200);
    expect(res.body.shipment).toMatchObject({ pieces: 6, destination: { city: 'Portland', state: 'ME', zip: '04101' } });
    for (const kind of ['carrier-assigned', 'picked-up']) await event(shipment.id, { kind }).expect(200);
    expect((await admin.patch(`/api/admin/shipments/${shipment.id}`).send(changed).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.editAfterPickup);
  });
});

describe('lists', () => {
  it('shows customers their own shipments only, and staff every one by status and search', async () => {
    const shipment = await bookedShipment();
    const mine = (await customer.get('/api/shipments?limit=100').expect(200)).body as Shipment[];
    expect(mine.every((s) => s.userId === customerId)).toBe(true);
    expect((await other.get('/api/shipments').expect(200)).body).toEqual([]);
    expect((await other.get(`/api/shipments/${shipment.id}`).expect(403)).body.message).toBe(SHIPMENT_MESSAGES.notYours);
    for (const search of [shipment.number, 'cobol', 'bost', 'newark hop']) {
      const res = await admin.get(`/api/admin/shipments?search=${encodeURIComponent(search)}`).expect(200);
      expect(res.body.map((s: Shipment) => s.id)).toContain(shipment.id);
    }
    expect((await admin.get('/api/admin/shipments?search=chicago').expect(200)).body).toEqual([]);
    const booked = await admin.get('/api/admin/shipments?status=booked&limit=2').expect(200);
    expect(booked.body.every((s: Shipment) => s.status === 'booked')).toBe(true);
    expect(Number(booked.headers['x-total-count'])).toBeGreaterThanOrEqual(booked.body.length);
    await customer.get('/api/admin/shipments').expect(403);
  });
});

describe('tracking links', () => {
  it('shows only the public facts, until revoked', async () => {
    const shipment = await bookedShipment();
    await other.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(403);
    const created = await customer.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201);
    const { token } = created.body as { token: string };
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(created.body.shipment.tracking).toEqual({ createdAt: expect.any(String), path: `/track/${token}` });
    // The token is stored only as its hash and sealed under the server's secret.
    expect(JSON.stringify(await ShipmentModel.findOne({ id: shipment.id }).lean())).not.toContain(token);
    const res = await t.agent().get(`/api/track/${token}`).expect(200);
    expect(res.body).toMatchObject({ number: shipment.number, status: 'booked', origin: { city: 'Newark', state: 'NJ' }, deliveryWindow: bookingDetails.deliveryWindow });
    const text = JSON.stringify(res.body);
    for (const hidden of ['1,850', 'Acme', 'Harbor Store', 'Dock Rd', 'Pat Lee', 'Cobol', 'Grace']) expect(text).not.toContain(hidden);
    // The page /track/<token> is sent with the same public facts written in (and nothing more), or as a 404.
    expect(await trackingPageData(`/track/${token}`)).toEqual({ status: 200, data: res.body });
    expect(await trackingPageData('/track/%E0%A4%A')).toEqual({ status: 404 });
    expect(await trackingPageData('/emails')).toBeUndefined();
    await customer.delete(`/api/shipments/${shipment.id}/tracking-link`).expect(200);
    expect((await t.agent().get(`/api/track/${token}`).expect(404)).body.message).toBe(SHIPMENT_MESSAGES.trackingNotFound);
    expect(await trackingPageData(`/track/${token}`)).toEqual({ status: 404 });
  });

  it('replaces an earlier link, and knows no made-up token', async () => {
    const shipment = await bookedShipment();
    const first = (await admin.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201)).body.token;
    const second = (await customer.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201)).body.token;
    await t.agent().get(`/api/track/${first}`).expect(404);
    await t.agent().get(`/api/track/${second}`).expect(200);
    await t.agent().get('/api/track/not-a-real-token-at-all-000000').expect(404);
    await t.agent().get('/api/track/x').expect(404);
  });

  it('expires 45 days after delivery', async () => {
    const shipment = await deliveredShipment();
    const token = (await customer.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201)).body.token;
    await t.agent().get(`/api/track/${token}`).expect(200);
    const day = 24 * 60 * 60_000;
    await ShipmentModel.updateOne({ id: shipment.id }, { $set: { deliveredAt: new Date(Date.now() - 44 * day) } });
    expect((await t.agent().get(`/api/track/${token}`).expect(200)).body.status).toBe('delivered');
    await ShipmentModel.updateOne({ id: shipment.id }, { $set: { deliveredAt: new Date(Date.now() - 45 * day - 1000) } });
    await t.agent().get(`/api/track/${token}`).expect(404);
  });
});

describe('a tracking link shown again', () => {
  it('shows the live link to its owner and staff, never to another customer or in the public answer', async () => {
    const shipment = await bookedShipment();
    const { token } = (await customer.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(201)).body as { token: string };
    expect((await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body.tracking.path).toBe(`/track/${token}`);
    expect((await customer.get('/api/shipments?limit=100').expect(200)).body.find((s: Shipment) => s.id === shipment.id).tracking.path).toBe(`/track/${token}`);
    const staffView = (await admin.get(`/api/admin/shipments?search=${shipment.number}`).expect(200)).body[0] as Shipment;
    expect(staffView.tracking?.path).toBe(`/track/${token}`);
    const refused = await other.get(`/api/shipments/${shipment.id}`).expect(403);
    expect(JSON.stringify(refused.body)).not.toContain(token);
    await t.agent().get(`/api/shipments/${shipment.id}`).expect(401);
    const publicAnswer = JSON.stringify((await t.agent().get(`/api/track/${token}`).expect(200)).body);
    expect(publicAnswer).not.toContain(token);
    expect(publicAnswer).not.toContain('tracking');
    // Nothing of the sealed token reaches an answer.
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect(stored!.trackingSealed).toMatch(/^v1\./);
    expect(JSON.stringify((await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body)).not.toContain(stored!.trackingSealed!);
  });

  it('keeps a link made before links were kept working, and says it cannot be shown', async () => {
    const shipment = await bookedShipment();
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    const legacy = 'legacy-link-made-before-sealing-000';
    await ShipmentModel.updateOne({ id: shipment.id }, { $set: { trackingHash: createHash('sha256').update(legacy).digest('hex') }, $unset: { trackingSealed: 1 } });
    expect(stored!.trackingHash).toBeTruthy();
    await t.agent().get(`/api/track/${legacy}`).expect(200);
    expect((await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body.tracking).toEqual({ createdAt: expect.any(String), path: null });
  });
});

describe('a cancelled shipment’s link', () => {
  it('opens nothing and says why, and no new link can be made', async () => {
    const shipment = await bookedShipment();
    const token = shipment.tracking!.path!.split('/').pop()!;
    await t.agent().get(`/api/track/${token}`).expect(200);
    await admin.post(`/api/admin/shipments/${shipment.id}/cancel`).send({ reason: 'Customer cancelled the order' }).expect(200);
    const gone = await t.agent().get(`/api/track/${token}`).expect(410);
    expect(gone.body).toEqual({ message: SHIPMENT_MESSAGES.trackingCancelled });
    expect(await trackingPageData(`/track/${token}`)).toEqual({ status: 410 });
    expect((await t.agent().get(`/api/track/${token}/map.svg`).expect(410)).body.message).toBe(SHIPMENT_MESSAGES.trackingCancelled);
    for (const agent of [customer, admin]) {
      const refused = await agent.post(`/api/shipments/${shipment.id}/tracking-link`).send({}).expect(409);
      expect(refused.body.message).toBe(SHIPMENT_MESSAGES.trackingCancelledShipment);
    }
    const after = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect(after!.trackingHash).toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('the lane map', () => {
  const markers = (svg: string) => [...svg.matchAll(/<g class="marker" data-kind="(\w+)"><title>([^<]*)<\/title>/g)].map((m) => [m[1], m[2]]);
  const svgOf = (res: { body: Buffer | string; text?: string }) => (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : (res.text ?? String(res.body)));

  it('draws the owner’s lane with three markers, for the owner and staff only, cached by ETag', async () => {
    const shipment = await bookedShipment();
    await event(shipment.id, { kind: 'carrier-assigned' }).expect(200);
    await event(shipment.id, { kind: 'picked-up', city: 'Newark', state: 'NJ' }).expect(200);
    await event(shipment.id, { kind: 'in-transit', city: 'Hartford', state: 'CT' }).expect(200);
    const res = await customer.get(`/api/shipments/${shipment.id}/map.svg`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const svg = svgOf(res);
    expect(svg).toContain(`<title id="map-title">Map of shipment ${shipment.number}</title>`);
    expect(svg).toContain('<desc id="map-desc">The lane from Newark, NJ to Boston, MA on a map of the United States; last reported in Hartford, CT.</desc>');
    expect(markers(svg)).toEqual([
      ['origin', 'Origin: Newark, NJ'],
      ['current', 'Last reported: Hartford, CT'],
      ['destination', 'Destination: Boston, MA'],
    ]);
    expect(svg.length).toBeLessThan(60_000);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    await customer.get(`/api/shipments/${shipment.id}/map.svg`).set('If-None-Match', etag).expect(304);
    await admin.get(`/api/shipments/${shipment.id}/map.svg`).expect(200);
    expect((await other.get(`/api/shipments/${shipment.id}/map.svg`).expect(403)).body.message).toBe(SHIPMENT_MESSAGES.notYours);
    await t.agent().get(`/api/shipments/${shipment.id}/map.svg`).expect(401);
    await customer.get('/api/shipments/999999/map.svg').expect(404);
  });

  it('draws the public map from cities only, for a live link; a revoked link gets none', async () => {
    const shipment = await bookedShipment();
    const token = shipment.tracking!.path!.split('/').pop()!;
    const res = await t.agent().get(`/api/track/${token}/map.svg`).buffer(true).expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const svg = svgOf(res);
    expect(markers(svg).map(([kind]) => kind)).toEqual(['origin', 'current', 'destination']);
    for (const hidden of ['07105', '02110', 'Dock Rd', 'Acme', 'Harbor Store']) expect(svg).not.toContain(hidden);
    await customer.delete(`/api/shipments/${shipment.id}/tracking-link`).expect(200);
    expect((await t.agent().get(`/api/track/${token}/map.svg`).expect(404)).body.message).toBe(SHIPMENT_MESSAGES.trackingNotFound);
  });
});

describe('documents', () => {
  it('prints the bill of lading on one US Letter page, for the owner and staff only', async () => {
    const shipment = await bookedShipment();
    const res = await customer.get(`/api/shipments/${shipment.id}/bill-of-lading`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(tmpdir(), 'bol-'));
    try {
      await writeFile(path.join(dir, 'bol.pdf'), res.body as Buffer);
      const text = (await run('pdftotext', ['-layout', path.join(dir, 'bol.pdf'), '-'])).stdout;
      expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
      const info = (await run('pdfinfo', [path.join(dir, 'bol.pdf')])).stdout;
      expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
      const words = text.replace(/\s+/g, ' ');
      for (const expected of [shipment.number, 'Acme Plant', 'Harbor Store', 'Newark, NJ 07105', 'Boston, MA 02110', 'Machine parts on pallets', '2,500', '70', 'Liftgate at delivery', 'Shipper signature', 'Carrier signature', 'Consignee signature']) {
        expect(words).toContain(expected);
      }
      expect(words).not.toContain('1,850');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await admin.get(`/api/shipments/${shipment.id}/bill-of-lading`).expect(200);
    await other.get(`/api/shipments/${shipment.id}/bill-of-lading`).expect(403);
    await t.agent().get(`/api/shipments/${shipment.id}/bill-of-lading`).expect(401);
    await customer.get('/api/shipments/999999/bill-of-lading').expect(404);
  });

  it('takes a proof of delivery by content, stores it in chunks with its checksum, and completes only with it', async () => {
    const shipment = await deliveredShipment();
    expect((await event(shipment.id, { kind: 'completed' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.podRequired);
    expect((await customer.get(`/api/shipments/${shipment.id}/pod`).expect(404)).body.message).toBe(SHIPMENT_MESSAGES.noPod);

    // A renamed executable, a text file, an empty body: refused by content, nothing stored.
    const files = await storedFileCount();
    expect((await upload(shipment.id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]), 'pod.pdf').expect(415)).body.message).toBe(SHIPMENT_MESSAGES.podWrongType);
    expect((await upload(shipment.id, Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]), 'pod.png').expect(415)).body.message).toBe(SHIPMENT_MESSAGES.podWrongType);
    await upload(shipment.id, Buffer.from('hello'), 'pod.jpg').expect(415);
    await upload(shipment.id, Buffer.alloc(0)).expect(400);
    const oversize = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(POD_MAX_BYTES, 1)]);
    expect((await upload(shipment.id, oversize, 'pod.pdf').expect(413)).body.message).toBe(SHIPMENT_MESSAGES.podTooLarge);
    expect(await storedFileCount()).toBe(files);
    // Not JSON and not a file: refused before it reaches the route.
    await admin.post(`/api/admin/shipments/${shipment.id}/pod`).set('Content-Type', 'text/plain').send('x').expect(415);
    await customer.post(`/api/admin/shipments/${shipment.id}/pod`).set('Content-Type', 'application/octet-stream').send(PNG).expect(403);

    const uploaded = (await upload(shipment.id, PNG, '../../etc/passwd proof.PNG').expect(201)).body.shipment as Shipment;
    expect(uploaded.pod).toMatchObject({ contentType: 'image/png', size: PNG.length, name: 'etc-passwd-proof.png' });
    expect(uploaded.pod!.sha256).toMatch(/^[0-9a-f]{64}$/);
    // 600 KB in GridFS: its entry, and three 255 KB chunks.
    expect(await storedFile(uploaded.pod!.fileId)).toMatchObject({ length: uploaded.pod!.size, metadata: { sha256: uploaded.pod!.sha256 } });
    expect(await storedChunks(uploaded.pod!.fileId)).toBe(3);

    const download = await customer.get(`/api/shipments/${shipment.id}/pod`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
    await other.get(`/api/shipments/${shipment.id}/pod`).expect(403);
    await admin.get(`/api/shipments/${shipment.id}/pod`).expect(200);

    expect((await event(shipment.id, { kind: 'completed' }).expect(200)).body.shipment.status).toBe('completed');
  });
});

describe('staff change the trailer type of a load on the board', () => {
  let hauler: Agent;
  beforeAll(async () => {
    const carrierInfo = { dotNumber: '7300001', mcNumber: 'MC-730001', equipmentTypes: ['Dry Van', 'Reefer'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const created = await t.createUser({ accountType: 'carrier', companyName: 'Cold Chain Haulers LLC', carrierStatus: 'verified', carrierInfo } as never);
    hauler = t.agent();
    await t.signIn(hauler, created.user.username, created.password);
  });

  const change = (agent: Agent, id: number, body: object) => agent.put(`/api/admin/shipments/${id}/trailer-type`).send(body);
  /** The ids of the open loads a carrier finds filtering the board by `trailerType`. */
  const boardIds = async (trailerType: string) => ((await hauler.get(`/api/carrier/loads?trailerType=${encodeURIComponent(trailerType)}&limit=500`).expect(200)).body as BoardLoad[]).map((l) => l.id);

  it('moves the load on the board to the new type: found by it, no longer by the old one; audited', async () => {
    const shipment = await bookedShipment();
    expect(shipment.trailerType).toBe('Dry Van');
    expect(await boardIds('Dry Van')).toContain(shipment.id);
    expect(await boardIds('Reefer')).not.toContain(shipment.id);

    const res = await change(admin, shipment.id, { trailerType: 'Reefer' }).expect(200);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.trailerTypeChanged('Reefer'));
    expect(res.body.shipment).toMatchObject({ id: shipment.id, trailerType: 'Reefer', equipment: shipment.equipment });
    expect((await admin.get(`/api/shipments/${shipment.id}`).expect(200)).body.trailerType).toBe('Reefer');

    expect(await boardIds('Reefer')).toContain(shipment.id);
    expect(await boardIds('Dry Van')).not.toContain(shipment.id);
    const load = ((await hauler.get('/api/carrier/loads?limit=500').expect(200)).body as BoardLoad[]).find((l) => l.id === shipment.id);
    expect(load?.trailerType).toBe('Reefer');
    // The board's keys, written by the save with the change (the region keys follow too).
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect(stored!.boardKeys).toEqual(expect.arrayContaining(['open', 'open|trailer:Reefer', 'open|trailer:Reefer|region:Northeast']));
    expect(stored!.boardKeys!.some((key) => key.includes('Dry Van'))).toBe(false);

    const audit = await AuditLog.find({ entity: 'shipment', entityId: shipment.id, action: 'change-trailer-type' }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { username: expect.any(String) }, before: { number: shipment.number, trailerType: 'Dry Van' }, after: { number: shipment.number, trailerType: 'Reefer' } });

    // The type it has already: nothing is saved and nothing audited.
    const version = (await ShipmentModel.findOne({ id: shipment.id }).lean())!.__v;
    await change(admin, shipment.id, { trailerType: 'Reefer' }).expect(200);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())!.__v).toBe(version);
    expect(await AuditLog.countDocuments({ entity: 'shipment', entityId: shipment.id, action: 'change-trailer-type' })).toBe(1);
  });

  it('is staff\'s only: 401 signed out, 403 for the customer and a carrier, nothing changed', async () => {
    const shipment = await bookedShipment();
    await change(t.agent(), shipment.id, { trailerType: 'Flatbed' }).expect(401);
    await change(customer, shipment.id, { trailerType: 'Flatbed' }).expect(403);
    await change(hauler, shipment.id, { trailerType: 'Flatbed' }).expect(403);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())!.trailerType).toBe('Dry Van');
    await change(admin, 999999, { trailerType: 'Flatbed' }).expect(404);
  });

  it('refuses a type not on the board\'s list with 400 and the page\'s message, changing nothing', async () => {
    const shipment = await bookedShipment();
    const before = await ShipmentModel.findOne({ id: shipment.id }).lean();
    for (const body of [{ trailerType: 'Refrigerated Trailer' }, { trailerType: 'reefer' }, { trailerType: '' }, { trailerType: 42 }, {}]) {
      const res = await change(admin, shipment.id, body).expect(400);
      expect(res.body).toEqual({ message: LOAD_BOARD_MESSAGES.trailerTypeInvalid, errors: { trailerType: LOAD_BOARD_MESSAGES.trailerTypeInvalid } });
    }
    expect((await change(admin, shipment.id, { trailerType: 'Reefer', equipment: 'Reefer' }).expect(400)).body.errors).toHaveProperty('equipment');
    expect(await ShipmentModel.findOne({ id: shipment.id }).lean()).toEqual(before);
    expect(await AuditLog.countDocuments({ entity: 'shipment', entityId: shipment.id })).toBe(0);
  });

  it('answers 409 once the load is off the board: awarded (waiting for a signature), carrier assigned, cancelled', async () => {
    const awarded = await bookedShipment();
    await admin.put(`/api/admin/shipments/${awarded.id}/carrier-rate`).send({ rate: '1400' }).expect(200);
    await hauler.post(`/api/carrier/loads/${awarded.id}/book`).send({}).expect(201);
    const assigned = await bookedShipment();
    await event(assigned.id, { kind: 'carrier-assigned' }).expect(200);
    const cancelled = await bookedShipment();
    await admin.post(`/api/admin/shipments/${cancelled.id}/cancel`).send({ reason: 'Customer postponed' }).expect(200);
    for (const shipment of [awarded, assigned, cancelled]) {
      const before = await ShipmentModel.findOne({ id: shipment.id }).lean();
      const res = await change(admin, shipment.id, { trailerType: 'Flatbed' }).expect(409);
      expect(res.body.message).toBe(SHIPMENT_MESSAGES.trailerTypeLocked);
      expect(await ShipmentModel.findOne({ id: shipment.id }).lean()).toEqual(before);
      expect(await AuditLog.countDocuments({ entity: 'shipment', entityId: shipment.id, action: 'change-trailer-type' })).toBe(0);
    }
  });
});

describe('staff create a new tracking link', () => {
  const create = (agent: Agent, id: number) => agent.post(`/api/admin/shipments/${id}/tracking-link`).send({});

  it('replaces the live link: the new one opens the tracking page, the old one answers 404; audited without the token', async () => {
    const shipment = await bookedShipment();
    const old = shipment.tracking!.path!.split('/').pop()!;
    await t.agent().get(`/api/track/${old}`).expect(200);

    const res = await create(admin, shipment.id).expect(201);
    const { token } = res.body as { token: string };
    expect(res.body.message).toBe(ADMIN_TOASTS.trackingLinkCreated.success);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.trackingCreated);
    expect(res.body.path).toBe(`/track/${token}`);
    expect(token).not.toBe(old);
    expect(res.body.shipment.tracking).toEqual({ createdAt: expect.any(String), path: `/track/${token}` });
    // Staff's view: the carrier side is there (the customer's answer leaves it out).
    expect(res.body.shipment).toHaveProperty('postedRate');

    expect((await t.agent().get(`/api/track/${token}`).expect(200)).body.number).toBe(shipment.number);
    expect((await t.agent().get(`/api/track/${old}`).expect(404)).body.message).toBe(SHIPMENT_MESSAGES.trackingNotFound);
    expect(await trackingPageData(`/track/${old}`)).toEqual({ status: 404 });
    // The customer sees the new link on its page.
    expect((await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body.tracking.path).toBe(`/track/${token}`);

    const audit = await AuditLog.find({ entity: 'shipment', entityId: shipment.id, action: 'new-tracking-link' }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { username: expect.any(String) }, before: { trackingCreatedAt: shipment.tracking!.createdAt }, after: { trackingCreatedAt: res.body.shipment.tracking.createdAt } });
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    const kept = JSON.stringify(audit);
    for (const secret of [token, old, stored!.trackingSealed!, stored!.trackingHash!]) expect(kept).not.toContain(secret);
  });

  it('makes a link for a shipment whose link was revoked', async () => {
    const shipment = await bookedShipment();
    await customer.delete(`/api/shipments/${shipment.id}/tracking-link`).expect(200);
    const { token } = (await create(admin, shipment.id).expect(201)).body as { token: string };
    await t.agent().get(`/api/track/${token}`).expect(200);
    const audit = await AuditLog.findOne({ entity: 'shipment', entityId: shipment.id, action: 'new-tracking-link' }).lean();
    expect(audit!.before).toMatchObject({ trackingCreatedAt: null });
  });

  it('is staff\'s only (401 signed out, 403 for the customer), and a cancelled shipment gets none (409)', async () => {
    const shipment = await bookedShipment();
    const live = shipment.tracking!.path!.split('/').pop()!;
    await create(t.agent(), shipment.id).expect(401);
    await create(customer, shipment.id).expect(403);
    await create(other, shipment.id).expect(403);
    await t.agent().get(`/api/track/${live}`).expect(200);
    await create(admin, 999999).expect(404);
    await admin.post(`/api/admin/shipments/${shipment.id}/cancel`).send({ reason: 'Customer cancelled the order' }).expect(200);
    expect((await create(admin, shipment.id).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.trackingCancelledShipment);
    expect(await AuditLog.countDocuments({ entity: 'shipment', entityId: shipment.id, action: 'new-tracking-link' })).toBe(0);
  });
});
