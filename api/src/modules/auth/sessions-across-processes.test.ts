/**
 * Two API processes share one database and one session secret: a session used at both is signed
 * out, or its account deactivated or deleted, through one of them, and the other must refuse it
 * within a second (each request reads the session and the account from the database).
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, startApiProcess } from '../../test/api-process';
import { uniqueDatabaseUri } from '../../test/test-database';

interface Api {
  base: string;
  child: ChildProcess;
}

const LIMIT_MS = 1000;

async function call(api: Api, method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(api.base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function signIn(api: Api, username: string, password: string): Promise<string> {
  const res = await fetch(`${api.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** How long after now `api` first answers GET /api/user with 401 for `cookie` (it must keep doing so). */
async function msUntilRefused(api: Api, cookie: string): Promise<number> {
  const started = Date.now();
  while ((await call(api, 'GET', '/api/user', cookie)) !== 401) {
    if (Date.now() - started > 5 * LIMIT_MS) throw new Error('still signed in after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = Date.now() - started;
  for (let i = 0; i < 5; i += 1) expect(await call(api, 'GET', '/api/user', cookie)).toBe(401);
  return ms;
}

describe('signed-in caches across two API processes', () => {
  const apis: Api[] = [];
  let admin = '';
  let registered = 0;

  /** A new customer signed in at the first process, whose session both processes have used (and cached). */
  async function customerSeenByBoth(): Promise<{ cookie: string; id: number }> {
    const [a, b] = apis;
    registered += 1;
    const username = `cached_customer_${registered}`;
    const res = await fetch(`${a.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Cached', lastName: `Customer ${registered}`, username, email: `${username}@example.com`, companyName: 'Cache Freight', password: 'secret1' }),
    });
    const { user } = (await res.json()) as { user: { id: number } };
    const cookie = await signIn(a, username, 'secret1');
    for (let i = 0; i < 3; i += 1) {
      expect(await call(a, 'GET', '/api/user', cookie)).toBe(200);
      expect(await call(b, 'GET', '/api/user', cookie)).toBe(200);
    }
    return { cookie, id: user.id };
  }

  beforeAll(async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      MONGODB_URI: uniqueDatabaseUri(),
      SESSION_SECRET: 'two-processes-share-one-session-secret-0123',
      MAIL_ENABLED: 'false',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_REGISTER_IP: '100000',
    };
    // The first seeds the demo data; the second starts on the seeded database.
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      apis.push({ base: `http://127.0.0.1:${port}`, child: await startApiProcess(env, port) });
    }
    admin = await signIn(apis[0], 'Admin', 'FreightAdmin2024!');
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) api.child.kill('SIGTERM');
    await Promise.all(apis.map((api) => new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once('exit', resolve)))));
  });

  it('refuses a session signed out at one process at the other within a second', async () => {
    const [a, b] = apis;
    const { cookie } = await customerSeenByBoth();
    expect(await call(a, 'POST', '/api/logout', cookie, {})).toBe(200);
    expect(await call(a, 'GET', '/api/user', cookie)).toBe(401);
    expect(await msUntilRefused(b, cookie)).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('refuses a deactivated account at every process within a second', async () => {
    const [a, b] = apis;
    const { cookie, id } = await customerSeenByBoth();
    expect(await call(b, 'PATCH', `/api/admin/users/${id}`, admin, { isActive: false })).toBe(200);
    const [atA, atB] = await Promise.all([msUntilRefused(a, cookie), msUntilRefused(b, cookie)]);
    expect(Math.max(atA, atB)).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('keeps refusing the sessions of an account deactivated and at once reactivated (they were ended)', async () => {
    const [a, b] = apis;
    const { cookie, id } = await customerSeenByBoth();
    expect(await call(a, 'PATCH', `/api/admin/users/${id}`, admin, { isActive: false })).toBe(200);
    expect(await call(a, 'PATCH', `/api/admin/users/${id}`, admin, { isActive: true })).toBe(200);
    const [atA, atB] = await Promise.all([msUntilRefused(a, cookie), msUntilRefused(b, cookie)]);
    expect(Math.max(atA, atB)).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('refuses a deleted account at every process within a second', async () => {
    const [a, b] = apis;
    const { cookie, id } = await customerSeenByBoth();
    expect(await call(a, 'DELETE', `/api/admin/users/${id}`, admin)).toBe(204);
    const [atA, atB] = await Promise.all([msUntilRefused(a, cookie), msUntilRefused(b, cookie)]);
    expect(Math.max(atA, atB)).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('applies admin rights granted or revoked at one process at the other within a second', async () => {
    const [a, b] = apis;
    const { cookie, id } = await customerSeenByBoth();
    const msUntil = async (api: Api, status: number) => {
      const started = Date.now();
      while ((await call(api, 'GET', '/api/admin/stats', cookie)) !== status) {
        if (Date.now() - started > 5 * LIMIT_MS) throw new Error(`no ${status} after 5 s`);
      }
      return Date.now() - started;
    };
    expect(await call(b, 'GET', '/api/admin/stats', cookie)).toBe(403);
    expect(await call(a, 'PATCH', `/api/admin/users/${id}`, admin, { isAdmin: true })).toBe(200);
    expect(await msUntil(b, 200)).toBeLessThanOrEqual(LIMIT_MS);
    expect(await call(b, 'PATCH', `/api/admin/users/${id}`, admin, { isAdmin: false })).toBe(200);
    expect(await msUntil(a, 403)).toBeLessThanOrEqual(LIMIT_MS);
  });
});
