/**
 * Scale-out: four API processes on one database (the embedded engine here, through its index front;
 * a MongoDB replica set in production) behind the repo's nginx, as infra/systemd runs them. Nothing
 * is kept per process, so every write
 * made through one is read by the next request through any other: a new quote is listed and
 * counted at once everywhere, a session signed in at one is good at all, and deactivating an
 * account ends its sessions on all four at once.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApiProcess } from '../../api/src/test/api-process';
import { uniqueDatabaseUri } from '../../api/src/test/test-database';
import { findNginx, send, startNginx, stopNginx, write } from './nginx-harness';
import { renderNginxConfig } from './render.cjs';

const PROCESSES = 4;
const ADMIN = { username: 'Admin', password: 'FreightAdmin2024!' };

interface Answer {
  status: number;
  total?: string;
  body: unknown;
  cookie?: string;
}

async function call(port: number, method: string, url: string, { cookie = '', body }: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { cookie, Origin: `http://127.0.0.1:${port}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await send(port, method, url, headers, body === undefined ? undefined : JSON.stringify(body));
  const setCookie = res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, total: res.headers['x-total-count'] as string | undefined, body: res.body ? JSON.parse(res.body) : null, cookie: setCookie };
}

async function signIn(port: number, username: string, password: string): Promise<string> {
  const answer = await call(port, 'POST', '/api/login', { body: { username, password } });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in ${username}: ${answer.status}`);
  return answer.cookie;
}

describe('four API processes behind nginx on one database', () => {
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  let nginx: ChildProcess | undefined;
  let edge = 0;
  let tmp = '';

  beforeAll(async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      MONGODB_URI: uniqueDatabaseUri(),
      // One secret, as in production: a session cookie from one process is good at every other.
      SESSION_SECRET: 'four-processes-share-one-session-secret-0123',
      TRUST_PROXY: 'loopback',
      MAIL_ENABLED: 'false',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_QUOTE_IP: '100000',
      RATE_LIMIT_REGISTER_IP: '100000',
    };
    // The first seeds the demo data; the others start on the seeded database.
    for (let i = 0; i < PROCESSES; i += 1) ports.push(await freePort());
    children.push(await startApiProcess(env, ports[0]));
    children.push(...(await Promise.all(ports.slice(1).map((port) => startApiProcess(env, port)))));

    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-scale-out-'));
    fs.chmodSync(tmp, 0o755);
    const prefix = path.join(tmp, 'nginx');
    edge = await freePort();
    const confFile = path.join(prefix, 'nginx.conf');
    write(confFile, renderNginxConfig({ prefix, listen: `127.0.0.1:${edge}`, staticRoot: path.join(tmp, 'site'), apiServers: ports.map((p) => `127.0.0.1:${p}`) }));
    nginx = await startNginx(findNginx(), prefix, confFile, edge);
  }, 120_000);

  afterAll(async () => {
    await stopNginx(nginx);
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('lists and counts a quote created through one process on the next request through every other', async () => {
    const admin = await signIn(edge, ADMIN.username, ADMIN.password);
    for (let round = 0; round < PROCESSES * 2; round += 1) {
      const writer = ports[round % PROCESSES];
      const before = Number((await call(ports[(round + 1) % PROCESSES], 'GET', '/api/quotes?limit=1', { cookie: admin })).total);
      const created = await call(writer, 'POST', '/api/quotes', {
        body: { firstName: 'Scale', lastName: `Out ${round}`, email: `scale${round}@example.com`, companyName: 'Four Ways Freight', serviceNeeded: 'Freight Transportation' },
      });
      expect(created.status).toBe(201);
      const id = (created.body as { id: number }).id;
      for (const reader of ports) {
        const page = await call(reader, 'GET', '/api/quotes?limit=5', { cookie: admin });
        expect({ reader, total: Number(page.total), first: (page.body as { id: number }[])[0]?.id }).toEqual({ reader, total: before + 1, first: id });
        const search = await call(reader, 'GET', '/api/quotes?limit=5&search=four%20ways', { cookie: admin });
        expect(Number(search.total)).toBe(round + 1);
      }
      // And through the edge, wherever nginx sends it.
      expect(Number((await call(edge, 'GET', '/api/quotes?limit=1', { cookie: admin })).total)).toBe(before + 1);
    }
  });

  it('shares sessions, and deactivating an account ends them on all four at once', async () => {
    const admin = await signIn(ports[1], ADMIN.username, ADMIN.password);
    const registered = await call(edge, 'POST', '/api/register', {
      body: { firstName: 'Dana', lastName: 'Shared', username: 'dana_shared', email: 'dana@example.com', companyName: 'Shared Freight', password: 'secret1' },
    });
    expect(registered.status).toBe(201);
    const customer = await signIn(ports[0], 'dana_shared', 'secret1');
    const id = (registered.body as { user: { id: number } }).user.id;
    for (const port of [...ports, edge]) expect((await call(port, 'GET', '/api/user', { cookie: customer })).status).toBe(200);

    expect((await call(ports[2], 'PATCH', `/api/admin/users/${id}`, { cookie: admin, body: { isActive: false } })).status).toBe(200);
    for (const port of [...ports, edge]) expect({ port, status: (await call(port, 'GET', '/api/user', { cookie: customer })).status }).toEqual({ port, status: 401 });
    // Reactivated, the old session stays ended: the account was signed out everywhere.
    expect((await call(ports[3], 'PATCH', `/api/admin/users/${id}`, { cookie: admin, body: { isActive: true } })).status).toBe(200);
    for (const port of ports) expect((await call(port, 'GET', '/api/user', { cookie: customer })).status).toBe(401);
    expect((await signIn(ports[2], 'dana_shared', 'secret1')).length).toBeGreaterThan(0);
  });
});
