import { type BoardLoad, LOAD_BOARD_MESSAGES, SHIPMENT_MESSAGES, type Shipment } from '@freight/domain';
import { creditHoldReason, type CustomerBillingView } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { AuditLog, MailMessage, Shipment as ShipmentModel } from '../../store/testing';
import { BOOKING, deliveredShipment, invoiceOfShipment, readyInvoice, sentInvoice, uploadPod } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';

const t = useTestApp();

let admin: Agent;
let hauler: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const carrierInfo = { dotNumber: '7400001', mcNumber: 'MC-740001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
  const carrier = await t.createUser({ accountType: 'carrier', companyName: 'Credit Haulers LLC', carrierStatus: 'verified', carrierInfo } as never);
  hauler = t.agent();
  await t.signIn(hauler, carrier.user.username, carrier.password);
});

interface Customer {
  agent: Agent;
  id: number;
}

/** A signed-in customer of their own, so each test's open receivables are its own. */
async function newCustomer(): Promise<Customer> {
  const { user, password } = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, id: user.id };
}

const setLimit = (customer: Customer, creditLimit: string) =>
  admin.put(`/api/admin/users/${customer.id}/billing`).send({ billingEmail: '', invoiceOnPod: false, termsDays: 30, creditLimit }).expect(200);

/** The customer's quote priced by staff at `price` and accepted. */
async function acceptedQuote(customer: Customer, price: string): Promise<number> {
  const id = (await customer.agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: price }).expect(200);
  await customer.agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  return id;
}

/** The billing tests' booking, with the consignee's email (the approval's Booked emails reach it). */
const DETAILS = { ...BOOKING, consignee: { ...BOOKING.consignee, email: 'receiving@harbor.example' } };
const book = async (customer: Customer, price: string) => customer.agent.post('/api/shipments').send({ quoteId: await acceptedQuote(customer, price), ...DETAILS });
const staffView = async (id: number) => (await admin.get(`/api/shipments/${id}`).expect(200)).body as Shipment;
const billingOf = async (customer: Customer) => (await admin.get(`/api/admin/users/${customer.id}/billing`).expect(200)).body as CustomerBillingView;
const approve = (id: number) => admin.post(`/api/admin/shipments/${id}/booking/approve`).send({});
const refuse = (id: number, reason: string) => admin.post(`/api/admin/shipments/${id}/booking/refuse`).send({ reason });
const mailKinds = async (id: number) => {
  await backgroundWritesSettled();
  return (await MailMessage.find({ 'source.collection': 'shipments', 'source.id': id }).lean()).map((m) => m.kind).sort();
};

/** A customer with a $50,000.00 limit, $48,200.00 booked, and a $2,500.00 booking held on it. */
async function heldBooking(): Promise<{ customer: Customer; shipment: Shipment; message: string }> {
  const customer = await newCustomer();
  await setLimit(customer, '50,000.00');
  expect((await book(customer, '48,200.00')).status).toBe(201);
  const res = await book(customer, '2,500.00');
  expect(res.status).toBe(201);
  return { customer, shipment: res.body.shipment as Shipment, message: res.body.message as string };
}

describe('the credit limit on a new booking', () => {
  it('books as before for a customer with no credit limit, however much they have open', async () => {
    const customer = await newCustomer();
    for (const price of ['60,000.00', '75,000.00']) {
      const res = await book(customer, price);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(SHIPMENT_MESSAGES.booked(res.body.shipment.number));
      expect(res.body.shipment.status).toBe('booked');
    }
    expect((await billingOf(customer)).openReceivables.totalCents).toBe(13_500_000);
  });

  it('books a load that keeps the customer within the limit, up to the limit itself', async () => {
    const customer = await newCustomer();
    await setLimit(customer, '5,000.00');
    for (const price of ['2,500.00', '2,500.00']) expect((await book(customer, price)).body.shipment.status).toBe('booked');
    expect(await billingOf(customer)).toMatchObject({ effectiveCreditLimitCents: 500_000, availableCents: 0, openReceivables: { uninvoicedCents: 500_000 } });
  });

  it('holds a booking that takes the open receivables past the limit: the customer reads a plain message, staff the figures', async () => {
    const { customer, shipment, message } = await heldBooking();
    expect(message).toBe(SHIPMENT_MESSAGES.heldForCustomer);
    expect(shipment.status).toBe('held');
    expect(shipment).not.toHaveProperty('creditHold');
    expect((await customer.agent.get(`/api/shipments/${shipment.id}`).expect(200)).body).not.toHaveProperty('creditHold');

    const seen = await staffView(shipment.id);
    expect(seen.creditHold).toEqual({ openCents: 4_820_000, loadCents: 250_000, limitCents: 5_000_000, heldAt: expect.any(String), decision: null });
    expect(creditHoldReason(seen.creditHold!)).toBe('Open receivables $48,200.00 + this load $2,500.00 exceed the credit limit $50,000.00.');

    // Only the quotes desk hears of it, with the reason; the Booked emails wait for the approval.
    expect(await mailKinds(shipment.id)).toEqual(['staff.booking-held']);
    const alert = await MailMessage.findOne({ 'source.id': shipment.id, kind: 'staff.booking-held' }).lean();
    expect(alert!.text).toContain('Open receivables $48,200.00 + this load $2,500.00 exceed the credit limit $50,000.00.');

    // A retry is the same booking, still held.
    const again = await customer.agent.post('/api/shipments').send({ quoteId: shipment.quoteId, ...DETAILS }).expect(200);
    expect(again.body).toMatchObject({ message: SHIPMENT_MESSAGES.heldForCustomer, shipment: { id: shipment.id, status: 'held' } });
  });

  it('keeps a held load off the load board and refuses anything else on it until it is decided', async () => {
    const { shipment } = await heldBooking();
    const loads = (await hauler.get('/api/carrier/loads?limit=100').expect(200)).body as BoardLoad[];
    expect(loads.map((load) => load.id)).not.toContain(shipment.id);
    expect((await hauler.post(`/api/carrier/loads/${shipment.id}/offers`).send({ amount: '2000', hours: 4 }).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.notOnBoard);
    expect((await hauler.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.notOnBoard);
    expect((await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'carrier-assigned' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.heldForStaff);
    expect((await admin.post(`/api/admin/shipments/${shipment.id}/cancel`).send({ reason: 'Changed plans' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.heldForStaff);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())!.boardKeys).toBeUndefined();
  });
});

describe("staff's credit review", () => {
  it('approves a held booking: booked, on the board, the Booked emails sent with the tracking link, the decision kept', async () => {
    const { customer, shipment } = await heldBooking();
    const res = await approve(shipment.id).expect(200);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.bookingApproved(shipment.number));
    expect(res.body.shipment).toMatchObject({ status: 'booked', creditHold: { openCents: 4_820_000, decision: { outcome: 'approved', at: expect.any(String), by: { name: expect.any(String) } } } });
    expect((await customer.agent.get(`/api/shipments/${shipment.id}`).expect(200)).body.status).toBe('booked');

    const loads = (await hauler.get('/api/carrier/loads?limit=100').expect(200)).body as BoardLoad[];
    expect(loads.map((load) => load.id)).toContain(shipment.id);
    expect(await mailKinds(shipment.id)).toEqual(['consignee.shipment-booked', 'customer.shipment-booked', 'staff.booking-held', 'staff.shipment-booked']);
    const booked = await MailMessage.findOne({ 'source.id': shipment.id, kind: 'customer.shipment-booked' }).lean();
    expect(booked!.text).toContain(shipment.tracking!.path!);
    expect(await AuditLog.findOne({ entity: 'shipment', entityId: shipment.id, action: 'approve-booking' }).lean()).toMatchObject({ before: { status: 'held', loadCents: 250_000 }, after: { status: 'booked' } });
  });

  it('refuses a held booking with a reason staff keep: the customer reads and is emailed a plain sentence', async () => {
    const { customer, shipment } = await heldBooking();
    const reason = 'Two invoices are 60 days past due';
    const res = await refuse(shipment.id, `  ${reason} `).expect(200);
    expect(res.body.message).toBe(SHIPMENT_MESSAGES.bookingRefused(shipment.number));
    expect(res.body.shipment).toMatchObject({ status: 'cancelled', creditHold: { decision: { outcome: 'refused', reason } } });

    const own = (await customer.agent.get(`/api/shipments/${shipment.id}`).expect(200)).body as Shipment;
    expect(own).toMatchObject({ status: 'cancelled', cancelReason: SHIPMENT_MESSAGES.refusedForCustomer });
    expect(own.events.at(-1)).toMatchObject({ kind: 'cancelled', note: SHIPMENT_MESSAGES.refusedForCustomer });
    expect(JSON.stringify(own)).not.toContain(reason);

    expect(await mailKinds(shipment.id)).toEqual(['customer.booking-refused', 'staff.booking-held']);
    const mail = await MailMessage.findOne({ 'source.id': shipment.id, kind: 'customer.booking-refused' }).lean();
    expect(mail!.text).toContain(SHIPMENT_MESSAGES.refusedForCustomer);
    expect(mail!.text).not.toContain(reason);
    expect(await AuditLog.findOne({ entity: 'shipment', entityId: shipment.id, action: 'refuse-booking' }).lean()).toMatchObject({ after: { status: 'cancelled', reason } });
  });

  it('decides a booking once: a decided or never held one is a 409, and a refusal without a reason changes nothing', async () => {
    const { shipment } = await heldBooking();
    expect((await refuse(shipment.id, 'no').expect(400)).body.errors).toEqual({ reason: SHIPMENT_MESSAGES.refusalReason });
    expect((await staffView(shipment.id)).status).toBe('held');

    const [first, second] = await Promise.all([approve(shipment.id), approve(shipment.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await refuse(shipment.id, 'Too late now').expect(409)).body.message).toBe(SHIPMENT_MESSAGES.notHeld);
    expect((await approve(shipment.id).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.notHeld);
    expect(await mailKinds(shipment.id)).toEqual(['consignee.shipment-booked', 'customer.shipment-booked', 'staff.booking-held', 'staff.shipment-booked']);
    await approve(999_999).expect(404);
  });

  it('lets only staff decide', async () => {
    const { customer, shipment } = await heldBooking();
    await customer.agent.post(`/api/admin/shipments/${shipment.id}/booking/approve`).send({}).expect(403);
    await customer.agent.post(`/api/admin/shipments/${shipment.id}/booking/refuse`).send({ reason: 'Not mine to say' }).expect(403);
    await t.agent().post(`/api/admin/shipments/${shipment.id}/booking/approve`).send({}).expect(401);
    expect((await staffView(shipment.id)).status).toBe('held');
  });
});

describe('open receivables', () => {
  it('count sent invoices at their balance, ready ones in full and confirmed shipments not invoiced yet; never paid or void invoices, cancelled shipments or held bookings', async () => {
    const customer = await newCustomer();
    await readyInvoice(admin, customer.agent, '1,000.00');
    const partly = await sentInvoice(admin, customer.agent, '2,000.00');
    await admin.post(`/api/admin/invoices/${partly.id}/payments`).send({ amount: '500.00', receivedOn: '2026-01-05', method: 'check', reference: 'CHK-1' }).expect(201);
    const paid = await sentInvoice(admin, customer.agent, '700.00');
    await admin.post(`/api/admin/invoices/${paid.id}/payments`).send({ amount: '700.00', receivedOn: '2026-01-05', method: 'check', reference: 'CHK-2' }).expect(201);
    const voided = await readyInvoice(admin, customer.agent, '900.00');
    await admin.post(`/api/admin/invoices/${voided.id}/void`).send({ reason: 'Billed twice' }).expect(200);
    expect((await book(customer, '300.00')).status).toBe(201);
    const cancelled = (await book(customer, '400.00')).body.shipment as Shipment;
    await admin.post(`/api/admin/shipments/${cancelled.id}/cancel`).send({ reason: 'Customer changed plans' }).expect(200);
    // Delivered, its proof of delivery not in yet: no invoice, so it counts at its price.
    await deliveredShipment(admin, customer.agent, '600.00');

    expect((await billingOf(customer)).openReceivables).toEqual({ invoicedCents: 150_000, readyCents: 100_000, uninvoicedCents: 90_000, totalCents: 340_000 });

    await setLimit(customer, '3,500.00');
    const held = (await book(customer, '200.00')).body.shipment as Shipment;
    expect(held.status).toBe('held');
    expect((await staffView(held.id)).creditHold).toMatchObject({ openCents: 340_000, loadCents: 20_000, limitCents: 350_000 });
    expect(await billingOf(customer)).toMatchObject({ openReceivables: { totalCents: 340_000 }, availableCents: 10_000 });
  });

  it('moves a delivered shipment from booked to invoiced once its proof of delivery is in', async () => {
    const customer = await newCustomer();
    const shipment = await deliveredShipment(admin, customer.agent, '1,250.00');
    expect((await billingOf(customer)).openReceivables).toMatchObject({ uninvoicedCents: 125_000, readyCents: 0 });
    await uploadPod(admin, shipment.id);
    expect((await invoiceOfShipment(admin, shipment.id))!.status).toBe('ready');
    expect((await billingOf(customer)).openReceivables).toMatchObject({ uninvoicedCents: 0, readyCents: 125_000, totalCents: 125_000 });
  });
});
