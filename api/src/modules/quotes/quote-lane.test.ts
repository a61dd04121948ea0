import { addDays, easternDate, QUOTE_LANE_MESSAGES, SUGGESTION_TEXTS } from '@freight/domain';
import { type Agent, useTestApp } from '../../test/harness';
import { Quote } from '../../store/testing';

const t = useTestApp();

async function customer() {
  const { user, password } = await t.createUser();
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, user };
}

let admin: Agent;
beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

const stored = async (id: number) => (await Quote.findOne({ id }).lean())!;
const visitor = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.com', companyName: 'Acme Foods', serviceNeeded: 'Freight Transportation' };
const pickupDate = addDays(easternDate(), 10);
const lane = { originZip: '10001', destinationZip: '19103', weight: '12000', pickupDate, equipmentType: 'Dry Van' };

describe('the lane as quote-form fields', () => {
  it('public form: stores the lane structured, with the miles and both places computed on the server', async () => {
    const { id } = (await t.agent().post('/api/quotes').send({ ...visitor, ...lane }).expect(201)).body;
    const quote = await stored(id);
    expect(quote).toMatchObject({ originZip: '10001', destinationZip: '19103', weight: '12000', pickupDate, equipmentType: 'Dry Van' });
    expect(quote.lane).toMatchObject({
      origin: { zip: '10001', city: 'New York', state: 'NY' },
      destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
      transitMode: 'truckload',
      transitDays: 1,
    });
    expect(quote.lane!.roadMiles).toBeGreaterThan(90);
    expect(quote.lane!.roadMiles).toBeLessThan(110);
    expect(quote.distance).toBe(String(quote.lane!.roadMiles));
  });

  it('portal form: the same fields, and miles sent by the client are refused, never stored', async () => {
    const { agent } = await customer();
    await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', ...lane, distance: '5' }).expect(400);
    await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', ...lane, lane: { roadMiles: 5 } }).expect(400);
    const { id } = (await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', ...lane }).expect(201)).body;
    const [listed] = (await agent.get('/api/customer-quotes').expect(200)).body;
    expect(listed).toMatchObject({ id, originZip: '10001', destinationZip: '19103', pickupDate, equipmentType: 'Dry Van', lane: { roadMiles: expect.any(Number) } });
    // Staff see the same lane in the quote dialog's record.
    const shown = (await admin.get(`/api/admin/quotes/${id}`).expect(200)).body;
    expect(shown.lane).toMatchObject({ roadMiles: listed.lane.roadMiles, origin: { city: 'New York' } });
  });

  it('still takes a request without any lane (the specification\'s flows), storing no miles', async () => {
    const { id } = (await t.agent().post('/api/quotes').send({ ...visitor, originZip: '', destinationZip: '', weight: '', pickupDate: '', equipmentType: '' }).expect(201)).body;
    const quote = await stored(id);
    expect(quote.lane).toBeUndefined();
    expect(quote.originZip).toBeUndefined();
  });

  it.each([
    [{ originZip: '1000' }, { originZip: 'Please enter a 5-digit ZIP code' }],
    [{ destinationZip: '' }, { destinationZip: QUOTE_LANE_MESSAGES.destinationZip }],
    [{ originZip: '' }, { originZip: QUOTE_LANE_MESSAGES.originZip }],
    [{ weight: '0' }, { weight: 'Weight must be more than 0 lbs' }],
    [{ weight: '80001' }, { weight: 'Weight must be at most 80,000 lbs, a full truckload' }],
    [{ pickupDate: '2020-01-06' }, { pickupDate: QUOTE_LANE_MESSAGES.pickupDatePast }],
    [{ pickupDate: 'soon' }, { pickupDate: QUOTE_LANE_MESSAGES.pickupDateInvalid }],
    [{ equipmentType: 'Rocket' }, { equipmentType: 'Please select equipment type' }],
    [{ originZip: '00000' }, { originZip: 'We have no location for ZIP code 00000. Please check it' }],
  ])('refuses %j on both forms with the page\'s message, storing nothing', async (change, errors) => {
    const { agent, user } = await customer();
    const before = await Quote.countDocuments({ email: { $in: [visitor.email, user.email] } });
    const publicRes = await t.agent().post('/api/quotes').send({ ...visitor, ...lane, ...change }).expect(400);
    expect(publicRes.body).toEqual({ message: Object.values(errors)[0], errors });
    const portalRes = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', ...lane, ...change }).expect(400);
    expect(portalRes.body).toEqual({ message: Object.values(errors)[0], errors });
    expect(await Quote.countDocuments({ email: { $in: [visitor.email, user.email] } })).toBe(before);
  });

  it('with a calculator estimate, the estimate\'s ZIP codes and weight are the lane; the chosen equipment and date are kept', async () => {
    const { agent } = await customer();
    const estimate = { originZip: '02108', destinationZip: '19103', weight: '500', serviceType: 'ftl', cargoType: 'general' };
    const { id } = (await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate, ...lane }).expect(201)).body;
    const quote = await stored(id);
    expect(quote).toMatchObject({ originZip: '02108', destinationZip: '19103', weight: '500', pickupDate, equipmentType: 'Dry Van' });
    expect(quote.lane!.origin).toEqual({ zip: '02108', city: 'Boston', state: 'MA' });
  });
});

describe('staff\'s price suggestion for a lane typed into a form', () => {
  it('prices the lane\'s road miles and weight with the rates of the chosen equipment, or Full Truckload without one', async () => {
    const rate = { serviceType: 'Flatbed', baseRate: '200', perMileRate: '2.00', perPoundRate: '0.01', minimumCharge: '100', isActive: true };
    await admin.post('/api/admin/carrier-rates').send({ ...rate, carrierName: 'Lane Flatbeds' }).expect(201);
    await admin.post('/api/admin/carrier-rates').send({ ...rate, carrierName: 'Lane Trucking', serviceType: 'Full Truckload' }).expect(201);
    const { id } = (await t.agent().post('/api/quotes').send({ ...visitor, ...lane, equipmentType: 'Flatbed' }).expect(201)).body;
    const miles = (await stored(id)).lane!.roadMiles;
    const flatbed = (await admin.get(`/api/admin/quotes/${id}/suggestions`).expect(200)).body;
    expect(flatbed).toMatchObject({ unavailable: null, serviceLabel: 'Flatbed', miles, weightLbs: 12000 });
    expect(flatbed.suggestions.map((s: { carrierName: string; carrierCharge: number }) => [s.carrierName, s.carrierCharge])).toEqual([['Lane Flatbeds', 200 + 2 * miles + 120]]);

    const { id: plain } = (await t.agent().post('/api/quotes').send({ ...visitor, ...lane, equipmentType: '' }).expect(201)).body;
    expect((await admin.get(`/api/admin/quotes/${plain}/suggestions`).expect(200)).body).toMatchObject({ serviceLabel: 'Full Truckload', unavailable: null });
    const { id: none } = (await t.agent().post('/api/quotes').send(visitor).expect(201)).body;
    expect((await admin.get(`/api/admin/quotes/${none}/suggestions`).expect(200)).body).toMatchObject({ unavailable: SUGGESTION_TEXTS.noLane });
  });
});

describe('GET /api/customer-quotes/:id/booking', () => {
  async function acceptedQuote(agent: Agent, request: Record<string, unknown>) {
    const { id } = (await agent.post('/api/customer-quotes').send(request).expect(201)).body;
    await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1250' }).expect(200);
    await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Pat Customer', accept: true }).expect(200);
    return id as number;
  }

  it('answers the owner of an accepted quote with its lane, places, weight, equipment and dates', async () => {
    const { agent } = await customer();
    const id = await acceptedQuote(agent, { serviceNeeded: 'Freight Transportation', ...lane });
    const res = await agent.get(`/api/customer-quotes/${id}/booking`).expect(200);
    expect(res.body).toEqual({
      quoteId: id,
      pickup: { zip: '10001', city: 'New York', state: 'NY' },
      delivery: { zip: '19103', city: 'Philadelphia', state: 'PA' },
      weight: 12000,
      equipmentType: 'Dry Van',
      pickupWindow: { date: pickupDate, from: '08:00', to: '16:00' },
      deliveryWindow: { date: expect.any(String), from: '08:00', to: '16:00' },
      pieces: null,
      freightClass: null,
      roadMiles: expect.any(Number),
    });
    expect(res.body.deliveryWindow.date > pickupDate).toBe(true);
  });

  it('is 404 for another customer\'s quote, a quote not accepted and a quote that does not exist; 401 signed out', async () => {
    const owner = await customer();
    const other = await customer();
    const id = await acceptedQuote(owner.agent, { serviceNeeded: 'Freight Transportation', ...lane });
    await other.agent.get(`/api/customer-quotes/${id}/booking`).expect(404, { message: 'Quote not found' });
    const { id: pending } = (await owner.agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', ...lane }).expect(201)).body;
    await owner.agent.get(`/api/customer-quotes/${pending}/booking`).expect(404, { message: 'Quote not found' });
    await owner.agent.get('/api/customer-quotes/999999/booking').expect(404, { message: 'Quote not found' });
    await owner.agent.get('/api/customer-quotes/abc/booking').expect(400);
    await t.agent().get(`/api/customer-quotes/${id}/booking`).expect(401, { message: 'Authentication required' });
  });
});
