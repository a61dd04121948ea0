import { useTestApp } from '../../test/harness';

const rule = (limit: number) => ({ windowMs: 15 * 60_000, limit });

describe('sign-in and sign-up rate limits', () => {
  const t = useTestApp({
    rateLimits: { loginIp: rule(1000), loginUsername: rule(3), registerIp: rule(2), quoteIp: rule(1000) },
  });

  it('answers 429 after too many wrong passwords for one username, even with the right one', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.agent().post('/api/login').send({ username: user.username, password: 'wrong' })).status).toBe(401);
    }
    const res = await t.agent().post('/api/login').send({ username: user.username.toUpperCase(), password });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
  });

  it('does not count successful sign-ins', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.agent().post('/api/login').send({ username: user.username, password })).status).toBe(200);
    }
  });

  it('limits registrations per address', async () => {
    const body = (n: number) => ({
      firstName: 'A',
      lastName: 'B',
      username: `limited_${n}`,
      email: `limited_${n}@example.com`,
      companyName: 'C',
      password: 'secret1',
    });
    expect((await t.agent().post('/api/register').send(body(1))).status).toBe(201);
    expect((await t.agent().post('/api/register').send(body(2))).status).toBe(201);
    const res = await t.agent().post('/api/register').send(body(3));
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});
