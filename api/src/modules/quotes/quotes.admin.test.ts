import { overdueCutoff, PRICE_MESSAGES, QUOTE_STATUSES } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { AuditLog, counters, MailMessage, Quote } from '../../store/testing';

const t = useTestApp();

async function makeQuote(fields: Record<string, unknown> = {}) {
  return Quote.create({
    id: await counters.nextId('quotes'),
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    companyName: 'Harbor Foods',
    serviceNeeded: 'Freight Transportation',
    ...fields,
  });
}

describe('admin quotes API', () => {
  it('keeps the quote list to admins', async () => {
    await t.agent().get('/api/quotes').expect(401, { message: 'Authentication required' });
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    await agent.get('/api/quotes').expect(403, { message: 'Admin privileges required' });
  });

  it('lists every quote newest first, with paging, a status filter and a search', async () => {
    const { agent } = await t.createAdmin();
    const first = await makeQuote({ firstName: 'Olga', companyName: 'Tundra Mills' });
    const second = await makeQuote({ status: 'approved', email: 'buyer@acme-freight.com' });
    const third = await makeQuote({ status: 'approved', lastName: 'Okafor' });

    const all = await agent.get('/api/quotes').expect(200);
    expect(all.body.map((q: { id: number }) => q.id)).toEqual([third.id, second.id, first.id]);
    expect(all.headers['x-total-count']).toBe('3');

    const page = await agent.get('/api/quotes').query({ limit: 1, offset: 1 }).expect(200);
    expect(page.body.map((q: { id: number }) => q.id)).toEqual([second.id]);
    expect(page.headers['x-total-count']).toBe('3');

    const approved = await agent.get('/api/quotes').query({ status: 'approved' }).expect(200);
    expect(approved.body.map((q: { id: number }) => q.id)).toEqual([third.id, second.id]);

    for (const [search, id] of [['olga', first.id], ['TUNDRA', first.id], ['acme-freight', second.id], ['okafor', third.id]] as const) {
      const found = await agent.get('/api/quotes').query({ search }).expect(200);
      expect(found.body.map((q: { id: number }) => q.id)).toEqual([id]);
    }
    await agent.get('/api/quotes').query({ search: 'olga', status: 'approved' }).expect(200, []);
    await agent.get('/api/quotes').query({ status: 'lost' }).expect(400);
  });

  it('updates status, notes and estimated price, and records the change', async () => {
    const { agent, user } = await t.createAdmin();
    const quote = await makeQuote();
    for (const status of QUOTE_STATUSES) {
      await agent.patch(`/api/admin/quotes/${quote.id}`).send({ status }).expect(200);
    }
    const res = await agent
      .patch(`/api/admin/quotes/${quote.id}`)
      .send({ status: 'in-progress', adminNotes: 'Called the shipper', estimatedPrice: '$1,250.5' })
      .expect(200);
    // A price is kept as plain dollars and cents, whatever way staff typed it.
    expect(res.body).toMatchObject({ id: quote.id, status: 'in-progress', adminNotes: 'Called the shipper', estimatedPrice: '1250.50' });
    const entries = await AuditLog.find({ entity: 'quote', entityId: quote.id }).lean();
    expect(entries).toHaveLength(QUOTE_STATUSES.length + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'update', actor: { id: user.id }, after: { status: 'in-progress' } });
  });

  it('validates updates: the five statuses only, known fields only, numeric ids, 404 for unknown quotes', async () => {
    const { agent } = await t.createAdmin();
    const quote = await makeQuote();
    const bad = await agent.patch(`/api/admin/quotes/${quote.id}`).send({ status: 'lost' }).expect(400);
    expect(bad.body.message).toBe('Status must be one of pending, approved, rejected, in-progress, completed');
    await agent.patch(`/api/admin/quotes/${quote.id}`).send({}).expect(400, { message: 'Nothing to update', errors: { _: 'Nothing to update' } });
    await agent.patch(`/api/admin/quotes/${quote.id}`).send({ email: 'x@y.z' }).expect(400);
    await agent.patch('/api/admin/quotes/abc').send({ status: 'approved' }).expect(400);
    await agent.patch('/api/admin/quotes/999999').send({ status: 'approved' }).expect(404, { message: 'Quote not found' });
  });

  it('refuses a price that is not a positive amount in dollars and cents, with the field\'s message, and changes nothing', async () => {
    const { agent } = await t.createAdmin();
    const quote = await makeQuote({ status: 'approved', estimatedPrice: '900.00', validUntil: '2999-01-01' });
    const before = await Quote.findById(quote._id).lean();
    const cases: Array<[unknown, string]> = [
      ['-50', PRICE_MESSAGES.notPositive],
      ['abc', PRICE_MESSAGES.invalid],
      ['0', PRICE_MESSAGES.notPositive],
      ['1.234', PRICE_MESSAGES.invalid],
      ['1000000.01', PRICE_MESSAGES.tooHigh],
      [-50, PRICE_MESSAGES.invalid],
    ];
    for (const [estimatedPrice, message] of cases) {
      const res = await agent.patch(`/api/admin/quotes/${quote.id}`).send({ estimatedPrice, status: 'approved', adminNotes: 'changed?' }).expect(400);
      expect(res.body).toEqual({ message, errors: { estimatedPrice: message } });
    }
    const after = await Quote.findById(quote._id).lean();
    expect(after).toEqual(before);
    expect(await MailMessage.countDocuments({ 'source.id': quote.id })).toBe(0);
  });

  it('filters the pending quotes past the 2-hour promise (in desk hours), counts them in the overview, and exports them', async () => {
    const { agent } = await t.createAdmin();
    const before = (await agent.get('/api/quotes').query({ overdue: true }).expect(200)).body.map((q: { id: number }) => q.id);
    const cutoff = overdueCutoff().getTime();
    const minutes = (n: number) => new Date(cutoff + n * 60_000);
    const old = await makeQuote({ companyName: 'Overdue Old', createdAt: new Date(cutoff - 30 * 86_400_000) });
    const justLate = await makeQuote({ companyName: 'Overdue Just', createdAt: minutes(-1) });
    const notYet = await makeQuote({ companyName: 'Overdue NotYet', createdAt: minutes(10) });
    const answered = await makeQuote({ companyName: 'Overdue Answered', status: 'approved', createdAt: minutes(-60) });
    for (const quote of [old, justLate, notYet, answered]) expect(quote.createdAt.getTime()).toBeLessThan(Date.now() + 60 * 60_000);
    expect(justLate.createdAt.toISOString()).toBe(minutes(-1).toISOString());

    const res = await agent.get('/api/quotes').query({ overdue: true }).expect(200);
    const ids = res.body.map((q: { id: number }) => q.id).filter((id: number) => !before.includes(id));
    expect(ids).toEqual([justLate.id, old.id]);
    expect(Number(res.headers['x-total-count'])).toBe(before.length + 2);
    await agent.get('/api/quotes').query({ overdue: true, search: 'overdue' }).expect(200)
      .then((found) => expect(found.body.map((q: { id: number }) => q.id)).toEqual([justLate.id, old.id]));
    await agent.get('/api/quotes').query({ overdue: true, status: 'approved' }).expect(200, []);
    await agent.get('/api/quotes').query({ overdue: true, offer: 'awaiting' }).expect(200, []);
    await agent.get('/api/quotes').query({ overdue: 'maybe' }).expect(400);

    const stats = (await agent.get('/api/admin/stats').expect(200)).body;
    expect(stats.quotes.overdue).toBe(before.length + 2);

    const csv = (await agent.get('/api/admin/quotes/export').query({ overdue: true, search: 'overdue' }).expect(200)).text;
    expect(csv).toContain('Overdue Old');
    expect(csv).toContain('Overdue Just');
    expect(csv).not.toContain('Overdue NotYet');
    expect(csv).not.toContain('Overdue Answered');

    // Answered, it is no longer overdue.
    await agent.patch(`/api/admin/quotes/${old.id}`).send({ status: 'in-progress' }).expect(200);
    const after = await agent.get('/api/quotes').query({ overdue: true, search: 'overdue' }).expect(200);
    expect(after.body.map((q: { id: number }) => q.id)).toEqual([justLate.id]);
  });

  it('deletes a quote and records it', async () => {
    const { agent } = await t.createAdmin();
    const quote = await makeQuote();
    await agent.delete(`/api/admin/quotes/${quote.id}`).expect(204);
    await agent.delete(`/api/admin/quotes/${quote.id}`).expect(404, { message: 'Quote not found' });
    expect(await Quote.exists({ id: quote.id })).toBeNull();
    expect(await AuditLog.exists({ entity: 'quote', entityId: quote.id, action: 'delete' })).toBeTruthy();
  });
});
