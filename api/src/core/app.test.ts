import { loadConfig } from '../config/config';
import { useTestApp } from '../test/harness';

describe('API core', () => {
  const t = useTestApp({ allowedOrigins: ['https://partner.example.com'] });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.agent().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('refuses a mutation that is not JSON with 415', async () => {
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/x-www-form-urlencoded').send('username=a&password=b');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('accepts a mutation without a body (e.g. logout)', async () => {
    const res = await t.agent().post('/api/logout');
    expect(res.status).toBe(200);
  });

  it('refuses a body over 100 KB with 413 and a clear message', async () => {
    const res = await t.agent().post('/api/login').send({ username: 'a', password: 'x'.repeat(120 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('refuses a mutation from a foreign Origin with 403', async () => {
    const res = await t.agent().post('/api/login').set('Origin', 'https://evil.example.com').send({ username: 'a', password: 'b' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses a cross-site fetch without Origin', async () => {
    const res = await t.agent().post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
  });

  it('accepts its own origin and configured ones', async () => {
    const agent = t.agent();
    const own = await agent.post('/api/logout').set('Host', 'shop.example.com:8080').set('Origin', 'http://shop.example.com:8080');
    expect(own.status).toBe(200);
    const partner = await agent.post('/api/logout').set('Origin', 'https://partner.example.com');
    expect(partner.status).toBe(200);
  });

  it('reports health with the database state', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'connected', uptimeSeconds: expect.any(Number) });
  });

  it('tells pages about demo mode, with credentials only in demo mode', async () => {
    const res = await t.agent().get('/api/app-info');
    expect(res.body).toEqual({ demoMode: true, demoAdmin: { username: 'Admin', password: 'FreightAdmin2024!' } });
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // The old header says what frame-ancestors 'none' says.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('lets no browser or proxy keep a copy of an API answer, signed in or not', async () => {
    const admin = await t.createAdmin();
    for (const res of [await admin.agent.get('/api/user'), await admin.agent.get('/api/admin/stats'), await t.agent().get('/api/user')]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('behind a TLS-terminating proxy', () => {
  const t = useTestApp({ trustProxy: 'loopback' });

  it('marks the session cookie Secure when the proxy says the request came over HTTPS', async () => {
    const { user, password } = await t.createUser();
    const viaHttps = await t.agent().post('/api/login').set('X-Forwarded-Proto', 'https').send({ username: user.username, password });
    const viaHttp = await t.agent().post('/api/login').send({ username: user.username, password });
    const sessionCookie = (res: { headers: Record<string, unknown> }) =>
      (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('freight.sid='));
    expect(sessionCookie(viaHttps)).toMatch(/; Secure/);
    expect(sessionCookie(viaHttp)).not.toMatch(/; Secure/);
  });
});

describe('a development run', () => {
  const t = useTestApp({ env: 'development', allowedOrigins: ['http://localhost:3000', 'http://localhost:8080'] });

  it('refuses mutations from loopback origins it was not told about', async () => {
    for (const origin of ['http://127.0.0.1:9999', 'http://localhost:3001', 'http://[::1]:8080', 'http://127.0.0.1:3000']) {
      const res = await t.agent().post('/api/logout').set('Origin', origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
    }
  });

  it('accepts its public address and the dev server it was told about', async () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:8080']) {
      const res = await t.agent().post('/api/logout').set('Origin', origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
    }
  });
});

describe('a run that did not ask for demo mode', () => {
  const t = useTestApp({ demoMode: loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' }).demoMode });

  it('tells anonymous visitors nothing of the demo admin', async () => {
    const res = await t.agent().get('/api/app-info');
    expect(res.body).toEqual({ demoMode: false });
  });
});
