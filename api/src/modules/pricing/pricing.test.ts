import { backgroundWritesSettled } from '../../core/background-writes';
import { useTestApp } from '../../test/harness';
import { Accessorial, CarrierRate, Quote, Setting } from '../../store/testing';

const t = useTestApp();

const LTL_RATE = { carrierName: 'Keystone Express', serviceType: 'Less Than Truckload', baseRate: '95.00', perMileRate: '1.35', perPoundRate: '0.085', minimumCharge: '175.00' };

async function customer() {
  const { user, password } = await t.createUser();
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return agent;
}

describe('pricing settings and price suggestions', () => {
  beforeEach(async () => {
    await backgroundWritesSettled();
    await Promise.all([Quote.deleteMany({}), Accessorial.deleteMany({}), CarrierRate.deleteMany({}), Setting.deleteMany({})]);
  });

  it('defaults to the specified calculator distance and a 15 % margin; staff change them; anyone reads the distance only', async () => {
    const { agent: admin } = await t.createAdmin();
    await admin.get('/api/admin/pricing-settings').expect(200, { marginPercent: 15, calculatorDistance: 'zip-difference' });
    await t.agent().get('/api/calculator-settings').expect(200, { calculatorDistance: 'zip-difference' });
    await admin.put('/api/admin/pricing-settings').send({ marginPercent: 12.5, calculatorDistance: 'road-miles' }).expect(200, { marginPercent: 12.5, calculatorDistance: 'road-miles' });
    await t.agent().get('/api/calculator-settings').expect(200, { calculatorDistance: 'road-miles' });
  });

  it('prices a handed-over estimate on the road miles once staff choose them, and on the ZIP difference by default', async () => {
    const { agent: admin } = await t.createAdmin();
    const signedIn = await customer();
    const estimate = { originZip: '07105', destinationZip: '19103', weight: '2500', serviceType: 'ftl', cargoType: 'general' };
    const priceOf = async () => {
      const { body } = await signedIn.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate }).expect(201);
      const stored = await Quote.findOne({ id: body.id }).lean();
      // Stored in whole cents (money-fields), compared as the dollars the test works out.
      return [stored!.distance, (stored!.calculatedPriceCents! / 100).toFixed(2)];
    };
    // The specification's distance: |7105 - 19103| = 11998 → (180 + 0.85 × (500 + 11998) + 0.45 × 2500) × 1.2.
    expect(await priceOf()).toEqual(['11998', ((180 + 0.85 * (500 + 11998) + 0.45 * 2500) * 1.2).toFixed(2)]);
    await admin.put('/api/admin/pricing-settings').send({ marginPercent: 15, calculatorDistance: 'road-miles' }).expect(200);
    // 91 road miles: the under-100 tier, 50 + 2 × 91.
    expect(await priceOf()).toEqual(['91', ((180 + 0.85 * (50 + 2 * 91) + 0.45 * 2500) * 1.2).toFixed(2)]);
  });

  it('refuses a margin out of range or an unknown distance, and keeps the settings to admins', async () => {
    const { agent: admin } = await t.createAdmin();
    const res = await admin.put('/api/admin/pricing-settings').send({ marginPercent: -1, calculatorDistance: 'as-the-crow-flies' }).expect(400);
    expect(res.body.errors).toEqual({ marginPercent: 'Margin must be a number from 0 to 100', calculatorDistance: 'Please choose how the calculator measures distance' });
    await admin.get('/api/admin/pricing-settings').expect(200, { marginPercent: 15, calculatorDistance: 'zip-difference' });
    await t.agent().get('/api/admin/pricing-settings').expect(401);
    await t.agent().put('/api/admin/pricing-settings').send({ marginPercent: 1, calculatorDistance: 'road-miles' }).expect(401);
    const signedIn = await customer();
    await signedIn.put('/api/admin/pricing-settings').send({ marginPercent: 1, calculatorDistance: 'road-miles' }).expect(403);
    await signedIn.get('/api/admin/quotes/1/suggestions').expect(403);
    await t.agent().get('/api/admin/quotes/1/suggestions').expect(401);
  });

  it("suggests a price from each active carrier rate of the quote's service, with the minimum, accessorials and margin", async () => {
    const { agent: admin } = await t.createAdmin();
    await admin.post('/api/admin/carrier-rates').send(LTL_RATE).expect(201);
    await admin.post('/api/admin/carrier-rates').send({ ...LTL_RATE, carrierName: 'Dormant Lines', isActive: false }).expect(201);
    await admin.post('/api/admin/carrier-rates').send({ ...LTL_RATE, carrierName: 'Truckers Inc', serviceType: 'Full Truckload' }).expect(201);
    const small = await admin.post('/api/admin/carrier-rates').send({ ...LTL_RATE, carrierName: 'Small Lot Co', baseRate: '10', perMileRate: '0.10', perPoundRate: '0.01', minimumCharge: '400' }).expect(201);
    const liftgate = (await admin.post('/api/admin/accessorials').send({ name: 'Liftgate delivery', price: '75.00' }).expect(201)).body;
    await admin.put('/api/admin/pricing-settings').send({ marginPercent: 10, calculatorDistance: 'zip-difference' }).expect(200);

    const signedIn = await customer();
    const estimate = { originZip: '02108', destinationZip: '19103', weight: '2000', serviceType: 'ltl', cargoType: 'general' };
    const { body: quote } = await signedIn.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate, accessorialIds: [liftgate.id] }).expect(201);

    const res = await admin.get(`/api/admin/quotes/${quote.id}/suggestions`).expect(200);
    expect(res.body).toMatchObject({ unavailable: null, serviceLabel: 'Less Than Truckload', miles: 325, weightLbs: 2000, marginPercent: 10 });
    // Small Lot: 10 + 32.50 + 20 = 62.50 → the $400 minimum; + $75 liftgate = 475; + 10 % = 522.50.
    // Keystone: 95 + 438.75 + 170 = 703.75; + 75 = 778.75; + 77.88 = 856.63.
    expect(res.body.suggestions.map((s: { carrierName: string; minimumApplied: boolean; cost: number; suggestedPrice: number }) => [s.carrierName, s.minimumApplied, s.cost, s.suggestedPrice])).toEqual([
      ['Small Lot Co', true, 475, 522.5],
      ['Keystone Express', false, 778.75, 856.63],
    ]);
    expect(res.body.suggestions[0]).toMatchObject({ rateId: small.body.id, accessorials: [{ name: 'Liftgate delivery', price: 75 }], accessorialsTotal: 75, margin: 47.5 });
  });

  it('says why there is no suggestion: no lane, or no active rate of the service', async () => {
    const { agent: admin } = await t.createAdmin();
    const signedIn = await customer();
    const { body: plain } = await signedIn.post('/api/customer-quotes').send({ serviceNeeded: 'Other' }).expect(201);
    const none = await admin.get(`/api/admin/quotes/${plain.id}/suggestions`).expect(200);
    expect(none.body).toMatchObject({ suggestions: [], unavailable: expect.stringMatching(/^No suggestion: this request has no lane/) });
    const estimate = { originZip: '02108', destinationZip: '19103', weight: '2000', serviceType: 'specialized', cargoType: 'general' };
    const { body: lane } = await signedIn.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate }).expect(201);
    const noRates = await admin.get(`/api/admin/quotes/${lane.id}/suggestions`).expect(200);
    expect(noRates.body.unavailable).toBe('No suggestion: no active carrier rate has the service type “Specialized Cargo”.');
    await admin.get('/api/admin/quotes/999999/suggestions').expect(404);
  });
});
