import { useTestApp } from '../../test/harness';

const URL = '/api/lanes';

describe('GET /api/lanes', () => {
  const t = useTestApp();

  it('answers road miles and transit time between two known ZIP codes, to anyone, cacheable', async () => {
    const res = await t.agent().get(URL).query({ originZip: '07105', destinationZip: '19103', serviceType: 'ftl' }).expect(200);
    expect(res.body).toEqual({
      origin: { zip: '07105', city: 'Newark', state: 'NJ' },
      destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
      greatCircleMiles: 75.8,
      roadMiles: 91,
      transitDays: 1,
      transitMode: 'truckload',
      transitText: 'about 1 business day',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('LTL adds a day for pickup and one for delivery', async () => {
    const res = await t.agent().get(URL).query({ originZip: '02108', destinationZip: '19103', serviceType: 'ltl' }).expect(200);
    expect(res.body).toMatchObject({ roadMiles: 325, transitDays: 3, transitMode: 'ltl', transitText: 'about 3 business days' });
  });

  it('refuses an unknown ZIP code on its own field, with no distance', async () => {
    const res = await t.agent().get(URL).query({ originZip: '00000', destinationZip: '19103' }).expect(400);
    expect(res.body).toEqual({
      message: 'We have no location for ZIP code 00000. Please check it',
      errors: { originZip: 'We have no location for ZIP code 00000. Please check it' },
    });
  });

  it('refuses what is not a ZIP code, a missing one and an unknown service, field by field', async () => {
    const res = await t.agent().get(URL).query({ originZip: 'ABCDE', serviceType: 'teleport' }).expect(400);
    expect(res.body.errors).toEqual({
      originZip: 'Please enter a 5-digit ZIP code',
      destinationZip: 'Please enter a 5-digit ZIP code',
      serviceType: 'Please select a service type',
    });
    await t.agent().get(URL).query({ originZip: '02108', destinationZip: '19103', extra: '1' }).expect(400);
  });
});

describe('GET /api/lanes rate limit', () => {
  const t = useTestApp({ rateLimits: { loginIp: { windowMs: 3_600_000, limit: 1000 }, loginPair: { windowMs: 3_600_000, limit: 1000 }, loginUsername: { windowMs: 3_600_000, limit: 1000 }, registerIp: { windowMs: 3_600_000, limit: 1000 }, quoteIp: { windowMs: 3_600_000, limit: 1000 }, laneIp: { windowMs: 3_600_000, limit: 2 }, passwordResetIp: { windowMs: 3_600_000, limit: 1000 }, passwordResetEmail: { windowMs: 3_600_000, limit: 1000 }, remoteFailureIp: { windowMs: 3_600_000, limit: 1000 } } });

  it('answers 429 once an address has asked its allowance', async () => {
    const agent = t.agent();
    for (let i = 0; i < 2; i += 1) await agent.get(URL).query({ originZip: '02108', destinationZip: '19103' }).expect(200);
    const res = await agent.get(URL).query({ originZip: '02108', destinationZip: '19103' }).expect(429);
    expect(res.body.message).toMatch(/^Too many attempts/);
  });
});
