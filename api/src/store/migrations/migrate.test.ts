import mongoose from 'mongoose';
import { useTestApp } from '../../test/harness';
import { hashPassword } from '../../modules/users/password';
import { migrate } from './migrate';
import { migrateToStringIds } from './string-ids';
import { CarrierRate, EquipmentPricing, Quote, UserKey, User } from '../testing';

const t = useTestApp();
const ADMIN_PASSWORD = 'Primary-Admin-Pass1';

/**
 * A database as the previous version wrote it: users and quotes under ObjectId `_id`s with their
 * numeric `id`, id claims but no id hints, sessions naming the numeric user id.
 */
async function writeLegacyDatabase(quotes: number): Promise<void> {
  const db = mongoose.connection.db!;
  for (const name of ['users', 'quotes', 'carrier_rates', 'equipment_pricing', 'user_keys', 'id_claims', 'id_hints', 'migrations', 'quotes_before_string_ids']) {
    await db.collection(name).drop().catch(() => undefined);
  }
  const at = new Date('2026-06-01T12:00:00Z');
  const user = (id: number, username: string, extra: object = {}) => ({
    _id: new mongoose.Types.ObjectId(),
    id,
    username,
    usernameKey: username.toLowerCase(),
    firstName: 'Legacy',
    lastName: username,
    email: `${username.toLowerCase()}@example.com`,
    companyName: 'Legacy Freight',
    accountType: 'customer',
    shipperInfo: null,
    carrierInfo: null,
    isAdmin: false,
    isActive: true,
    mailOutbox: [],
    createdAt: at,
    updatedAt: at,
    __v: 0,
    ...extra,
  });
  await db.collection('users').insertMany([
    user(1, 'first_demo', { password: await hashPassword('Demo-Pass-1') }),
    user(3, 'Admin', { password: await hashPassword(ADMIN_PASSWORD), accountType: 'admin', isAdmin: true }),
    user(7, 'Rita_Alvarez', { password: await hashPassword('Rita-Pass-7') }),
  ]);
  await db.collection('quotes').insertMany(
    Array.from({ length: quotes }, (_, i) => ({
      _id: new mongoose.Types.ObjectId(),
      id: i + 1,
      userId: i % 2 ? 7 : null,
      firstName: 'Quote',
      lastName: `Number ${i + 1}`,
      email: 'quotes@example.com',
      companyName: 'Legacy Freight',
      serviceNeeded: 'Freight Transportation',
      status: 'pending',
      mailOutbox: [],
      createdAt: at,
      updatedAt: at,
      __v: 0,
    })),
  );
  await db.collection('carrier_rates').insertOne({
    _id: new mongoose.Types.ObjectId(),
    id: 4,
    carrierName: 'Legacy Lines',
    serviceType: 'Flatbed',
    baseRate: '100.00',
    perMileRate: '2.00',
    perPoundRate: '0.01',
    minimumCharge: '300.00',
    isActive: true,
    __v: 0,
  });
  await db.collection('equipment_pricing').insertOne({
    _id: new mongoose.Types.ObjectId(),
    id: 2,
    equipmentType: 'legacy-van',
    equipmentName: 'Legacy Van',
    baseMileRate: '2.00',
    minimumRate: '300.00',
    isActive: true,
    __v: 0,
  });
  const claims = (name: string, top: number) => Array.from({ length: top }, (_, i) => ({ _id: `${name}:${i + 1}`, name, seq: i + 1 }));
  await db.collection<{ _id: string }>('id_claims').insertMany([...claims('users', 7), ...claims('quotes', quotes)]);
}

describe('database migration to string keys', () => {
  it('upgrades a database written by the previous version in place: nothing lost, ids unchanged, sign-in works', async () => {
    await writeLegacyDatabase(1_200);
    await migrate();

    const users = await User.find().lean();
    expect(users.map((u) => [u._id, u.id]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['1', 1],
      ['3', 3],
      ['7', 7],
    ]);
    expect(await Quote.countDocuments()).toBe(1_200);
    const quote = await Quote.findById('1200').lean();
    expect(quote).toMatchObject({ id: 1200, lastName: 'Number 1200', userId: 7 });
    expect(await UserKey.findById('username:admin').lean()).toEqual({ _id: 'username:admin', userId: 3 });
    expect(await CarrierRate.findById('4').lean()).toMatchObject({ id: 4, carrierName: 'Legacy Lines' });
    expect(await EquipmentPricing.findById('2').lean()).toMatchObject({ id: 2, equipmentType: 'legacy-van' });
    expect(await mongoose.connection.db!.listCollections({ name: 'quotes_before_string_ids' }).toArray()).toEqual([]);

    // The primary admin is still id 3 and signs in with the same password.
    const agent = t.agent();
    await t.signIn(agent, 'admin', ADMIN_PASSWORD);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ id: 3, username: 'Admin' });
    // A customer sees their history, and new records continue after the highest id.
    const rita = t.agent();
    await t.signIn(rita, 'Rita_Alvarez', 'Rita-Pass-7');
    expect((await rita.get('/api/customer-quotes?limit=5').expect(200)).headers['x-total-count']).toBe('600');
    const created = await rita.post('/api/customer-quotes').send({ serviceNeeded: 'Cross-Docking' }).expect(201);
    expect(created.body.id).toBe(1201);
    // Registration still refuses a taken username in any case.
    const taken = await t.agent().post('/api/register').send({
      firstName: 'A',
      lastName: 'B',
      username: 'rita_alvarez',
      email: 'new@example.com',
      companyName: 'C',
      password: 'secret1',
    });
    expect(taken.status).toBe(409);
  }, 60_000);

  it('finishes a migration that died half-way, and running it again changes nothing', async () => {
    await writeLegacyDatabase(300);
    const db = mongoose.connection.db!;
    // The first start renamed quotes aside and copied a third of them, then died.
    await db.collection('quotes').rename('quotes_before_string_ids');
    const legacy = await db.collection('quotes_before_string_ids').find({ id: { $lte: 100 } }).toArray();
    await db.collection('quotes').insertMany(legacy.map(({ _id, ...fields }) => ({ ...fields, _id: String(fields.id) })) as never[]);

    await migrateToStringIds();
    await migrateToStringIds();
    expect(await Quote.countDocuments()).toBe(300);
    const ids = (await Quote.find({}, { _id: 1, id: 1 }).lean()).map((q) => `${q._id}=${q.id}`);
    expect(new Set(ids).size).toBe(300);
    expect(ids.every((pair) => pair.split('=')[0] === pair.split('=')[1])).toBe(true);
    expect(await User.countDocuments()).toBe(3);
  }, 60_000);
});

describe('a database written by the version before the two ways of data access', () => {
  it('gets its list fields, so searches and offer filters find its records either way', async () => {
    const db = mongoose.connection.db!;
    for (const name of ['quotes', 'users', 'migrations', 'store_meta']) await db.collection(name).drop().catch(() => undefined);
    const at = new Date();
    // As that version stored them: string keys, and neither search keys nor an offer's end.
    await db.collection('quotes').insertMany([
      { _id: '1' as never, id: 1, firstName: 'Odette', lastName: 'Marchand', email: 'odette@lyon-freight.com', companyName: 'Lyon Freight', serviceNeeded: 'Other', status: 'approved', estimatedPrice: '900', validUntil: '2999-01-01', mailOutbox: [], createdAt: at, updatedAt: at },
      { _id: '2' as never, id: 2, firstName: 'Pavel', lastName: 'Novak', email: 'pavel@example.com', companyName: 'Novak Lines', serviceNeeded: 'Other', status: 'pending', mailOutbox: [], createdAt: at, updatedAt: at },
    ]);
    for (const id of ['2026-11-string-ids', '2026-11-website-content-ids']) await db.collection('migrations').insertOne({ _id: id as never, completedAt: at });
    await migrate();
    expect(await Quote.findById('1').lean()).toMatchObject({ searchKeys: expect.arrayContaining(['odette', 'lyo', 'marchand']), offerEndsAt: expect.any(Date) });
    expect((await Quote.findById('2').lean())?.offerEndsAt).toBeUndefined();

    const { agent } = await t.createAdmin();
    const found = await agent.get('/api/quotes').query({ search: 'lyon', limit: 10 }).expect(200);
    expect(found.body.map((q: { id: number }) => q.id)).toEqual([1]);
    const awaiting = await agent.get('/api/quotes').query({ offer: 'awaiting', limit: 10 }).expect(200);
    expect(awaiting.body.map((q: { id: number }) => q.id)).toEqual([1]);
  }, 60_000);
});

describe('carriers registered before their federal numbers were checked', () => {
  it('get their numbers normalised and their USDOT numbers claimed, so a new registration cannot take one', async () => {
    const db = mongoose.connection.db!;
    for (const name of ['users', 'user_keys', 'migrations']) await db.collection(name).drop().catch(() => undefined);
    const at = new Date();
    const carrier = (id: number, dotNumber: string, mcNumber: string | null) => ({
      _id: String(id) as never, id, username: `legacy_carrier_${id}`, usernameKey: `legacy_carrier_${id}`, password: 'x', firstName: 'Legacy', lastName: 'Carrier',
      email: `carrier${id}@example.com`, companyName: 'Legacy Haulers', accountType: 'carrier', shipperInfo: null, isAdmin: false, isActive: true, mailOutbox: [], createdAt: at, updatedAt: at,
      carrierInfo: { dotNumber, mcNumber, equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
    });
    await db.collection('users').insertMany([carrier(1, 'USDOT 0012345', 'mc 123456'), carrier(2, 'pending paperwork', null), carrier(3, '7654321', 'MX-7654321')]);
    for (const id of ['2026-11-string-ids', '2026-11-website-content-ids', '2026-11-list-fields']) await db.collection('migrations').insertOne({ _id: id as never, completedAt: at });

    await migrate();
    expect((await User.findById('1').lean())?.carrierInfo).toMatchObject({ dotNumber: '12345', mcNumber: 'MC-123456' });
    expect(await User.findById('3').lean()).toMatchObject({ carrierStatus: 'pending', carrierStatusHistory: [{ status: 'pending', by: 'registration' }] });
    // What is not a number stays as it was, for staff to see.
    expect((await User.findById('2').lean())?.carrierInfo).toMatchObject({ dotNumber: 'pending paperwork' });
    expect(await UserKey.findById('dot:12345').lean()).toMatchObject({ userId: 1 });
    expect(await UserKey.findById('dot:7654321').lean()).toMatchObject({ userId: 3 });

    const info = { dotNumber: 'DOT 12345', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const res = await t.agent().post('/api/register').send({ firstName: 'N', lastName: 'C', username: 'new_carrier', email: 'new_carrier@example.com', companyName: 'NC', password: 'secret1', accountType: 'carrier', carrierInfo: info });
    expect(res.status).toBe(409);
    expect(res.body.errors['carrierInfo.dotNumber']).toBe('This USDOT number is already registered to another carrier');
  }, 60_000);
});
