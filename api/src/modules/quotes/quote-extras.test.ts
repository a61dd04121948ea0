import { backgroundWritesSettled } from '../../core/background-writes';
import { useTestApp } from '../../test/harness';
import { Accessorial, Quote } from '../../store/testing';

const t = useTestApp();
const ADMIN_URL = '/api/admin/accessorials';

const PALLET = { quantity: 2, lengthIn: 48, widthIn: 40, heightIn: 48, weightLbs: 500 };
const LTL_ESTIMATE = { originZip: '02108', destinationZip: '19103', weight: '1000', serviceType: 'ltl', cargoType: 'general' };

async function customer() {
  const { user, password } = await t.createUser();
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent };
}

async function offered() {
  const { agent } = await t.createAdmin();
  const liftgate = (await agent.post(ADMIN_URL).send({ name: 'Liftgate delivery', price: '75.00' }).expect(201)).body;
  const residential = (await agent.post(ADMIN_URL).send({ name: 'Residential delivery', price: '95' }).expect(201)).body;
  const retired = (await agent.post(ADMIN_URL).send({ name: 'Sort and segregate', price: '60.00', isActive: false }).expect(201)).body;
  return { admin: agent, liftgate, residential, retired };
}

describe('accessorials and LTL pieces on quote requests', () => {
  beforeEach(async () => {
    await backgroundWritesSettled();
    await Promise.all([Quote.deleteMany({}), Accessorial.deleteMany({})]);
  });

  it('offers only the active accessorials to anyone, and keeps their administration to admins', async () => {
    const { liftgate, residential, retired } = await offered();
    const res = await t.agent().get('/api/accessorials').expect(200);
    expect(res.body).toEqual([
      { id: residential.id, name: 'Residential delivery', price: '95.00' },
      { id: liftgate.id, name: 'Liftgate delivery', price: '75.00' },
    ]);
    expect(res.body.map((a: { id: number }) => a.id)).not.toContain(retired.id);
    await t.agent().get(ADMIN_URL).expect(401);
    await t.agent().post(ADMIN_URL).send({ name: 'Free money', price: '1' }).expect(401);
    const { agent: signedIn } = await customer();
    await signedIn.get(ADMIN_URL).expect(403);
    await signedIn.patch(`${ADMIN_URL}/${liftgate.id}`).send({ price: '1' }).expect(403);
    await signedIn.delete(`${ADMIN_URL}/${liftgate.id}`).expect(403);
  });

  it('refuses an accessorial without a name, with a price that is not a positive amount, or a name taken', async () => {
    const { admin } = await offered();
    const res = await admin.post(ADMIN_URL).send({ price: '-5' }).expect(400);
    expect(res.body.errors).toEqual({
      name: 'Accessorial name is required',
      price: 'Price must be an amount in US dollars, more than $0 and at most $100,000',
    });
    await admin.post(ADMIN_URL).send({ name: 'Liftgate delivery', price: '80' }).expect(409, { message: 'An accessorial with this name already exists' });
  });

  it('stores a portal request with its lane miles, transit, accessorials as priced, pieces, density and class', async () => {
    const { liftgate, residential } = await offered();
    const { agent } = await customer();
    const { body } = await agent
      .post('/api/customer-quotes')
      .send({ serviceNeeded: 'Freight Transportation', estimate: LTL_ESTIMATE, accessorialIds: [liftgate.id, residential.id], pieces: [PALLET] })
      .expect(201);
    const list = await agent.get('/api/customer-quotes').expect(200);
    const quote = list.body.find((q: { id: number }) => q.id === body.id);
    expect(quote).toMatchObject({
      serviceType: 'ltl',
      lane: { greatCircleMiles: 270.6, roadMiles: 325, transitDays: 3, transitMode: 'ltl' },
      accessorials: [
        { id: liftgate.id, name: 'Liftgate delivery', price: '75.00' },
        { id: residential.id, name: 'Residential delivery', price: '95.00' },
      ],
      pieces: [PALLET],
      density: 9.38,
      freightClass: '100',
    });
  });

  it('takes accessorials and pieces on the public form too', async () => {
    const { liftgate } = await offered();
    const res = await t
      .agent()
      .post('/api/quotes')
      .send({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', companyName: 'Ruiz Imports', serviceNeeded: 'Freight Transportation', accessorialIds: [liftgate.id], pieces: [{ ...PALLET, quantity: 1, weightLbs: 1600 }] })
      .expect(201);
    const stored = await Quote.findOne({ id: res.body.id }).lean();
    expect(stored).toMatchObject({
      userId: null,
      accessorials: [{ id: liftgate.id, name: 'Liftgate delivery', priceCents: 7500 }],
      pieces: [{ ...PALLET, quantity: 1, weightLbs: 1600 }],
      density: 30,
      freightClass: '60',
    });
  });

  const VISITOR = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', companyName: 'Ruiz Imports', serviceNeeded: 'Freight Transportation' };

  it.each([
    ['an absurd length', { pieces: [{ ...PALLET, lengthIn: 10_000 }] }, 'pieces.0.lengthIn', 'Length must be more than 0 and at most 636 in'],
    ['an absurd height', { pieces: [PALLET, { ...PALLET, heightIn: 500 }] }, 'pieces.1.heightIn', 'Height must be more than 0 and at most 110 in'],
    ['a blank width (sent as 0)', { pieces: [{ ...PALLET, widthIn: 0 }] }, 'pieces.0.widthIn', 'Width must be more than 0 and at most 102 in'],
    ['a negative weight', { pieces: [{ ...PALLET, weightLbs: -500 }] }, 'pieces.0.weightLbs', 'Each unit must weigh more than 0 and at most 80,000 lbs'],
    ['more than 20 lines of pieces', { pieces: Array.from({ length: 21 }, () => PALLET) }, 'pieces', 'At most 20 lines of pieces'],
  ])('refuses %s on the public form with a field message and stores nothing', async (_case, change, field, message) => {
    const { liftgate } = await offered();
    const res = await t.agent().post('/api/quotes').send({ ...VISITOR, accessorialIds: [liftgate.id], ...change }).expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await Quote.countDocuments()).toBe(0);
  });

  it('takes an estimate with a ZIP code the dataset does not know as the specified calculator gave it, without lane miles', async () => {
    const { agent } = await customer();
    const res = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate: { ...LTL_ESTIMATE, destinationZip: '99999' } }).expect(201);
    const stored = await Quote.findOne({ id: res.body.id }).lean();
    expect(stored?.lane).toBeUndefined();
    expect(stored).toMatchObject({ originZip: '02108', destinationZip: '99999', distance: String(99999 - 2108) });
    await Quote.deleteMany({});
  });

  it.each([
    ['an unknown origin ZIP', { estimate: { ...LTL_ESTIMATE, originZip: '00000' } }, 'estimate.originZip', 'We have no location for ZIP code 00000. Please check it'],
    ['an unknown destination ZIP', { estimate: { ...LTL_ESTIMATE, destinationZip: '99999' } }, 'estimate.destinationZip', 'We have no location for ZIP code 99999. Please check it'],
  ])('refuses %s on its field when the calculator prices on road miles, storing nothing', async (_case, change, field, message) => {
    const { agent: admin } = await t.createAdmin();
    await admin.put('/api/admin/pricing-settings').send({ marginPercent: 15, calculatorDistance: 'road-miles' }).expect(200);
    try {
      const { agent } = await customer();
      const res = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', ...change }).expect(400);
      expect(res.body).toEqual({ message, errors: { [field]: message } });
      expect(await Quote.countDocuments()).toBe(0);
    } finally {
      await admin.put('/api/admin/pricing-settings').send({ marginPercent: 15, calculatorDistance: 'zip-difference' }).expect(200);
    }
  });

  it.each([
    ['a negative length', { pieces: [{ ...PALLET, lengthIn: -48 }] }, 'pieces.0.lengthIn', 'Length must be more than 0 and at most 636 in'],
    ['a zero height', { pieces: [{ ...PALLET, heightIn: 0 }] }, 'pieces.0.heightIn', 'Height must be more than 0 and at most 110 in'],
    ['an absurd width', { pieces: [{ ...PALLET, widthIn: 5000 }] }, 'pieces.0.widthIn', 'Width must be more than 0 and at most 102 in'],
    ['a fractional quantity', { pieces: [{ ...PALLET, quantity: 1.5 }] }, 'pieces.0.quantity', 'Quantity must be a whole number from 1 to 99'],
    ['pieces heavier than a truckload', { pieces: [{ ...PALLET, quantity: 20, weightLbs: 5000 }] }, 'pieces', 'The pieces weigh more than 80,000 lbs, a full truckload'],
    ['an accessorial id that is not a number', { accessorialIds: ['liftgate'] }, 'accessorialIds.0', 'Please choose extra services from the list'],
  ])('refuses %s with a field message and stores nothing', async (_case, change, field, message) => {
    const { agent } = await customer();
    const res = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', ...change }).expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await Quote.countDocuments()).toBe(0);
  });

  it('refuses an accessorial that does not exist or is no longer offered, and stores nothing', async () => {
    const { liftgate, retired } = await offered();
    const { agent } = await customer();
    const message = 'One of the chosen extra services is no longer offered. Please review them';
    for (const ids of [[liftgate.id, 987654], [retired.id]]) {
      const res = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', accessorialIds: ids }).expect(400);
      expect(res.body).toEqual({ message, errors: { accessorialIds: message } });
      const visitor = await t
        .agent()
        .post('/api/quotes')
        .send({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', companyName: 'Ruiz Imports', serviceNeeded: 'Freight Transportation', accessorialIds: ids })
        .expect(400);
      expect(visitor.body.errors).toEqual({ accessorialIds: message });
    }
    expect(await Quote.countDocuments()).toBe(0);
  });
});
