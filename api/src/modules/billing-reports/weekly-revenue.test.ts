import { easternDate, easternInstant } from '@freight/domain';
import { type LoadMarginView, MAX_MARGIN_LOADS, plusDays, REPORT_MESSAGES, reportWeeks, type WeeklyMargin, type WeeklyRevenueView } from '@freight/domain/billing';
import { Invoice, Payable, Shipment } from '../../store/testing';
import { deliveredShipment, readyInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';

const t = useTestApp();
const WEEKLY = '/api/admin/billing-reports/weekly-revenue';
const MARGINS = '/api/admin/billing-reports/margins';
const HOUR = 60 * 60_000;

let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const { user, password } = await t.createUser({ companyName: 'Weekly Goods Co' });
  customer = t.agent();
  await t.signIn(customer, user.username, password);
});

/** The carrier's signed award at `rate`, written as the board's signature would leave it. */
const signedAward = (rate: string, signed = true) => ({
  offerId: 1,
  carrierId: 9001,
  carrierName: 'Blue Ridge Haulers',
  dotNumber: '3100001',
  rate,
  awardedAt: new Date(),
  signBy: new Date(Date.now() + HOUR),
  signedAt: signed ? new Date() : null,
  signature: signed ? { name: 'Dana Driver', at: new Date(), ip: '127.0.0.1' } : null,
});

const award = (id: number, rate: string, signed = true) => Shipment.updateOne({ id }, { $set: { award: signedAward(rate, signed), carrierId: 9001 } });
const deliveredAt = (id: number, at: Date) => Shipment.updateOne({ id }, { $set: { deliveredAt: at } });
/** Noon on the Tuesday of the week that starts on `monday`, Eastern. */
const tuesdayNoon = (monday: string) => easternInstant(plusDays(monday, 1), 12 * 60);

describe('revenue and margin per week, and each load’s margin', () => {
  const mondays = reportWeeks(easternDate());
  const loads = {} as Record<'thisWeek' | 'invoiced' | 'beforeWindow' | 'noCarrier' | 'voided' | 'inTransit', number>;

  beforeAll(async () => {
    // Delivered this week at $1,250.00, the carrier signed for $1,000.00: accepted price and signed rate.
    loads.thisWeek = (await deliveredShipment(admin, customer, '1,250.00')).id;
    await award(loads.thisWeek, '1000.00');
    // Delivered this week, no carrier yet: revenue without a margin.
    loads.noCarrier = (await deliveredShipment(admin, customer, '800.00')).id;
    // Delivered three weeks before this one and invoiced with $150.00 of detention; its payable is $1,500.00 plus $100.00 of lumper.
    const invoice = await readyInvoice(admin, customer, '2,000.00');
    loads.invoiced = invoice.shipmentId;
    await Invoice.updateOne({ id: invoice.id }, { $push: { lines: { kind: 'detention', description: 'Detention, 2 hours', amountCents: 15_000 } } });
    await award(loads.invoiced, '1500.00');
    await deliveredAt(loads.invoiced, tuesdayNoon(mondays[8]));
    await Payable.create({
      id: 1,
      shipmentId: loads.invoiced,
      shipmentNumber: invoice.shipmentNumber,
      carrierId: 9001,
      carrierName: 'Blue Ridge Haulers',
      rateConfirmationCents: 150_000,
      accessorials: [{ kind: 'lumper', description: 'Lumper receipt 4471', amountCents: 10_000, approvedAt: new Date(), approvedBy: { userId: 1, name: 'Staff' } }],
      terms: { kind: 'net', days: 30 },
    });
    // Delivered the day before the first week: left out.
    loads.beforeWindow = (await deliveredShipment(admin, customer, '900.00')).id;
    await award(loads.beforeWindow, '700.00');
    await deliveredAt(loads.beforeWindow, easternInstant(plusDays(mondays[0], -1), 12 * 60));
    // Invoiced, then the invoice voided: the accepted price again; the award not signed yet: no cost.
    const voided = await readyInvoice(admin, customer, '600.00');
    loads.voided = voided.shipmentId;
    await admin.post(`/api/admin/invoices/${voided.id}/void`).send({ reason: 'Billed to the wrong account' }).expect(200);
    await award(loads.voided, '500.00', false);
    await deliveredAt(loads.voided, tuesdayNoon(mondays[10]));
    // Not delivered at all.
    const booked = (await deliveredShipment(admin, customer, '700.00')).id;
    await Shipment.updateOne({ id: booked }, { $set: { deliveredAt: null, status: 'in-transit' } });
    loads.inTransit = booked;
  }, 60_000);

  it('adds each delivered load to its delivery week, Eastern, for the last 12 weeks', async () => {
    const { body } = (await admin.get(WEEKLY).expect(200)) as { body: WeeklyRevenueView };
    expect(body).toMatchObject({ asOf: easternDate(), basis: 'delivery-week' });
    expect(body.weeks.map((week) => week.weekOf)).toEqual(mondays);
    const empty = (weekOf: string): WeeklyMargin => ({ weekOf, loads: 0, revenueCents: 0, loadsWithMargin: 0, costCents: 0, marginCents: 0, marginPercent: null });
    const expected = mondays.map(empty);
    expected[11] = { weekOf: mondays[11], loads: 2, revenueCents: 205_000, loadsWithMargin: 1, costCents: 100_000, marginCents: 25_000, marginPercent: 20 };
    // Revenue: the invoice's $2,150.00; cost: the payable's $1,600.00.
    expected[8] = { weekOf: mondays[8], loads: 1, revenueCents: 215_000, loadsWithMargin: 1, costCents: 160_000, marginCents: 55_000, marginPercent: 25.6 };
    expected[10] = { weekOf: mondays[10], loads: 1, revenueCents: 60_000, loadsWithMargin: 0, costCents: 0, marginCents: 0, marginPercent: null };
    expect(body.weeks).toEqual(expected);
  });

  it('gives staff the margin of the loads they name, in that order, with where each figure comes from', async () => {
    const ids = [loads.invoiced, loads.thisWeek, loads.noCarrier, loads.voided, 999_999];
    const { body } = (await admin.get(MARGINS).query({ shipmentIds: ids.join(',') }).expect(200)) as { body: { items: LoadMarginView[] } };
    expect(body.items).toEqual([
      { shipmentId: loads.invoiced, revenueCents: 215_000, revenueSource: 'invoice', costCents: 160_000, costSource: 'payable', marginCents: 55_000, marginPercent: 25.6 },
      { shipmentId: loads.thisWeek, revenueCents: 125_000, revenueSource: 'accepted-price', costCents: 100_000, costSource: 'signed-rate', marginCents: 25_000, marginPercent: 20 },
      { shipmentId: loads.noCarrier, revenueCents: 80_000, revenueSource: 'accepted-price', costCents: null, costSource: null, marginCents: null, marginPercent: null },
      { shipmentId: loads.voided, revenueCents: 60_000, revenueSource: 'accepted-price', costCents: null, costSource: null, marginCents: null, marginPercent: null },
    ]);
  });

  it.each([
    ['no list', {}],
    ['a word', { shipmentIds: 'abc' }],
    ['a zero', { shipmentIds: '0,4' }],
    ['an empty part', { shipmentIds: '4,,5' }],
    ['too many', { shipmentIds: Array.from({ length: MAX_MARGIN_LOADS + 1 }, (_, i) => i + 1).join(',') }],
  ])('refuses %s of shipment ids with 400', async (_name, query) => {
    await admin.get(MARGINS).query(query).expect(400, { message: REPORT_MESSAGES.shipmentIds, errors: { shipmentIds: REPORT_MESSAGES.shipmentIds } });
  });

  it('is refused to visitors (401), customers and carriers (403): they never see a cost or a margin', async () => {
    const carrier = await t.createUser({ accountType: 'carrier', carrierStatus: 'verified' } as never);
    const carrierAgent = t.agent();
    await t.signIn(carrierAgent, carrier.user.username, carrier.password);
    for (const path of [WEEKLY, `${MARGINS}?shipmentIds=${loads.thisWeek}`]) {
      await t.agent().get(path).expect(401);
      await customer.get(path).expect(403);
      await carrierAgent.get(path).expect(403);
    }
  });
});
