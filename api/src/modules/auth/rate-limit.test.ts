import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../test/harness';
import { loginDelayMs, TRUSTED_DEVICE_COOKIE } from './login-throttle';

const rule = (limit: number) => ({ windowMs: 15 * 60_000, limit });

interface Answer {
  status: number;
  body: { message?: string };
  cookies: string[];
  ms: number;
}

describe('sign-in and sign-up rate limits', () => {
  const t = useTestApp({
    rateLimits: { loginIp: rule(8), loginPair: rule(3), loginUsername: rule(12), registerIp: rule(2), quoteIp: rule(1000), laneIp: rule(1000), passwordResetIp: rule(1000), passwordResetEmail: rule(1000), remoteFailureIp: rule(1000) },
    loginDelayAfter: 10_000,
  });
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A sign-in from a real source address on loopback (127.0.0.2, 127.0.0.3, ...), optionally with a browser's cookie. */
  function signInFrom(address: string, username: string, password: string, cookie?: string): Promise<Answer> {
    const data = JSON.stringify({ username, password });
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/login',
          method: 'POST',
          localAddress: address,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...(cookie ? { cookie } : {}) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), cookies: res.headers['set-cookie'] ?? [], ms: Date.now() - started }),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  }

  const deviceCookieOf = (answer: Answer) => answer.cookies.find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))?.split(';')[0];

  it('stops one address guessing one account, but not the same account from another address', async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < 3; i += 1) expect((await signInFrom('127.0.0.2', user.username, 'wrong')).status).toBe(401);
    const blocked = await signInFrom('127.0.0.2', user.username.toUpperCase(), password);
    expect(blocked.status).toBe(429);
    // When the window ends: 15 minutes after the first failure, or sooner where windows are fixed
    // to the clock (the embedded engine's store).
    const minutes = Number(/^Too many attempts\. Please try again in (\d+) minutes?\.$/.exec(String(blocked.body.message))?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await signInFrom('127.0.0.3', user.username, password)).status).toBe(200);
  });

  it('stops one address guessing many accounts', async () => {
    const users = await Promise.all(Array.from({ length: 9 }, () => t.createUser()));
    for (const { user } of users.slice(0, 8)) expect((await signInFrom('127.0.0.4', user.username, 'wrong')).status).toBe(401);
    const { user, password } = users[8];
    expect((await signInFrom('127.0.0.4', user.username, password)).status).toBe(429);
    expect((await signInFrom('127.0.0.5', user.username, password)).status).toBe(200);
  });

  it('cannot lock the owner out: an attack from many addresses stops new browsers at a high ceiling, never a trusted one', async () => {
    const { user, password } = await t.createUser();
    const owner = await signInFrom('127.0.0.6', user.username, password);
    const trusted = deviceCookieOf(owner);
    expect(trusted).toBeDefined();
    // 5 addresses × 3 wrong passwords (each pair's limit) = 15 failures, past the username ceiling of 12.
    for (let n = 10; n < 15; n += 1) {
      for (let i = 0; i < 3; i += 1) await signInFrom(`127.0.0.${n}`, user.username, 'wrong');
    }
    expect((await signInFrom('127.0.0.20', user.username, password)).status).toBe(429);
    // The owner's browser, from a new address too, still gets in.
    expect((await signInFrom('127.0.0.21', user.username, password, trusted)).status).toBe(200);
    // A cookie for another account, or a forged one, trusts nothing.
    const forged = trusted!.replace(/\.[^.]+$/, '.AAAA');
    expect((await signInFrom('127.0.0.22', user.username, password, forged)).status).toBe(429);
  });

  it('answers a deactivated account exactly like a wrong password', async () => {
    const { user, password } = await t.createUser({ isActive: false });
    const deactivated = await signInFrom('127.0.0.30', user.username, password);
    const wrong = await signInFrom('127.0.0.31', user.username, 'wrong');
    expect(deactivated.status).toBe(401);
    expect(deactivated.body).toEqual(wrong.body);
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
    // A fixed window may be within its last minute: "1 minute", singular.
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in (1 minute|\d+ minutes)\.$/);
  });
});

describe('growing delays per username', () => {
  it('waits nothing for the first failures, then 250 ms doubling up to 8 s', () => {
    expect([0, 4].map((n) => loginDelayMs(n, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 10, 50].map((n) => loginDelayMs(n, 5))).toEqual([250, 500, 1000, 8000, 8000]);
  });

  const t = useTestApp({
    rateLimits: { loginIp: rule(1000), loginPair: rule(1000), loginUsername: rule(1000), registerIp: rule(1000), quoteIp: rule(1000), laneIp: rule(1000), passwordResetIp: rule(1000), passwordResetEmail: rule(1000), remoteFailureIp: rule(1000) },
    loginDelayAfter: 2,
  });

  it('slows the next attempt on a username after its free failures, except from a trusted browser', async () => {
    const { user, password } = await t.createUser();
    const owner = t.agent();
    await t.signIn(owner, user.username, password);
    for (let i = 0; i < 3; i += 1) await t.agent().post('/api/login').send({ username: user.username, password: 'wrong' });
    let started = Date.now();
    await t.agent().post('/api/login').send({ username: user.username, password }).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    started = Date.now();
    await owner.post('/api/login').send({ username: user.username, password }).expect(200);
    expect(Date.now() - started).toBeLessThan(450);
  });
});
