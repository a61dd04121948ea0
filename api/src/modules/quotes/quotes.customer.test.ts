import { calculateQuote } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { backgroundWritesSettled } from '../../core/background-writes';
import { MailMessage } from '../../store/testing';

const t = useTestApp();
const URL = '/api/customer-quotes';

async function signedIn(overrides: Record<string, unknown> = {}) {
  const { user, password } = await t.createUser(overrides);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, user };
}

describe('customer quotes API', () => {
  it('answers 401 to signed-out visitors, for reading and for submitting', async () => {
    await t.agent().get(URL).expect(401, { message: 'Authentication required' });
    await t.agent().post(URL).send({ serviceNeeded: 'Other' }).expect(401, { message: 'Authentication required' });
  });

  it('refuses a request without a service with the spec message', async () => {
    const { agent } = await signedIn();
    const res = await agent.post(URL).send({ phone: '555-0100' }).expect(400);
    expect(res.body).toEqual({ message: 'Please select a service', errors: { serviceNeeded: 'Please select a service' } });
    await agent.post(URL).send({ serviceNeeded: 'Teleportation' }).expect(400, { message: 'Please select a service', errors: { serviceNeeded: 'Please select a service' } });
  });

  it('takes name, email and company from the account and refuses them (or a status) in the body', async () => {
    const { agent, user } = await signedIn({ firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Inc' });
    for (const extra of [{ email: 'spoof@example.com' }, { status: 'approved' }, { userId: 999 }, { calculatedPrice: '1.00' }]) {
      await agent.post(URL).send({ serviceNeeded: 'Other', ...extra }).expect(400);
    }
    const created = await agent.post(URL).send({ serviceNeeded: 'Cross-Docking', phone: '555-0100', projectDetails: 'Two pallets' }).expect(201);
    expect(created.body).toEqual({ message: expect.any(String), id: expect.any(Number) });

    const [quote] = (await agent.get(URL).expect(200)).body;
    expect(quote).toMatchObject({
      id: created.body.id,
      serviceNeeded: 'Cross-Docking',
      phone: '555-0100',
      projectDetails: 'Two pallets',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      companyName: 'Engines Inc',
      status: 'pending',
    });
    expect(quote).not.toHaveProperty('_id');
  });

  it('shows each user only their own quotes', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.agent.post(URL).send({ serviceNeeded: 'Other', projectDetails: 'A1' }).expect(201);
    await a.agent.post(URL).send({ serviceNeeded: 'Other', projectDetails: 'A2' }).expect(201);
    await b.agent.post(URL).send({ serviceNeeded: 'Other', projectDetails: 'B1' }).expect(201);

    const mine = await a.agent.get(URL).expect(200);
    expect(mine.body.map((q: { projectDetails: string }) => q.projectDetails).sort()).toEqual(['A1', 'A2']);
    expect(mine.headers['x-total-count']).toBe('2');
    const theirs = await b.agent.get(URL).expect(200);
    expect(theirs.body.map((q: { projectDetails: string }) => q.projectDetails)).toEqual(['B1']);
  });

  it('lists newest first and pages with limit and offset, reporting the total in X-Total-Count', async () => {
    const { agent } = await signedIn();
    for (const details of ['first', 'second', 'third']) {
      await agent.post(URL).send({ serviceNeeded: 'Other', projectDetails: details }).expect(201);
    }
    const all = await agent.get(URL).expect(200);
    expect(all.body.map((q: { projectDetails: string }) => q.projectDetails)).toEqual(['third', 'second', 'first']);

    const page1 = await agent.get(URL).query({ limit: 2, offset: 0 }).expect(200);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.body.map((q: { projectDetails: string }) => q.projectDetails)).toEqual(['third', 'second']);
    const page2 = await agent.get(URL).query({ limit: 2, offset: 2 }).expect(200);
    expect(page2.body.map((q: { projectDetails: string }) => q.projectDetails)).toEqual(['first']);

    await agent.get(URL).query({ limit: 0 }).expect(400);
    await agent.get(URL).query({ limit: 501 }).expect(400);
  });

  it.each([
    [{ originZip: '1234' }, 'Please enter origin ZIP code'],
    [{ destinationZip: '191' }, 'Please enter destination ZIP code'],
    [{ weight: '-5' }, 'Weight must be more than 0 lbs'],
    [{ weight: 0 }, 'Weight must be more than 0 lbs'],
    [{ weight: '999999' }, 'Weight must be at most 80,000 lbs, a full truckload'],
  ])('refuses an estimate the calculator would refuse (%p) with its message, storing nothing', async (change, message) => {
    const { agent } = await signedIn();
    const estimate = { originZip: '07105', destinationZip: '19103', weight: '1200', serviceType: 'standard', cargoType: 'general', ...change };
    const res = await agent.post(URL).send({ serviceNeeded: 'Freight Transportation', estimate }).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect((await agent.get(URL).expect(200)).body).toEqual([]);
  });

  it('recomputes a calculator estimate on the server and never takes a price from the client', async () => {
    const { agent } = await signedIn();
    const estimate = { originZip: '07105', destinationZip: '19103', weight: '1200', serviceType: 'expedited', cargoType: 'fragile' };

    await agent.post(URL).send({ serviceNeeded: 'Freight Transportation', estimate: { ...estimate, totalCost: 1 } }).expect(400);
    await agent.post(URL).send({ serviceNeeded: 'Freight Transportation', estimate: { ...estimate, serviceType: 'teleport' } }).expect(400);
    await agent.post(URL).send({ serviceNeeded: 'Freight Transportation', estimate }).expect(201);

    const [quote] = (await agent.get(URL).expect(200)).body;
    expect(quote).toMatchObject({
      originZip: '07105',
      destinationZip: '19103',
      weight: '1200',
      distance: String(19103 - 7105),
      equipmentType: 'Expedited Delivery / Fragile Items',
      calculatedPrice: calculateQuote(estimate)!.totalCost.toFixed(2),
    });
  });

  it('stores no estimate fields when the request has no estimate', async () => {
    const { agent } = await signedIn();
    await agent.post(URL).send({ serviceNeeded: 'Other' }).expect(201);
    const [quote] = (await agent.get(URL).expect(200)).body;
    expect(quote.calculatedPrice ?? '').toBe('');
    expect(quote.originZip ?? '').toBe('');
  });

  it('offers no route to read or change a single quote, so no one can reach another user\'s', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { id } = (await a.agent.post(URL).send({ serviceNeeded: 'Other' }).expect(201)).body;
    await b.agent.get(`${URL}/${id}`).expect(404);
    await b.agent.patch(`${URL}/${id}`).send({ projectDetails: 'mine now' }).expect(404);
    await b.agent.delete(`${URL}/${id}`).expect(404);
    const [quote] = (await a.agent.get(URL).expect(200)).body;
    expect(quote.projectDetails).toBe('');
  });

  it('queues the new-quote email for the quotes desk and the acknowledgment once it has answered', async () => {
    const { agent } = await signedIn();
    const { id } = (await agent.post(URL).send({ serviceNeeded: 'Inventory Management' }).expect(201)).body;
    await backgroundWritesSettled();
    const kinds = (await MailMessage.find({ 'source.id': id }).lean()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['customer.quote-received', 'staff.quote-received']);
  });
});
