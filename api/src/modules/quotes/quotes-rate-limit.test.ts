import { useTestApp } from '../../test/harness';
import { Quote } from '../../store/testing';

const roomy = { windowMs: 60 * 60_000, limit: 10_000 };
const request = (n: number) => ({
  firstName: 'Rate',
  lastName: `Limited ${n}`,
  email: `rate${n}@example.com`,
  companyName: 'Busy Shipper LLC',
  serviceNeeded: 'Multiple Services',
});

describe('POST /api/quotes rate limit', () => {
  const t = useTestApp({
    rateLimits: { loginIp: roomy, loginPair: roomy, loginUsername: roomy, registerIp: roomy, quoteIp: { windowMs: 60 * 60_000, limit: 2 }, laneIp: roomy, passwordResetIp: roomy, passwordResetEmail: roomy, remoteFailureIp: roomy },
  });

  it('answers 429 to a visitor over the hourly limit and stores nothing more', async () => {
    await t.agent().post('/api/quotes').send(request(1)).expect(201);
    await t.agent().post('/api/quotes').send(request(2)).expect(201);
    const res = await t.agent().post('/api/quotes').send(request(3)).expect(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await Quote.countDocuments()).toBe(2);
  });

  it('does not limit signed-in customers by address', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    for (let n = 4; n < 7; n += 1) await agent.post('/api/quotes').send(request(n)).expect(201);
  });
});
