import { useTestApp } from '../../test/harness';
import { Quote } from '../../store/testing';

const request = (email: string) => ({
  firstName: 'Maria',
  lastName: 'Santos',
  email,
  companyName: 'Garden State Foods',
  serviceNeeded: 'Freight Transportation',
  projectDetails: 'Two refrigerated loads a week.',
});

const storedFor = (email: string) => Quote.countDocuments({ email });

describe('Idempotency-Key on quote requests', () => {
  const t = useTestApp();

  it('answers a repeat with the first answer and stores nothing new', async () => {
    const body = request('repeat@example.com');
    const first = await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-repeat-0001').send(body).expect(201);
    const again = await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-repeat-0001').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await storedFor('repeat@example.com')).toBe(1);
    // Without a key, or with a new one, the same request is a new quote.
    await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-repeat-0002').send(body).expect(201);
    await t.agent().post('/api/quotes').send(body).expect(201);
    expect(await storedFor('repeat@example.com')).toBe(3);
  });

  it('stores a request once when its repeats arrive at the same time', async () => {
    const body = request('concurrent@example.com');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.agent().post('/api/quotes').set('Idempotency-Key', 'key-concurrent-1').send(body)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await storedFor('concurrent@example.com')).toBe(1);
  });

  it('finishes the work of a first attempt that died after claiming its key', async () => {
    const body = request('crashed@example.com');
    const first = await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-crashed-0001').send(body).expect(201);
    // As if the process had died between claiming the key and storing the quote.
    await Quote.deleteOne({ id: first.body.id });
    const retry = await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-crashed-0001').send(body).expect(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await Quote.countDocuments({ id: first.body.id, email: 'crashed@example.com' })).toBe(1);
  });

  it('refuses the same key with a different body (422) and a malformed key (400), storing nothing', async () => {
    await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-different-1').send(request('first@example.com')).expect(201);
    const other = await t.agent().post('/api/quotes').set('Idempotency-Key', 'key-different-1').send(request('second@example.com'));
    expect(other.status).toBe(422);
    const malformed = await t.agent().post('/api/quotes').set('Idempotency-Key', 'short').send(request('third@example.com'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Idempotency-Key must be 8 to 200 visible ASCII characters');
    expect(await storedFor('second@example.com')).toBe(0);
    expect(await storedFor('third@example.com')).toBe(0);
  });

  it('keeps each customer\u2019s keys their own', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const agentA = t.agent();
    const agentB = t.agent();
    await t.signIn(agentA, a.user.username, a.password);
    await t.signIn(agentB, b.user.username, b.password);
    const body = { serviceNeeded: 'Cross-Docking', projectDetails: 'Pallet storage' };
    const first = await agentA.post('/api/customer-quotes').set('Idempotency-Key', 'shared-key-0001').send(body).expect(201);
    const repeat = await agentA.post('/api/customer-quotes').set('Idempotency-Key', 'shared-key-0001').send(body).expect(201);
    const other = await agentB.post('/api/customer-quotes').set('Idempotency-Key', 'shared-key-0001').send(body).expect(201);
    expect(repeat.body.id).toBe(first.body.id);
    expect(other.body.id).not.toBe(first.body.id);
    expect(await Quote.countDocuments({ userId: a.user.id })).toBe(1);
    expect(await Quote.countDocuments({ userId: b.user.id })).toBe(1);
  });
});
