import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addDays, type AssignedLoad, type BoardLoad, type CarrierOffer, deadheadMiles, easternDate, formatCalendarDate, HOME_ZIP_MESSAGES, LANE_MESSAGES, LOAD_BOARD_MESSAGES, PRICE_MESSAGES, RATE_OPTION_TEXTS, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS, type Shipment, type ShipmentRateOptions, type StaffOffer } from '@freight/domain';
import { zipCentroid } from '@freight/domain/zip-centroids';
import { backgroundWritesSettled } from '../../core/background-writes';
import { CarrierOfferModel, MailMessage, Shipment as ShipmentModel, shipmentListFields, User } from '../../store/testing';
import { type Agent, useTestApp } from '../../test/harness';
import { lapseAwards } from './load-board.service';

const run = promisify(execFile);
const t = useTestApp();

let admin: Agent;
let customer: Agent;
let n = 0;

const party = (name: string, city: string, state: string, zip: string) => ({
  name,
  address: { street: '1 Dock Rd', city, state, zip },
  contactName: 'Pat Lee',
  phone: '(973) 555-0100',
  email: 'dock@example.com',
});

const details = (pickupDate = '2026-12-01') => ({
  pickupWindow: { date: pickupDate, from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-09', from: '09:00', to: '17:00' },
  shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
  consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
  commodity: 'Machine parts on pallets',
  pieces: 4,
  weight: 2500,
});

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
});

/** A customer's booked shipment (priced $1,850.00), with other shipping details where given. */
/** A calculator estimate whose service (Less Than Truckload) no carrier rate of these tests has. */
const LTL_ESTIMATE = { originZip: '07105', destinationZip: '02110', weight: '2400', serviceType: 'ltl', cargoType: 'general' };

async function bookedShipment(pickupDate?: string, otherDetails: object = {}, quote: object = {}): Promise<Shipment> {
  const id = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', ...quote }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1850' }).expect(200);
  await customer.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  return (await customer.post('/api/shipments').send({ quoteId: id, ...details(pickupDate), ...otherDetails }).expect(201)).body.shipment as Shipment;
}

interface Carrier {
  agent: Agent;
  id: number;
  email: string;
}

async function carrier(status: 'pending' | 'verified' | 'suspended' = 'verified', reason?: string): Promise<Carrier> {
  n += 1;
  const history = [{ status: 'pending' as const, by: 'registration', at: new Date() }, ...(status === 'pending' ? [] : [{ status, by: 'staff', at: new Date(), ...(reason ? { reason } : {}) }])];
  const { user, password } = await t.createUser({
    accountType: 'carrier',
    companyName: `Haulers ${n} LLC`,
    carrierStatus: status,
    carrierStatusHistory: history,
    carrierInfo: { dotNumber: String(7100000 + n), mcNumber: `MC-${700000 + n}`, equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
  } as never);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, id: user.id, email: user.email };
}

const board = (agent: Agent, query = '') => agent.get(`/api/carrier/loads${query}`);
const offer = (c: Carrier, id: number, body: object) => c.agent.post(`/api/carrier/loads/${id}/offers`).send(body);
const pdfOf = (agent: Agent, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the load board', () => {
  it('shows a verified carrier the open loads by lane, windows, equipment, weight and posted rate, never the customer', async () => {
    const shipment = await bookedShipment('2026-12-07');
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: '$1,400' }).expect(200);
    const c = await carrier();
    const res = await board(c.agent).expect(200);
    const load = (res.body as BoardLoad[]).find((l) => l.id === shipment.id)!;
    expect(load).toEqual({
      id: shipment.id,
      number: shipment.number,
      origin: { city: 'Newark', state: 'NJ' },
      destination: { city: 'Boston', state: 'MA' },
      pickupWindow: { date: '2026-12-07', from: '08:00', to: '12:00' },
      deliveryWindow: { date: '2026-12-09', from: '09:00', to: '17:00' },
      equipment: shipment.equipment,
      trailerType: 'Dry Van',
      weight: 2500,
      postedRate: '1400.00',
      // Newark 07105 to Boston 02110: $1,400 over 235 estimated road miles.
      miles: 235,
      ratePerMile: '5.96',
      deadheadMiles: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['Grace', 'Hopper', 'Cobol', '1850', '1,850', 'Acme Plant', 'Harbor Store', '1 Dock Rd', '07105', 'Pat Lee', '555-0100', 'dock@example.com']) expect(text).not.toContain(secret);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('filters by trailer type and region, soonest pickup first, and pages', async () => {
    const early = await bookedShipment('2026-12-02');
    const late = await bookedShipment('2026-12-04');
    // A flatbed load (the quote named no equipment type), written as the store writes it: its board keys follow.
    const flatbed = { ...(await ShipmentModel.findOne({ id: late.id }).lean())!, equipment: 'Flatbed', trailerType: undefined };
    await ShipmentModel.updateOne({ id: late.id }, { $set: { equipment: 'Flatbed', ...shipmentListFields(flatbed) } });
    const c = await carrier();
    const northeast = (await board(c.agent, '?region=Northeast&limit=500').expect(200)).body as BoardLoad[];
    const ids = northeast.map((l) => l.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).toContain(early.id);
    expect((await board(c.agent, '?region=Southwest').expect(200)).body).toEqual([]);
    const flatbeds = ((await board(c.agent, '?trailerType=Flatbed&region=Northeast&limit=500').expect(200)).body as BoardLoad[]).map((l) => l.id);
    expect(flatbeds).toEqual([late.id]);
    expect((await board(c.agent, '?trailerType=Lowboy').expect(200)).body).toEqual([]);
    // The equipment names of the old filter are not trailer types.
    expect((await board(c.agent, '?trailerType=Refrigerated%20Trailer').expect(400)).body.message).toBe(LOAD_BOARD_MESSAGES.trailerTypeInvalid);
    const page = await board(c.agent, '?region=Northeast&limit=1&offset=1').expect(200);
    expect(page.body).toHaveLength(1);
    expect((await board(c.agent, '?region=Atlantis').expect(400)).body.message).toBeDefined();
  });

  it('refuses a pending carrier (awaiting verification), a suspended one (the reason), other accounts (403) and visitors (401)', async () => {
    const pending = await carrier('pending');
    expect((await board(pending.agent).expect(403)).body.message).toBe(LOAD_BOARD_MESSAGES.pending);
    const suspended = await carrier('suspended', 'Certificate of insurance expired');
    expect((await board(suspended.agent).expect(403)).body.message).toBe(LOAD_BOARD_MESSAGES.suspended('Certificate of insurance expired'));
    expect((await board(customer).expect(403)).body.message).toBe(LOAD_BOARD_MESSAGES.notCarrier);
    expect((await board(admin).expect(403)).body.message).toBe(LOAD_BOARD_MESSAGES.notCarrier);
    await board(t.agent()).expect(401);
    const shipment = await bookedShipment();
    await offer(pending, shipment.id, { amount: '1000', hours: 4 }).expect(403);
    await suspended.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(403);
  });
});

describe('offers', () => {
  it('takes an amount in dollars and cents, a note and hours; refuses bad input changing nothing', async () => {
    const shipment = await bookedShipment();
    const c = await carrier();
    const before = await CarrierOfferModel.countDocuments({ carrierId: c.id });
    expect((await offer(c, shipment.id, { amount: '-5', hours: 4 }).expect(400)).body.errors.amount).toBe(PRICE_MESSAGES.notPositive);
    expect((await offer(c, shipment.id, { amount: '1000', hours: 100 }).expect(400)).body.errors.hours).toBe(LOAD_BOARD_MESSAGES.hoursInvalid);
    expect((await offer(c, shipment.id, { amount: '1.234', hours: 4 }).expect(400)).body.errors.amount).toBe(PRICE_MESSAGES.invalid);
    await offer(c, 999999, { amount: '1000', hours: 4 }).expect(404);
    expect(await CarrierOfferModel.countDocuments({ carrierId: c.id })).toBe(before);
    const made = await offer(c, shipment.id, { amount: '$1,250.5', note: ' Team drivers ', hours: 6 }).expect(201);
    expect(made.body.offer).toMatchObject({ shipmentId: shipment.id, amount: '1250.50', note: 'Team drivers', hours: 6, status: 'pending', kind: 'offer' });
  });

  it('takes hours only as a whole number from 1 to 72: true, [24], "0x18", "2e1" or "24" get 400 and store nothing', async () => {
    const shipment = await bookedShipment();
    const c = await carrier();
    for (const hours of [true, [24], '0x18', '2e1', '24', 24.5, 0, null]) {
      const res = await offer(c, shipment.id, { amount: '1000', hours }).expect(400);
      expect({ hours, error: res.body.errors?.hours }).toEqual({ hours, error: LOAD_BOARD_MESSAGES.hoursInvalid });
    }
    expect((await offer(c, shipment.id, { amount: '1000' }).expect(400)).body.errors.hours).toBe(LOAD_BOARD_MESSAGES.hoursInvalid);
    expect(await CarrierOfferModel.countDocuments({ carrierId: c.id })).toBe(0);
  });

  it('lists a carrier its own offers only; it can withdraw its pending one, never another carrier’s', async () => {
    const shipment = await bookedShipment();
    const mine = await carrier();
    const theirs = await carrier();
    const id = (await offer(mine, shipment.id, { amount: '1100', hours: 4 }).expect(201)).body.offer.id as number;
    await offer(theirs, shipment.id, { amount: '1000', hours: 4 }).expect(201);
    const list = (await mine.agent.get('/api/carrier/offers').expect(200)).body as CarrierOffer[];
    expect(list.map((o) => o.carrierId)).toEqual([mine.id]);
    await theirs.agent.post(`/api/carrier/offers/${id}/withdraw`).send({}).expect(404);
    expect((await mine.agent.post(`/api/carrier/offers/${id}/withdraw`).send({}).expect(200)).body.offer.status).toBe('withdrawn');
    expect((await mine.agent.post(`/api/carrier/offers/${id}/withdraw`).send({}).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.notPending);
  });

  it('shows staff each offer with the carrier’s status, insurance and the margin against the customer’s price', async () => {
    const shipment = await bookedShipment();
    const c = await carrier();
    await offer(c, shipment.id, { amount: '1400', hours: 4 }).expect(201);
    const res = await admin.get(`/api/admin/shipments/${shipment.id}/offers`).expect(200);
    const staff = (res.body.offers as StaffOffer[])[0];
    expect(staff).toMatchObject({ carrierId: c.id, carrierStatus: 'verified', dotNumber: expect.any(String), mcNumber: expect.stringMatching(/^MC-/), insurance: 'Liability $1M, cargo $100K', margin: { dollars: '$450.00', percent: '24.3%' } });
    await c.agent.get(`/api/admin/shipments/${shipment.id}/offers`).expect(403);
    expect((await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: 'abc' }).expect(400)).body.message).toBe(PRICE_MESSAGES.invalid);
  });
});

describe('rates for a load', () => {
  const rate = (fields: object) => admin.post('/api/admin/carrier-rates').send({ baseRate: '0', perMileRate: '0', perPoundRate: '0', minimumCharge: '0', ...fields }).expect(201);
  const options = (id: number, query = '') => admin.get(`/api/admin/shipments/${id}/rate-options${query}`);

  /** Philadelphia 19148 to Trenton 08611 (36 estimated road miles), 38,000 lbs on a flatbed, or to `toZip`. */
  async function flatbedLoad(toZip = '08611') {
    const shipment = await bookedShipment(undefined, { shipper: party('Penn Yard', 'Philadelphia', 'PA', '19148'), consignee: party('Job Site', 'Trenton', 'NJ', toZip), weight: 38000 });
    // The equipment comes from the accepted quote; this customer quote named none.
    const stored = { ...(await ShipmentModel.findOne({ id: shipment.id }).lean())!, equipment: 'Flatbed', trailerType: undefined };
    await ShipmentModel.updateOne({ id: shipment.id }, { $set: { equipment: 'Flatbed', ...shipmentListFields(stored) } });
    return shipment;
  }

  beforeAll(async () => {
    await rate({ carrierName: 'Empire Flatbed Co.', serviceType: 'Flatbed', baseRate: '240.00', perMileRate: '3.10', perPoundRate: '0.025', minimumCharge: '600.00' });
    // The same service whatever the case and spacing; its minimum is above its line haul.
    await rate({ carrierName: 'Short Haul Flats', serviceType: ' flatbed ', baseRate: '50', perMileRate: '1.00', perPoundRate: '0.001', minimumCharge: '700' });
    await rate({ carrierName: 'Dormant Flatbeds', serviceType: 'Flatbed', baseRate: '1', isActive: false });
    await rate({ carrierName: 'Garden State Reefer Lines', serviceType: 'Refrigerated', baseRate: '225.00', perMileRate: '2.95', perPoundRate: '0.030', minimumCharge: '550.00' });
  });

  it('prices each active rate of the load’s equipment on the estimated road miles and its weight, cheapest first, with the margin', async () => {
    const shipment = await flatbedLoad();
    const answer = (await options(shipment.id).expect(200)).body as ShipmentRateOptions;
    expect(answer).toMatchObject({ equipment: 'Flatbed', service: 'Flatbed', weightLbs: 38000, price: '$1,850.00', laneMiles: 36, miles: 36, milesEntered: false, unavailable: null });
    expect(answer.options.map((o) => o.carrierName)).toEqual(['Short Haul Flats', 'Empire Flatbed Co.']);
    expect(answer.options[0]).toMatchObject({ serviceType: 'flatbed', base: 50, mileage: 36, weightCharge: 38, linehaul: 124, minimumCharge: 700, minimumApplied: true, carrierCharge: 700, rate: '700.00', margin: { cents: 115000, dollars: '$1,150.00', percent: '62.2%' } });
    // 240 + 3.10 × 36 + 0.025 × 38,000 = 240 + 111.60 + 950 = 1,301.60; 1,850 − 1,301.60 = 548.40 (29.6%).
    expect(answer.options[1]).toMatchObject({ serviceType: 'Flatbed', base: 240, mileage: 111.6, weightCharge: 950, linehaul: 1301.6, minimumApplied: false, carrierCharge: 1301.6, rate: '1301.60', margin: { cents: 54840, dollars: '$548.40', percent: '29.6%' } });

    // Posting one: the board shows it and Book now pays it.
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: answer.options[1].rate }).expect(200);
    const c = await carrier();
    expect(((await board(c.agent, '?limit=500').expect(200)).body as BoardLoad[]).find((l) => l.id === shipment.id)?.postedRate).toBe('1301.60');
    await c.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
    expect(((await ShipmentModel.findOne({ id: shipment.id }).lean())?.award as { rateCents?: number } | undefined)?.rateCents).toBe(130160);
  });

  it('prices the rates on the miles staff enter instead, and refuses miles that are not a number from 0 to 6,000 with 400 on the field', async () => {
    const shipment = await flatbedLoad();
    const answer = (await options(shipment.id, '?miles=1,000').expect(200)).body as ShipmentRateOptions;
    expect(answer).toMatchObject({ laneMiles: 36, miles: 1000, milesEntered: true, unavailable: null });
    // 240 + 3,100 + 950 = 4,290: more than the customer pays, a loss.
    expect(answer.options.map((o) => [o.carrierName, o.rate, o.margin?.dollars])).toEqual([
      ['Short Haul Flats', '1088.00', '$762.00'],
      ['Empire Flatbed Co.', '4290.00', '-$2,440.00'],
    ]);
    for (const miles of ['0', '-5', 'abc', '6001', '']) {
      const res = await options(shipment.id, `?miles=${encodeURIComponent(miles)}`).expect(400);
      expect(res.body).toMatchObject({ message: RATE_OPTION_TEXTS.milesInvalid, errors: { miles: RATE_OPTION_TEXTS.milesInvalid } });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    }
    await options(shipment.id, '?miles=1&miles=2').expect(400);
    await options(999999).expect(404);
  });

  it('has no miles when a ZIP code is unknown: says so, and prices the rates once staff enter them', async () => {
    const shipment = await flatbedLoad('99999');
    const unknown = (await options(shipment.id).expect(200)).body as ShipmentRateOptions;
    expect(unknown).toMatchObject({ laneMiles: null, miles: null, milesEntered: false, options: [], unavailable: RATE_OPTION_TEXTS.milesUnknown(LANE_MESSAGES.unknownZip('99999')) });
    const entered = (await options(shipment.id, '?miles=36').expect(200)).body as ShipmentRateOptions;
    expect(entered).toMatchObject({ laneMiles: null, miles: 36, milesEntered: true, unavailable: null });
    expect(entered.options.map((o) => o.rate)).toEqual(['700.00', '1301.60']);
  });

  it('matches a calculator quote’s load to the rates of the calculator’s service, as the quote’s price suggestion does', async () => {
    await rate({ carrierName: 'Brennan Trucking LLC', serviceType: 'Full Truckload', baseRate: '185.00', perMileRate: '2.45', perPoundRate: '0.020', minimumCharge: '450.00' });
    const estimate = { originZip: '19148', destinationZip: '08611', weight: '38000', serviceType: 'ftl', cargoType: 'general' };
    const id = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate }).expect(201)).body.id as number;
    await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1850' }).expect(200);
    await customer.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
    const places = { shipper: party('Penn Yard', 'Philadelphia', 'PA', '19148'), consignee: party('Job Site', 'Trenton', 'NJ', '08611'), weight: 38000 };
    const shipment = (await customer.post('/api/shipments').send({ quoteId: id, ...details(), ...places }).expect(201)).body.shipment as Shipment;
    expect(shipment.equipment).toBe('Full Truckload / General Freight');
    const answer = (await options(shipment.id).expect(200)).body as ShipmentRateOptions;
    // 185 + 2.45 × 36 + 0.020 × 38,000 = 185 + 88.20 + 760 = 1,033.20.
    expect(answer).toMatchObject({ service: 'Full Truckload', miles: 36, unavailable: null });
    expect(answer.options.map((o) => [o.carrierName, o.rate, o.margin?.dollars])).toEqual([['Brennan Trucking LLC', '1033.20', '$816.80']]);
  });

  it('says when no active rate has the load’s equipment', async () => {
    const shipment = await bookedShipment(undefined, {}, { estimate: LTL_ESTIMATE });
    const answer = (await options(shipment.id).expect(200)).body as ShipmentRateOptions;
    expect(answer).toMatchObject({ service: 'Less Than Truckload', laneMiles: 235, options: [], unavailable: RATE_OPTION_TEXTS.noRates('Less Than Truckload') });
  });

  it('answers staff only: 401 for a visitor, 403 for a customer and for a carrier', async () => {
    const shipment = await bookedShipment();
    await t.agent().get(`/api/admin/shipments/${shipment.id}/rate-options`).expect(401);
    await customer.get(`/api/admin/shipments/${shipment.id}/rate-options`).expect(403);
    await (await carrier()).agent.get(`/api/admin/shipments/${shipment.id}/rate-options?miles=10`).expect(403);
  });
});

describe('Book now', () => {
  it('lets exactly one of two carriers booking at once have the load; the other gets 409', async () => {
    const shipment = await bookedShipment();
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: '1300' }).expect(200);
    const [a, b] = [await carrier(), await carrier()];
    const results = await Promise.all([a, b].map((c) => c.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({})));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect([LOAD_BOARD_MESSAGES.alreadyTaken, LOAD_BOARD_MESSAGES.underAward]).toContain(loser.body.message);
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect((stored?.award as { rateCents?: number } | undefined)?.rateCents).toBe(130000);
    expect(((await board(a.agent, '?limit=500').expect(200)).body as BoardLoad[]).map((l) => l.id)).not.toContain(shipment.id);
  });

  it('can be taken back by staff before it is signed: the carrier is told why, its booking is declined and the load is back on the board', async () => {
    const shipment = await bookedShipment();
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: '1300' }).expect(200);
    const [first, second] = [await carrier(), await carrier()];
    const booked = await first.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
    const withdraw = (body: object) => admin.post(`/api/admin/shipments/${shipment.id}/award/withdraw`).send(body);
    expect((await withdraw({ reason: ' ' }).expect(400)).body.message).toBe(LOAD_BOARD_MESSAGES.withdrawReasonRequired);
    await first.agent.post(`/api/admin/shipments/${shipment.id}/award/withdraw`).send({ reason: 'x' }).expect(403);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())?.award?.carrierId).toBe(first.id);
    expect((await withdraw({ reason: 'The shipper moved the pickup to Monday' }).expect(200)).body.message).toBe(LOAD_BOARD_MESSAGES.awardWithdrawn);
    expect((await withdraw({ reason: 'again' }).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.nothingToWithdraw);
    await first.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(404);
    expect((await CarrierOfferModel.findOne({ id: booked.body.offer.id as number }).lean())?.status).toBe('declined');
    await backgroundWritesSettled();
    const told = await MailMessage.find({ kind: 'carrier.award-withdrawn', to: first.email }).lean();
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('The shipper moved the pickup to Monday');
    // Back on the board, for the next round: another carrier books it and signs; a signed award stays.
    expect(((await board(second.agent, '?limit=500').expect(200)).body as BoardLoad[]).map((l) => l.id)).toContain(shipment.id);
    await second.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
    await second.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Sam Second' }).expect(200);
    expect((await withdraw({ reason: 'late' }).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.withdrawSigned);
  });

  it('needs a posted rate', async () => {
    // No active rate prices an LTL load here, so it is booked without a posted rate.
    const shipment = await bookedShipment(undefined, {}, { estimate: LTL_ESTIMATE });
    const c = await carrier();
    expect((await c.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.noPostedRate);
  });
});

describe('awarding and signing', () => {
  it('awards an offer, the carrier signs the rate confirmation, the shipment is Carrier assigned and the other offers are declined with an email', async () => {
    const shipment = await bookedShipment();
    const [winner, other] = [await carrier(), await carrier()];
    const offerId = (await offer(winner, shipment.id, { amount: '1400', hours: 4 }).expect(201)).body.offer.id as number;
    const otherId = (await offer(other, shipment.id, { amount: '1500', hours: 4 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({ signHours: 0 }).expect(400);
    await admin.post(`/api/admin/offers/${offerId}/award`).send({ signHours: 3 }).expect(200);
    await admin.post(`/api/admin/offers/${otherId}/award`).send({}).expect(409);
    // Off the board; another carrier cannot see the load or its confirmation.
    expect(((await board(other.agent, '?limit=500').expect(200)).body as BoardLoad[]).map((l) => l.id)).not.toContain(shipment.id);
    await other.agent.get(`/api/carrier/assigned/${shipment.id}/rate-confirmation`).expect(404);
    await other.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Someone Else' }).expect(404);
    expect(((await other.agent.get('/api/carrier/assigned').expect(200)).body as unknown[]).length).toBe(0);
    const assigned = (await winner.agent.get('/api/carrier/assigned').expect(200)).body as { id: number; award: { rate: string; signedAt: string | null } }[];
    expect(assigned.map((l) => [l.id, l.award.rate, l.award.signedAt])).toEqual([[shipment.id, '1400.00', null]]);

    // The rate confirmation, read back.
    const pdf = await pdfOf(winner.agent, `/api/carrier/assigned/${shipment.id}/rate-confirmation`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(tmpdir(), 'ratecon-'));
    try {
      await writeFile(path.join(dir, 'r.pdf'), pdf.body as Buffer);
      const words = (await run('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'])).stdout.replace(/\s+/g, ' ');
      for (const expected of ['Carrier Rate Confirmation', 'Harborline Freight & Logistics', shipment.number, 'Newark, NJ to Boston, MA', 'December 1, 2026, 08:00–12:00 Eastern', '$1,400.00', 'USDOT', 'MC-', 'Terms', 'Not signed yet']) {
        expect(words).toContain(expected);
      }
      expect(words).not.toContain('1,850');
      expect(words).not.toContain('Acme Plant');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await pdfOf(admin, `/api/admin/shipments/${shipment.id}/rate-confirmation`).expect(200);

    expect((await winner.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: ' ' }).expect(400)).body.errors.signature).toBe(LOAD_BOARD_MESSAGES.signatureRequired);
    const signed = await winner.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(200);
    expect(signed.body.load.award.signature).toMatchObject({ name: 'Casey Driver', at: expect.any(String), ip: expect.any(String) });
    await winner.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(409);

    // The customer sees Carrier assigned on the timeline, never the carrier's rate.
    const seen = (await customer.get(`/api/shipments/${shipment.id}`).expect(200)).body as Shipment;
    expect(seen.status).toBe('carrier-assigned');
    expect(seen.events.map((e) => e.kind)).toEqual(['booked', 'carrier-assigned']);
    expect(JSON.stringify(seen)).not.toContain('1400');

    await backgroundWritesSettled();
    expect((await CarrierOfferModel.findOne({ id: otherId }).lean())?.status).toBe('declined');
    expect((await CarrierOfferModel.findOne({ id: offerId }).lean())?.status).toBe('accepted');
    const declined = await MailMessage.find({ kind: 'carrier.offer-declined', to: other.email }).lean();
    expect(declined.map((m) => m.subject)).toEqual([`Declined: your offer on load ${shipment.number}`]);
    const awarded = await MailMessage.find({ kind: 'carrier.load-awarded', to: winner.email }).lean();
    expect(awarded).toHaveLength(1);
    expect(awarded[0].text).toContain('$1,400.00');
  });

  it('reminds the carrier once to sign, then lets an unsigned award lapse at its deadline (injected clock): the load is back on the board and the carrier is told', async () => {
    const shipment = await bookedShipment();
    const c = await carrier();
    const offerId = (await offer(c, shipment.id, { amount: '1200', hours: 10 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(200);
    const signBy = (await ShipmentModel.findOne({ id: shipment.id }).lean())!.award!.signBy.getTime();
    expect(signBy - Date.now()).toBeGreaterThan(115 * 60_000);
    expect(signBy - Date.now()).toBeLessThanOrEqual(120 * 60_000);
    // Before the reminder's time nothing happens; from it, one reminder, however often the job runs.
    await lapseAwards(new Date(signBy - 31 * 60_000));
    await backgroundWritesSettled();
    expect(await MailMessage.countDocuments({ kind: 'carrier.sign-reminder', to: c.email })).toBe(0);
    await Promise.all([lapseAwards(new Date(signBy - 29 * 60_000)), lapseAwards(new Date(signBy - 29 * 60_000))]);
    await lapseAwards(new Date(signBy - 1000));
    await backgroundWritesSettled();
    const reminders = await MailMessage.find({ kind: 'carrier.sign-reminder', to: c.email }).lean();
    expect(reminders.map((m) => m.subject)).toEqual([expect.stringContaining(`Reminder: sign for load ${shipment.number}`)]);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())?.award?.carrierId).toBe(c.id);
    expect(await lapseAwards(new Date(signBy + 1000))).toBeGreaterThanOrEqual(1);
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect(stored?.award).toBeNull();
    expect(stored?.status).toBe('booked');
    expect(((await board(c.agent, '?limit=500').expect(200)).body as BoardLoad[]).map((l) => l.id)).toContain(shipment.id);
    expect((await CarrierOfferModel.findOne({ id: offerId }).lean())?.status).toBe('expired');
    await backgroundWritesSettled();
    expect(await MailMessage.countDocuments({ kind: 'carrier.award-lapsed', to: c.email })).toBe(1);
    // A new round: the load can be booked again.
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: '1250' }).expect(200);
    await c.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
  });
});

describe('a certificate of insurance that lapsed before the expiry job ran', () => {
  const yesterday = () => addDays(easternDate(), -1);

  /** Gives `c` a COI whose policies expire on these dates, as stored before the expiry job's next run. */
  async function coiExpiring(c: Carrier, liabilityExpiresOn: string, cargoExpiresOn: string): Promise<void> {
    const coi = { id: `coi-${c.id}`, type: 'coi', fileId: 'f', name: 'coi.pdf', contentType: 'application/pdf', size: 10, uploadedAt: new Date('2026-01-05T15:00:00Z'), review: 'accepted' };
    const expiresOn = liabilityExpiresOn < cargoExpiresOn ? liabilityExpiresOn : cargoExpiresOn;
    await User.updateOne({ id: c.id }, { $set: { carrierDocuments: [{ ...coi, liabilityExpiresOn, cargoExpiresOn, expiresOn }] }, $inc: { __v: 1 } });
  }

  /** A verified carrier whose COI's first policy expired yesterday: the 5-minute job has not suspended it yet. */
  async function lapsedCarrier(liabilityExpiresOn: string, cargoExpiresOn: string): Promise<Carrier> {
    const c = await carrier();
    await coiExpiring(c, liabilityExpiresOn, cargoExpiresOn);
    return c;
  }

  it('refuses Book now with 409 naming the expired policy, and leaves the load on the board', async () => {
    const shipment = await bookedShipment();
    await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate: '1300' }).expect(200);
    const lapsed = await lapsedCarrier(yesterday(), addDays(easternDate(), 90));
    const res = await lapsed.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(409);
    expect(res.body.message).toBe(LOAD_BOARD_MESSAGES.coiExpired({ policies: ['liability'], expiresOn: yesterday() }));
    expect(res.body.message).toBe(`The auto liability policy on your certificate of insurance expired on ${formatCalendarDate(yesterday())}. Upload your renewed certificate on your dashboard to book or sign for loads.`);
    const stored = await ShipmentModel.findOne({ id: shipment.id }).lean();
    expect(stored?.award).toBeNull();
    expect(await CarrierOfferModel.countDocuments({ carrierId: lapsed.id })).toBe(0);
    // Another carrier, insured, books it.
    await (await carrier()).agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
  });

  it('refuses staff\'s award to it with 409 naming the carrier and the expired policies, and the offer stays pending', async () => {
    const shipment = await bookedShipment();
    const lapsed = await lapsedCarrier(yesterday(), yesterday());
    const offerId = (await offer(lapsed, shipment.id, { amount: '1400', hours: 4 }).expect(201)).body.offer.id as number;
    const res = await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(409);
    const name = (await User.findOne({ id: lapsed.id }).lean())!.companyName;
    expect(res.body.message).toBe(LOAD_BOARD_MESSAGES.carrierCoiExpired(name, { policies: ['liability', 'cargo'], expiresOn: yesterday() }));
    expect(res.body.message).toBe(`${name} cannot be awarded a load: the auto liability and cargo policies on its certificate of insurance expired on ${formatCalendarDate(yesterday())}. It must upload a renewed certificate first.`);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())?.award).toBeNull();
    expect((await CarrierOfferModel.findOne({ id: offerId }).lean())?.status).toBe('pending');
  });

  it('refuses the signature of an award made before the certificate lapsed', async () => {
    const shipment = await bookedShipment();
    const c = await carrier();
    const offerId = (await offer(c, shipment.id, { amount: '1400', hours: 4 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(200);
    await coiExpiring(c, addDays(easternDate(), 30), yesterday());
    const res = await c.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(409);
    expect(res.body.message).toBe(LOAD_BOARD_MESSAGES.coiExpired({ policies: ['cargo'], expiresOn: yesterday() }));
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())?.award?.signedAt).toBeNull();
  });
});

describe('the carrier moves its load', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600, 0x20)]);
  const step = (c: Carrier, id: number, body: object) => c.agent.post(`/api/carrier/assigned/${id}/events`).send(body);
  const deliver = (c: Carrier, id: number, data: Buffer, name = 'pod.pdf') =>
    c.agent.post(`/api/carrier/assigned/${id}/delivered`).set('Content-Type', 'application/octet-stream').set('X-File-Name', encodeURIComponent(name)).send(data);

  /** A booked shipment awarded to `c` at $1,400 (signed unless told otherwise). */
  async function awardedTo(c: Carrier, sign = true): Promise<Shipment> {
    const shipment = await bookedShipment();
    const offerId = (await offer(c, shipment.id, { amount: '1400', hours: 4 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(200);
    if (sign) await c.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(200);
    return shipment;
  }

  it('records pickup, in transit (where it is), an exception and delivered with the POD, as the carrier’s; the customer sees each step at once', async () => {
    const c = await carrier();
    const shipment = await awardedTo(c);
    const id = shipment.id;

    // Once signed, the carrier has what it needs to haul: addresses and contacts, never the customer's price.
    const [load] = (await c.agent.get('/api/carrier/assigned').expect(200)).body as AssignedLoad[];
    expect(load.haul).toMatchObject({ shipper: { name: 'Acme Plant', address: { street: '1 Dock Rd', zip: '07105' }, phone: '(973) 555-0100' }, consignee: { name: 'Harbor Store' }, commodity: 'Machine parts on pallets', pieces: 4, pod: null });
    expect(JSON.stringify(load)).not.toMatch(/1,?850|Grace|Cobol/);

    // Refused steps change nothing.
    expect((await step(c, id, { kind: 'in-transit', city: 'Hartford', state: 'CT' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.outOfOrder('carrier-assigned', 'in-transit'));
    await step(c, id, { kind: 'delivered' }).expect(400);
    await step(c, id, { kind: 'completed' }).expect(400);
    await step(c, id, { kind: 'exception-cleared' }).expect(400);
    expect((await deliver(c, id, PDF).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.outOfOrder('carrier-assigned', 'delivered'));
    expect((await ShipmentModel.findOne({ id: id }).lean())?.status).toBe('carrier-assigned');

    // The pickup window (December 1) has not opened: the carrier confirms an early pickup, or nothing is recorded.
    const early = await step(c, id, { kind: 'picked-up', city: 'Newark', state: 'nj', note: '4 pallets loaded' }).expect(409);
    expect(early.body.message).toBe(SHIPMENT_TIMING_TEXTS.earlyPickup(details().pickupWindow));
    await step(c, id, { kind: 'picked-up', confirmEarlyPickup: 'yes' }).expect(400);
    expect((await ShipmentModel.findOne({ id }).lean())?.status).toBe('carrier-assigned');
    expect((await step(c, id, { kind: 'picked-up', city: 'Newark', state: 'nj', note: '4 pallets loaded', confirmEarlyPickup: true }).expect(200)).body.load.status).toBe('picked-up');
    expect((await step(c, id, { kind: 'in-transit' }).expect(400)).body.message).toBe(LOAD_BOARD_MESSAGES.inTransitPlaceRequired);
    await step(c, id, { kind: 'in-transit', city: 'Hartford', state: 'CT' }).expect(200);
    expect((await step(c, id, { kind: 'exception-raised' }).expect(400)).body.message).toBe(SHIPMENT_MESSAGES.noteRequired);
    await step(c, id, { kind: 'exception-raised', note: 'Two hours late: traffic on I-84' }).expect(200);
    await admin.post(`/api/admin/shipments/${id}/events`).send({ kind: 'exception-cleared', note: 'Back on schedule' }).expect(200);

    // Delivered needs its proof: a renamed executable, an empty body and an oversize file are refused, and nothing changes.
    expect((await deliver(c, id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]), 'pod.pdf').expect(415)).body.message).toBe(SHIPMENT_MESSAGES.podWrongType);
    await deliver(c, id, Buffer.alloc(0)).expect(400);
    expect((await deliver(c, id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])).expect(413)).body.message).toBe(SHIPMENT_MESSAGES.podTooLarge);
    expect((await ShipmentModel.findOne({ id: id }).lean())?.status).toBe('in-transit');
    const delivered = await deliver(c, id, PDF, 'signed-bol.pdf').expect(201);
    expect(delivered.body.message).toBe(LOAD_BOARD_MESSAGES.delivered);
    expect(delivered.body.load).toMatchObject({ status: 'delivered', haul: { pod: { name: 'signed-bol.pdf' } } });

    // The customer sees the carrier's steps on the timeline and downloads the POD.
    const seen = (await customer.get(`/api/shipments/${id}`).expect(200)).body as Shipment;
    expect(seen.status).toBe('delivered');
    expect(seen.events.map((e) => [e.kind, e.recordedBy.role])).toEqual([
      ['booked', 'customer'],
      ['carrier-assigned', 'carrier'],
      ['picked-up', 'carrier'],
      ['in-transit', 'carrier'],
      ['exception-raised', 'carrier'],
      ['exception-cleared', 'staff'],
      ['delivered', 'carrier'],
    ]);
    expect(seen.events[3].location).toEqual({ city: 'Hartford', state: 'CT' });
    expect(seen.events[2]).toMatchObject({ location: { city: 'Newark', state: 'NJ' }, note: '4 pallets loaded' });
    const pod = await customer.get(`/api/shipments/${id}/pod`).expect(200);
    expect(pod.headers['content-type']).toBe('application/pdf');

    // Staff complete it; the carrier has nothing left to record.
    await admin.post(`/api/admin/shipments/${id}/events`).send({ kind: 'completed' }).expect(200);
    expect((await step(c, id, { kind: 'exception-raised', note: 'late' }).expect(409)).body.message).toBe(SHIPMENT_MESSAGES.closed('completed'));

    // The customer was told at pickup, the exception and delivery; the desk at the carrier's exception and delivery.
    await backgroundWritesSettled();
    const kinds = (await MailMessage.find({ subject: { $regex: shipment.number } }).lean()).map((m) => m.kind).sort();
    expect(kinds).toEqual(expect.arrayContaining(['customer.shipment-picked-up', 'customer.shipment-exception', 'customer.shipment-delivered', 'staff.carrier-reported', 'staff.carrier-reported']));
    expect(kinds.filter((k) => k === 'staff.carrier-reported')).toHaveLength(2);
  });

  it('lets a carrier act only on a load it signed for: 409 before signing, 404 for another carrier’s, 403/401 for other callers', async () => {
    const c = await carrier();
    const other = await carrier();
    const shipment = await awardedTo(c, false);
    const id = shipment.id;
    expect((await step(c, id, { kind: 'picked-up' }).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.signFirst);
    expect((await c.agent.get(`/api/carrier/assigned/${id}/bill-of-lading`).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.signFirst);
    const [unsigned] = (await c.agent.get('/api/carrier/assigned').expect(200)).body as AssignedLoad[];
    expect(unsigned.haul).toBeNull();
    await c.agent.post(`/api/carrier/assigned/${id}/sign`).send({ signature: 'Casey Driver' }).expect(200);

    for (const res of [await step(other, id, { kind: 'picked-up' }), await deliver(other, id, PDF), await other.agent.get(`/api/carrier/assigned/${id}/bill-of-lading`)]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Acme');
    }
    await step(await carrier('pending'), id, { kind: 'picked-up' }).expect(403);
    await step({ agent: customer, id: 0, email: '' }, id, { kind: 'picked-up' }).expect(403);
    await step({ agent: t.agent(), id: 0, email: '' }, id, { kind: 'picked-up' }).expect(401);
    expect((await ShipmentModel.findOne({ id: id }).lean())?.status).toBe('carrier-assigned');

    // The bill of lading the driver brings to pickup, read back.
    const bol = await pdfOf(c.agent, `/api/carrier/assigned/${id}/bill-of-lading`).expect(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'bol-'));
    try {
      await writeFile(path.join(dir, 'b.pdf'), bol.body as Buffer);
      const words = (await run('pdftotext', ['-layout', path.join(dir, 'b.pdf'), '-'])).stdout.replace(/\s+/g, ' ');
      for (const expected of ['Straight Bill of Lading', shipment.number, 'Acme Plant', 'Harbor Store', 'Machine parts on pallets']) expect(words).toContain(expected);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps staff from marking Carrier assigned while an award waits for its carrier’s signature', async () => {
    const c = await carrier();
    const shipment = await awardedTo(c, false);
    expect((await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'carrier-assigned' }).expect(409)).body.message).toBe(LOAD_BOARD_MESSAGES.awaitingSignature);
    expect((await ShipmentModel.findOne({ id: shipment.id }).lean())?.status).toBe('booked');
  });
});

describe('the board as DAT and Truckstop show it: trailer types, miles, rate per mile, deadhead and sorts', () => {
  /** 100 + 2.00 a mile: cheaper on every lane than any other Full Truckload rate of this file. */
  const PER_MILE = 2;
  let loads: Record<'shortVan' | 'longVan' | 'reefer', Shipment>;
  let hauler: Carrier;

  /** A load priced with the calculator ("Full Truckload / <cargo>") on a lane between two ZIP codes, picked up on `pickupDate`. */
  async function calculatorLoad(cargoType: string, from: [string, string, string], to: [string, string, string], pickupDate: string): Promise<Shipment> {
    const estimate = { originZip: from[2], destinationZip: to[2], weight: '20000', serviceType: 'ftl', cargoType };
    const id = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate }).expect(201)).body.id as number;
    await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '2400' }).expect(200);
    await customer.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
    const places = { shipper: party('Origin Dock', ...from), consignee: party('Destination Dock', ...to), weight: 20000, deliveryWindow: { date: '2026-12-20', from: '09:00', to: '17:00' } };
    return (await customer.post('/api/shipments').send({ quoteId: id, ...details(pickupDate), ...places }).expect(201)).body.shipment as Shipment;
  }

  const mine = (items: BoardLoad[]) => items.filter((l) => Object.values(loads).some((s) => s.id === l.id));
  const list = async (query: string, agent = hauler.agent) => mine((await board(agent, `?limit=500&${query}`).expect(200)).body as BoardLoad[]);

  beforeAll(async () => {
    await admin.post('/api/admin/carrier-rates').send({ carrierName: 'Mile Rate Haulers', serviceType: 'Full Truckload', baseRate: '100', perMileRate: String(PER_MILE), perPoundRate: '0', minimumCharge: '0' }).expect(201);
    loads = {
      shortVan: await calculatorLoad('general', ['Philadelphia', 'PA', '19148'], ['Trenton', 'NJ', '08611'], '2026-12-10'),
      longVan: await calculatorLoad('fragile', ['Newark', 'NJ', '07105'], ['Boston', 'MA', '02110'], '2026-12-08'),
      reefer: await calculatorLoad('perishable', ['Newark', 'NJ', '07105'], ['Boston', 'MA', '02110'], '2026-12-05'),
    };
    hauler = await carrier();
  });

  it('sets each load’s trailer type from its quote’s equipment, so a Dry Van carrier filtering by “Dry Van” finds the general freight', async () => {
    expect(loads.shortVan.equipment).toBe('Full Truckload / General Freight');
    expect([loads.shortVan, loads.longVan, loads.reefer].map((s) => s.trailerType)).toEqual(['Dry Van', 'Dry Van', 'Reefer']);
    const vans = await list('trailerType=Dry%20Van');
    expect(vans.map((l) => l.id).sort()).toEqual([loads.shortVan.id, loads.longVan.id].sort());
    expect(vans.every((l) => l.trailerType === 'Dry Van')).toBe(true);
    expect((await list('trailerType=Reefer')).map((l) => l.id)).toEqual([loads.reefer.id]);
  });

  it('posts each new load at the suggested carrier rate (the cheapest active rate of its service on its miles), which staff can change', async () => {
    const [short] = await list('trailerType=Dry%20Van&sort=miles&direction=asc');
    expect(short.id).toBe(loads.shortVan.id);
    expect(short.miles).toBe(36);
    expect(short.postedRate).toBe((100 + PER_MILE * 36).toFixed(2));
    expect(short.ratePerMile).toBe('4.78');
    await admin.put(`/api/admin/shipments/${loads.shortVan.id}/carrier-rate`).send({ rate: '$450' }).expect(200);
    const changed = (await list('trailerType=Dry%20Van')).find((l) => l.id === loads.shortVan.id)!;
    expect([changed.postedRate, changed.ratePerMile]).toEqual(['450.00', '12.50']);
    // Book now works on a load nobody posted by hand.
    const booker = await carrier();
    await booker.agent.post(`/api/carrier/loads/${loads.longVan.id}/book`).send({}).expect(201);
    await admin.post(`/api/admin/shipments/${loads.longVan.id}/award/withdraw`).send({ reason: 'Tour of the board' }).expect(200);
  });

  it('sorts by pickup date, miles, rate and rate per mile, either way', async () => {
    const ids = (items: BoardLoad[]) => items.map((l) => l.id);
    const { shortVan, longVan, reefer } = loads;
    expect(ids(await list(''))).toEqual([reefer.id, longVan.id, shortVan.id]);
    expect(ids(await list('sort=pickup&direction=desc'))).toEqual([shortVan.id, longVan.id, reefer.id]);
    // Equal miles (and rates) tie by load number, the same way round.
    expect(ids(await list('sort=miles'))).toEqual([reefer.id, longVan.id, shortVan.id]);
    expect(ids(await list('sort=miles&direction=asc'))).toEqual([shortVan.id, longVan.id, reefer.id]);
    // $450 on 36 miles pays less than $570 on 235, and far more a mile.
    expect(ids(await list('sort=rate'))).toEqual([reefer.id, longVan.id, shortVan.id]);
    expect(ids(await list('sort=rpm'))).toEqual([shortVan.id, reefer.id, longVan.id]);
    expect(ids(await list('sort=rpm&direction=asc'))).toEqual([longVan.id, reefer.id, shortVan.id]);
    expect((await board(hauler.agent, '?sort=weight').expect(400)).body.message).toBe(LOAD_BOARD_MESSAGES.sortInvalid);
    expect((await board(hauler.agent, '?sort=rate&direction=up').expect(400)).body.message).toBe(LOAD_BOARD_MESSAGES.sortInvalid);
  });

  it('shows the deadhead from the carrier’s home ZIP once it has one', async () => {
    expect((await list('')).map((l) => l.deadheadMiles)).toEqual([null, null, null]);
    const saved = await hauler.agent.put('/api/carrier/home-zip').send({ homeZip: '07105' }).expect(200);
    expect(saved.body).toEqual({ message: HOME_ZIP_MESSAGES.saved, homeZip: '07105' });
    const byId = new Map((await list('')).map((l) => [l.id, l.deadheadMiles]));
    expect(byId.get(loads.reefer.id)).toBe(0);
    expect(byId.get(loads.shortVan.id)).toBe(deadheadMiles(zipCentroid('07105'), zipCentroid('19148')));
    expect(byId.get(loads.shortVan.id)).toBeGreaterThan(50);
    expect((await hauler.agent.get('/api/user').expect(200)).body.carrierInfo.homeZip).toBe('07105');
  });

  it('refuses a home ZIP that is not 5 digits or that the ZIP data does not know with 400, and changes nothing', async () => {
    const home = (agent: Agent, body: object) => agent.put('/api/carrier/home-zip').send(body);
    for (const homeZip of ['0710', '071055', 'abcde', '', 7105]) {
      expect((await home(hauler.agent, { homeZip }).expect(400)).body.errors).toEqual({ homeZip: HOME_ZIP_MESSAGES.format });
    }
    await home(hauler.agent, {}).expect(400);
    expect((await home(hauler.agent, { homeZip: '00000' }).expect(400)).body.message).toBe(HOME_ZIP_MESSAGES.unknown('00000'));
    expect((await hauler.agent.get('/api/user').expect(200)).body.carrierInfo.homeZip).toBe('07105');
    // Any carrier sets its own, verified or not; no other account has one.
    await home((await carrier('pending')).agent, { homeZip: '19148' }).expect(200);
    await home(customer, { homeZip: '19148' }).expect(403);
    await home(t.agent(), { homeZip: '19148' }).expect(401);
  });
});
