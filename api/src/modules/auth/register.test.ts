import { hashPassword } from '../users/password';
import { useTestApp } from '../../test/harness';
import { User } from '../../store/testing';

const customer = (n: string) => ({
  firstName: 'Rita',
  lastName: 'Alvarez',
  username: `rita_${n}`,
  email: `rita_${n}@example.com`,
  phone: '(973) 555-0100',
  companyName: 'Alvarez Imports',
  password: 'secret1',
});

const shipperInfo = {
  businessType: 'manufacturer',
  shippingVolume: '11-50',
  primaryCommodities: ['Electronics'],
  shippingRegions: ['Northeast'],
};

const carrierInfo = {
  dotNumber: '1234567',
  equipmentTypes: ['Dry Van'],
  fleetSize: '6-15',
  operatingRegions: ['Northeast'],
  insuranceInfo: { liability: '$1M', cargo: '$100K' },
};

describe('POST /api/register', () => {
  const t = useTestApp();

  it('creates a customer, signs them in and answers 201 with the user', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/register').send(customer('a'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(res.body.user).toMatchObject({ username: 'rita_a', accountType: 'customer', isAdmin: false, isActive: true });
    expect(res.body.user.id).toEqual(expect.any(Number));
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('rita_a');
  });

  it('creates shippers without signing them in, and signs carriers in (their dashboard has their onboarding checklist)', async () => {
    const shipper = t.agent();
    const res = await shipper.post('/api/register').send({ ...customer('s'), accountType: 'shipper', shipperInfo });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, user: { accountType: 'shipper', shipperInfo } });
    expect((await shipper.get('/api/user')).status).toBe(401);

    const carrier = t.agent();
    const created = await carrier.post('/api/register').send({ ...customer('c'), accountType: 'carrier', carrierInfo });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'Registration successful', user: { accountType: 'carrier', carrierInfo } });
    expect((await carrier.get('/api/user').expect(200)).body).toMatchObject({ accountType: 'carrier', carrierStatus: 'pending' });
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['companyName', { companyName: '' }, 'Company name is required'],
  ])('answers 400 with the spec message for %s', async (field, change, message) => {
    const res = await t.agent().post('/api/register').send({ ...customer(`v${field}`), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it.each([
    ['shipperInfo.businessType', { ...shipperInfo, businessType: '' }, 'Business type is required'],
    ['shipperInfo.shippingVolume', { ...shipperInfo, shippingVolume: undefined }, 'Shipping volume is required'],
    ['shipperInfo.primaryCommodities', { ...shipperInfo, primaryCommodities: [] }, 'At least one commodity is required'],
    ['shipperInfo.shippingRegions', { ...shipperInfo, shippingRegions: [] }, 'At least one shipping region is required'],
  ])('answers 400 with the shipper message for %s', async (field, info, message) => {
    const res = await t.agent().post('/api/register').send({ ...customer('sv'), accountType: 'shipper', shipperInfo: info });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it.each([
    ['carrierInfo.dotNumber', { ...carrierInfo, dotNumber: '' }, 'DOT number is required'],
    ['carrierInfo.equipmentTypes', { ...carrierInfo, equipmentTypes: [] }, 'At least one equipment type is required'],
    ['carrierInfo.fleetSize', { ...carrierInfo, fleetSize: '' }, 'Fleet size is required'],
    ['carrierInfo.operatingRegions', { ...carrierInfo, operatingRegions: [] }, 'At least one operating region is required'],
    ['carrierInfo.insuranceInfo.liability', { ...carrierInfo, insuranceInfo: { cargo: '$1' } }, 'Liability insurance is required'],
    ['carrierInfo.insuranceInfo.cargo', { ...carrierInfo, insuranceInfo: { liability: '$1' } }, 'Cargo insurance is required'],
  ])('answers 400 with the carrier message for %s', async (field, info, message) => {
    const res = await t.agent().post('/api/register').send({ ...customer('cv'), accountType: 'carrier', carrierInfo: info });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it.each([
    ['carrierInfo.dotNumber', { ...carrierInfo, dotNumber: '123456789' }, 'Enter a USDOT number of 1 to 8 digits'],
    ['carrierInfo.dotNumber', { ...carrierInfo, dotNumber: 'DOT 12a4' }, 'Enter a USDOT number of 1 to 8 digits'],
    ['carrierInfo.mcNumber', { ...carrierInfo, mcNumber: 'MC-12345' }, 'Enter an MC or MX number of 6 or 7 digits'],
    ['carrierInfo.mcNumber', { ...carrierInfo, mcNumber: 'FF-123456' }, 'Enter an MC or MX number of 6 or 7 digits'],
  ])('refuses a malformed federal number (%s) with 400, storing nothing', async (field, info, message) => {
    const before = await User.countDocuments();
    const res = await t.agent().post('/api/register').send({ ...customer('fmt'), accountType: 'carrier', carrierInfo: info });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await User.countDocuments()).toBe(before);
  });

  it('stores USDOT and MC numbers normalised, and refuses a USDOT number another carrier has (409, however it is spelled)', async () => {
    const created = await t.agent().post('/api/register').send({ ...customer('dot1'), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: 'USDOT 0987654', mcNumber: 'mc 123456' } });
    expect(created.status).toBe(201);
    expect(created.body.user.carrierInfo).toMatchObject({ dotNumber: '987654', mcNumber: 'MC-123456' });

    const again = await t.agent().post('/api/register').send({ ...customer('dot2'), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: 'DOT# 987654' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This USDOT number is already registered to another carrier', errors: { 'carrierInfo.dotNumber': 'This USDOT number is already registered to another carrier' } });
    expect(await User.exists({ username: 'rita_dot2' })).toBeNull();
    // The refused registration took nothing: its username is still free.
    await t.agent().post('/api/register').send({ ...customer('dot2'), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: '987655' } }).expect(201);
  });

  it('lets exactly one of two carriers registering one USDOT number at once have it', async () => {
    const answers = await Promise.all(
      ['race1', 'race2', 'race3'].map((n) => t.agent().post('/api/register').send({ ...customer(n), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: '5550001' } })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await User.countDocuments({ 'carrierInfo.dotNumber': '5550001' })).toBe(1);
  });

  it('frees a deleted carrier\'s USDOT number for a new registration', async () => {
    const admin = (await t.createAdmin()).agent;
    const created = await t.agent().post('/api/register').send({ ...customer('gone'), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: '4440001' } }).expect(201);
    await admin.delete(`/api/admin/users/${created.body.user.id}`).expect(204);
    await t.agent().post('/api/register').send({ ...customer('next'), accountType: 'carrier', carrierInfo: { ...carrierInfo, dotNumber: '4440001' } }).expect(201);
  });

  it('refuses a username or email that differs only in case with 409', async () => {
    await t.agent().post('/api/register').send(customer('dup')).expect(201);
    const sameName = await t.agent().post('/api/register').send({ ...customer('x1'), username: 'RITA_DUP' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already exists', errors: { username: 'Username already exists' } });
    const sameEmail = await t.agent().post('/api/register').send({ ...customer('x2'), email: 'Rita_Dup@Example.COM' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'Email already registered', errors: { email: 'Email already registered' } });
  });

  it('stores the email in lower case', async () => {
    const res = await t.agent().post('/api/register').send({ ...customer('lc'), email: 'Mixed.Case@Example.com' });
    expect(res.body.user.email).toBe('mixed.case@example.com');
  });

  it.each([
    ['isAdmin', { isAdmin: true }],
    ['isActive', { isActive: false }],
    ['id', { id: 3 }],
  ])('refuses a body that tries to set %s', async (field, extra) => {
    const res = await t.agent().post('/api/register').send({ ...customer(`m${field}`), ...extra });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(`${field} is not allowed`);
    expect(await User.exists({ username: `rita_m${field}` })).toBeNull();
  });

  it('never lets self-registration create an admin account', async () => {
    const res = await t.agent().post('/api/register').send({ ...customer('adm'), accountType: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.errors.accountType).toBe('Please choose a valid account type');
    expect(await User.exists({ username: 'rita_adm' })).toBeNull();
  });

  it('refuses NoSQL operators in place of values', async () => {
    const res = await t.agent().post('/api/register').send({ ...customer('op'), email: { $gt: '' } });
    expect(res.status).toBe(400);
  });

  it('never answers anything about the password', async () => {
    const res = await t.agent().post('/api/register').send(customer('pw'));
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|secret1/i);
    const stored = await User.findOne({ username: 'rita_pw' }).lean();
    expect(stored?.password).toMatch(/^scrypt\$/);
  });
});

describe('POST /api/register timing', () => {
  // A real hashing cost, so the hash dominates as it does in production.
  const t = useTestApp({ scryptCost: 15 });

  it('spends the password hash on a taken username too, so timing does not tell which usernames exist', async () => {
    await t.agent().post('/api/register').send(customer('timing_a')).expect(201);
    const elapsed = async (work: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Against the hash itself (the app set its cost): a new account also writes the account, its
    // session and its welcome email, which a busy machine slows, so it is no fixed measure. Each
    // hash is timed right before a request, so both meet the same load from other work on the
    // machine, and the fastest of three each is kept (that load only ever makes them slower).
    const hashes: number[] = [];
    const requests: number[] = [];
    for (const n of [1, 2, 3]) {
      hashes.push(await elapsed(() => hashPassword('timing-password-1')));
      requests.push(await elapsed(() => t.agent().post('/api/register').send({ ...customer(`timing_c${n}`), username: 'rita_timing_a' })));
    }
    const hash = Math.min(...hashes);
    const taken = Math.min(...requests);
    expect(hash).toBeGreaterThan(20);
    expect(taken).toBeGreaterThan(hash * 0.7);
  });
});
