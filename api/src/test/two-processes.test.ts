/**
 * Two API processes share one database while both create, change and delete quotes and accounts at
 * the same time; afterwards every total, count and page each of them answers equals what the
 * database itself counts, and no id was given twice.
 */
import type { ChildProcess } from 'node:child_process';
import mongoose from 'mongoose';
import { overdueCutoff, QUOTE_STATUSES } from '@freight/domain';
import { freePort, startApiProcess } from './api-process';
import { uniqueDatabaseUri } from './test-database';
import { connectDatabase, disconnectDatabase } from '../store';
import { Quote, User } from '../store/testing';

interface Api {
  base: string;
  admin: string;
  child: ChildProcess;
}

async function call(api: Api, method: string, url: string, body?: unknown, cookie = api.admin) {
  const res = await fetch(api.base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, total: res.headers.get('x-total-count'), body: text ? JSON.parse(text) : null };
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe('lists across two API processes', () => {
  const uri = uniqueDatabaseUri();
  const apis: Api[] = [];

  beforeAll(async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      MONGODB_URI: uri,
      // One secret, as in production: a session cookie from one process is good at the other.
      SESSION_SECRET: 'two-processes-share-one-session-secret-0123',
      MAIL_ENABLED: 'false',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_QUOTE_IP: '100000',
      RATE_LIMIT_REGISTER_IP: '100000',
    };
    // The first seeds the demo data; the second starts on the seeded database.
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = await startApiProcess(env, port);
      const base = `http://127.0.0.1:${port}`;
      apis.push({ base, child, admin: await signIn(base, 'Admin', 'FreightAdmin2024!') });
    }
    await connectDatabase(uri);
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) api.child.kill('SIGTERM');
    await Promise.all(apis.map((api) => new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once('exit', resolve)))));
    if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
    await disconnectDatabase();
  });

  it('answers exact totals, counts and pages in both processes after concurrent creates, updates and deletes', async () => {
    const [a, b] = apis;
    // Both answer the overview and a first page before the changes start (a process that kept any
    // of it would answer stale after them).
    for (const api of apis) expect((await call(api, 'GET', '/api/admin/stats')).status).toBe(200);
    const firstPage = (await call(a, 'GET', '/api/quotes?limit=20')).body as { id: number }[];
    expect((await call(b, 'GET', '/api/quotes?limit=20')).body).toEqual(firstPage);
    // Searches asked before the changes, whose answers the changes must move.
    for (const api of apis) for (const search of ['zephyr', 'quill logistics']) expect((await call(api, 'GET', `/api/quotes?limit=5&search=${search}`)).total).toBe('0');

    const customers = await Promise.all(
      [a, b].map(async (api, i) => {
        const username = `view_customer_${i}`;
        const registered = await call(api, 'POST', '/api/register', {
          firstName: 'View',
          lastName: `Customer ${i}`,
          username,
          email: `${username}@example.com`,
          companyName: 'Two Process Freight',
          password: 'secret1',
        }, '');
        expect(registered.status).toBe(201);
        return { api, cookie: await signIn(api.base, username, 'secret1') };
      }),
    );

    const work = async (api: Api, other: Api, n: number) => {
      const created: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await call(api, 'POST', '/api/quotes', {
          firstName: 'Concurrent',
          lastName: `Writer ${n}-${i}`,
          email: `w${n}-${i}@example.com`,
          companyName: i % 2 ? 'Zephyr Haulers' : 'Quill Logistics',
          serviceNeeded: 'Freight Transportation',
        }, '');
        expect(res.status).toBe(201);
        created.push(res.body.id);
        const mine = customers[n];
        expect((await call(mine.api, 'POST', '/api/customer-quotes', { serviceNeeded: 'Cross-Docking' }, mine.cookie)).status).toBe(201);
        // Changes made through the other process, to records this one created.
        if (i % 3 === 0) expect((await call(other, 'PATCH', `/api/admin/quotes/${created[i]}`, { status: QUOTE_STATUSES[(i + n) % 4] })).status).toBe(200);
        if (i % 4 === 1) expect((await call(other, 'DELETE', `/api/admin/quotes/${created[i - 1]}`)).status).toBe(204);
        // Quotes both processes answered before the changes.
        if (i % 4 === 2) {
          const cached = firstPage[(i + n) % firstPage.length].id;
          expect((await call(api, 'PATCH', `/api/admin/quotes/${cached}`, { adminNotes: `note ${n}-${i}` })).status).toBe(200);
        }
      }
    };
    await Promise.all([work(a, b, 0), work(b, a, 1)]);
    await call(b, 'PATCH', `/api/admin/users/${(await User.findOne({ username: 'view_customer_0' }).lean())!.id}`, { isActive: false });

    const real = {
      users: { total: await User.countDocuments(), active: await User.countDocuments({ isActive: true }) },
      quotes: {
        total: await Quote.countDocuments(),
        pending: await Quote.countDocuments({ status: 'pending' }),
        // Pending past the response promise, counted in office hours (seeded quotes can be days old).
        overdue: await Quote.countDocuments({ status: 'pending', createdAt: { $lte: overdueCutoff(new Date()) } }),
        approved: await Quote.countDocuments({ status: 'approved' }),
        rejected: await Quote.countDocuments({ status: 'rejected' }),
        completed: await Quote.countDocuments({ status: 'completed' }),
      },
    };
    const newest = (await Quote.find().sort({ id: -1 }).limit(5).lean()).map((q) => q.id);
    const everyQuote = (await Quote.find().sort({ id: -1 }).lean()).map((q) => ({ id: q.id, status: q.status, adminNotes: q.adminNotes ?? '' }));
    const zephyr = await Quote.countDocuments({ companyName: 'Zephyr Haulers' });
    const newestOf = async (companyName: string) => (await Quote.find({ companyName }).sort({ id: -1 }).limit(5).lean()).map((q) => q.id);
    for (const api of apis) {
      const stats = await call(api, 'GET', '/api/admin/stats');
      expect({ users: stats.body.users, quotes: stats.body.quotes }).toEqual(real);
      const page = await call(api, 'GET', '/api/quotes?limit=5');
      expect(page.total).toBe(String(real.quotes.total));
      expect(page.body.map((q: { id: number }) => q.id)).toEqual(newest);
      // Every answer as stored now, the cached ones included.
      const all = await call(api, 'GET', '/api/quotes?limit=500');
      expect(all.body.map((q: { id: number; status: string; adminNotes?: string }) => ({ id: q.id, status: q.status, adminNotes: q.adminNotes ?? '' }))).toEqual(everyQuote);
      expect((await call(api, 'GET', '/api/quotes?limit=1&status=approved')).total).toBe(String(real.quotes.approved));
      expect((await call(api, 'GET', '/api/quotes?limit=1&search=zephyr')).total).toBe(String(zephyr));
      for (const [search, companyName] of [['zephyr', 'Zephyr Haulers'], ['quill logistics', 'Quill Logistics']]) {
        const found = await call(api, 'GET', `/api/quotes?limit=5&search=${search}`);
        expect({ total: found.total, ids: found.body.map((q: { id: number }) => q.id) }).toEqual({
          total: String(await Quote.countDocuments({ companyName })),
          ids: await newestOf(companyName),
        });
      }
      expect((await call(api, 'GET', '/api/admin/users?limit=1')).total).toBe(String(real.users.total));
    }
    const history = await call(customers[1].api === a ? b : a, 'GET', '/api/customer-quotes?limit=50', undefined, customers[1].cookie);
    expect({ status: history.status, total: history.total }).toEqual({ status: 200, total: '12' });
  }, 120_000);
});
