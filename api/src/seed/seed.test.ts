import { addDays, type AssignedLoad, easternDate, QUOTE_STATUSES } from '@freight/domain';
import { testConfig, useTestApp } from '../test/harness';
import { DEMO_USER_PASSWORD } from './demo-users';
import { runSeed } from './seed';
import { CarrierRate, counters, EquipmentPricing, Quote, storedFile, User, WebsiteContent } from '../store/testing';

describe('demo seed', () => {
  const t = useTestApp();
  const config = testConfig();

  it('creates two demo users (ids 1-2), the primary admin (id 3) and demo data, once', async () => {
    await runSeed(config);
    await runSeed(config);
    const ids = (await User.find().sort({ id: 1 }).lean()).map((u) => [u.id, u.username]);
    expect(ids.slice(0, 3)).toEqual([[1, 'dmorales'], [2, 'kchen'], [3, 'Admin']]);
    expect(await User.countDocuments({ username: 'Admin' })).toBe(1);
    const statuses = await Quote.distinct('status');
    expect(statuses.sort()).toEqual([...QUOTE_STATUSES].sort());
    expect(await CarrierRate.countDocuments()).toBeGreaterThan(0);
    expect(await EquipmentPricing.countDocuments()).toBeGreaterThan(0);
    expect(await WebsiteContent.countDocuments()).toBeGreaterThan(0);
    const oldest = await Quote.findOne().sort({ createdAt: 1 }).lean();
    expect(Date.now() - oldest!.createdAt.getTime()).toBeGreaterThan(5 * 86_400_000);
    const before = await Quote.countDocuments();
    await runSeed(config);
    expect(await Quote.countDocuments()).toBe(before);
  });

  it('gives the verified demo carrier its certificate of insurance, with both policies\' dates, and its W-9, once', async () => {
    await runSeed(config);
    const brennan = await User.findOne({ username: 'tbrennan' }).lean();
    const documents = brennan?.carrierDocuments ?? [];
    expect(documents.map((doc) => doc.type).sort()).toEqual(['coi', 'w9']);
    const coi = documents.find((doc) => doc.type === 'coi')!;
    expect(coi).toMatchObject({ liabilityExpiresOn: addDays(easternDate(), 300), cargoExpiresOn: addDays(easternDate(), 120), expiresOn: addDays(easternDate(), 120), review: 'accepted' });
    for (const doc of documents) expect(await storedFile(doc.fileId)).toMatchObject({ metadata: { contentType: 'application/pdf' } });
    // Its reminder is months away: a fresh start emails nobody.
    expect(brennan?.insuranceDueAt?.getTime()).toBeGreaterThan(Date.now() + 60 * 86_400_000);
    await runSeed(config);
    expect((await User.findOne({ username: 'tbrennan' }).lean())?.carrierDocuments?.map((doc) => doc.id)).toEqual(documents.map((doc) => doc.id));
  });

  it('lets the primary admin sign in with the demo password', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'Admin', password: config.demoAdminPassword });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: 3, username: 'Admin', accountType: 'admin', isAdmin: true, isActive: true });
  });

  it('gives the demo carrier a load it signed for and picked up, which it moves itself', async () => {
    const carrier = t.agent();
    await carrier.post('/api/login').send({ username: 'tbrennan', password: DEMO_USER_PASSWORD }).expect(200);
    const loads = (await carrier.get('/api/carrier/assigned').expect(200)).body as AssignedLoad[];
    const picked = loads.find((load) => load.status === 'picked-up')!;
    expect(picked.award).toMatchObject({ carrierName: 'Brennan Trucking LLC', signature: { name: 'Tom Brennan' } });
    expect(picked.haul?.events.map((e) => [e.kind, e.recordedBy.role])).toEqual([['booked', 'customer'], ['carrier-assigned', 'carrier'], ['picked-up', 'carrier']]);
    await carrier.post(`/api/carrier/assigned/${picked.id}/events`).send({ kind: 'in-transit', city: 'Edison', state: 'NJ' }).expect(200);
  });

  it('makes the demo companies: a Billing clerk at Morales Specialty Foods, a dispatcher and a driver at Brennan Trucking, whose driver drives the load picked up', async () => {
    const signIn = async (username: string) => {
      const agent = t.agent();
      await agent.post('/api/login').send({ username, password: DEMO_USER_PASSWORD }).expect(200);
      return agent;
    };
    const clerk = (await (await signIn('aortiz')).get('/api/company').expect(200)).body;
    expect(clerk.company.name).toBe('Morales Specialty Foods');
    expect(clerk.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'billing']);
    const brennan = (await (await signIn('mkelly')).get('/api/company').expect(200)).body;
    expect(brennan.members.map((m: { role: string }) => m.role).sort()).toEqual(['dispatcher', 'driver', 'owner']);
    const loads = (await (await signIn('jruiz')).get('/api/carrier/assigned').expect(200)).body as AssignedLoad[];
    // On the road: picked up by the seed (the test above moved it on to in transit).
    expect(loads.map((l) => l.driver?.name)).toEqual(['Joe Ruiz']);
    expect(['picked-up', 'in-transit']).toContain(loads[0].status);
  });

  it('repairs the primary admin on start: active, admin, configured password', async () => {
    await User.updateOne({ id: 3 }, { isActive: false, isAdmin: false });
    await runSeed(config);
    const admin = await User.findOne({ id: 3 });
    expect(admin).toMatchObject({ isActive: true, isAdmin: true });
  });
});

describe('production seed', () => {
  useTestApp();
  const config = testConfig({ demoMode: false, adminPassword: 'a-long-production-password' });

  it('creates only the primary admin with id 3 and keeps ids 1-2 unused', async () => {
    await runSeed(config);
    const users = await User.find().lean();
    expect(users.map((u) => [u.id, u.username])).toEqual([[3, 'Admin']]);
    expect(await Quote.countDocuments()).toBe(0);
    expect(await counters.currentId('users')).toBe(3);
  });

  it('refuses to run without an admin password', async () => {
    await expect(runSeed({ ...config, adminPassword: undefined })).rejects.toThrow('ADMIN_PASSWORD is required');
  });
});
