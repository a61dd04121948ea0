/**
 * The production edge, for real: nginx (rendered from nginx.conf.template) in front of two API
 * instances, serving a fake build of the shell and one remote from a temp STATIC_ROOT.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { createApp } from '../../api/src/app';
import { connectDatabase, disconnectDatabase } from '../../api/src/store';
import { createHttpServer, REQUEST_TIMEOUTS } from '../../api/src/core/http-server';
import { testConfig } from '../../api/src/test/harness';
import { uniqueDatabaseUri } from '../../api/src/test/test-database';
import { findNginx, freePort, send, sendSlowly, startNginx, stopNginx, write } from './nginx-harness';
import { renderNginxConfig } from './render.cjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><html><head><title>Harborline test shell</title></head><body><div id="root"></div></body></html>';
/** The shell page as the API sends it: the route registry written in after the mount point. */
const SERVED_SHELL = /^<!doctype html><html><head><title>Harborline test shell<\/title><\/head><body><div id="root"><\/div><script type="application\/json" id="freight-registry">\{"remotes":.*<\/script><\/body><\/html>$/;

interface ApiInstance {
  server: http.Server;
  address: string;
  hits: number;
}

/** A fake build: the shell with a hashed chunk, the tools remote with its entry, a chunk and its page; the landing page's remote. */
function fakeBuild(root: string): void {
  write(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(root, 'shell/dist/main.0123456789.js'), 'console.log("shell chunk");\n');
  write(path.join(root, 'mfe-tools/dist/remoteEntry.js'), 'var tools = {};\n');
  write(path.join(root, 'mfe-tools/dist/routes.json'), JSON.stringify({ routes: [{ path: '/quote-calculator' }] }));
  write(path.join(root, 'mfe-marketing/dist/routes.json'), JSON.stringify({ routes: [{ path: '/' }] }));
  write(path.join(root, 'mfe-tools/dist/features.abcdef0123.js'), 'console.log("tools chunk");\n');
  write(path.join(root, 'mfe-tools/dist/features.abcdef0123.js.map'), '{"sourcesContent":["original source"]}');
  write(path.join(root, 'mfe-tools/dist/mf-manifest-stats.json'), '{"original":"source"}');
  write(path.join(root, 'shell/dist/main.0123456789.js.map'), '{"sourcesContent":["original source"]}');
}

/** The edge's and the API's bounds on slow clients, shortened so a test sees them act within seconds. */
const CLIENT_TIMEOUT_S = 1;
// The request bounds shortened so a test sees them act; idle connections kept as the real API keeps them.
const API_TIMEOUTS = { ...REQUEST_TIMEOUTS, headersMs: 1_000, requestMs: 2_500, checkEveryMs: 100 };

/** An API instance on a random loopback port, as the API's own server runs it, counting the requests it answers. */
function startApi(staticRoot: string): Promise<ApiInstance> {
  const app = createApp(testConfig({ staticRoot }));
  const instance = { hits: 0 } as ApiInstance;
  instance.server = createHttpServer((req, res) => {
    instance.hits += 1;
    app(req, res);
  }, API_TIMEOUTS);
  return new Promise((resolve, reject) => {
    instance.server.once('error', reject);
    instance.server.listen(0, '127.0.0.1', () => {
      instance.address = `127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
      resolve(instance);
    });
  });
}

function stopApi(instance: ApiInstance | undefined): Promise<void> {
  if (!instance?.server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    instance.server.close(() => resolve());
    instance.server.closeAllConnections();
  });
}

describe('nginx in front of two API instances', () => {
  let tmp: string;
  let nginx: ChildProcess | undefined;
  let port: number;
  let origin: string;
  const apis: ApiInstance[] = [];
  const page = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    const nginxBin = findNginx();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-nginx-'));
    // Run as root, nginx's workers drop to an unprivileged user that must still read the build.
    fs.chmodSync(tmp, 0o755);
    const staticRoot = path.join(tmp, 'site');
    const prefix = path.join(tmp, 'nginx');
    fs.mkdirSync(prefix, { recursive: true });
    fakeBuild(staticRoot);

    await connectDatabase(uniqueDatabaseUri());
    apis.push(await startApi(staticRoot), await startApi(staticRoot));

    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const confFile = path.join(prefix, 'nginx.conf');
    write(
      confFile,
      renderNginxConfig({ prefix, listen: `127.0.0.1:${port}`, staticRoot, apiServers: apis.map((a) => a.address), clientTimeoutSeconds: CLIENT_TIMEOUT_S }),
    );
    nginx = await startNginx(nginxBin, prefix, confFile, port);
  }, 30_000);

  afterAll(async () => {
    await stopNginx(nginx);
    await Promise.all(apis.map(stopApi));
    if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
    await disconnectDatabase();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 20_000);

  it('serves the shell at / from the API, revalidated on every visit', async () => {
    const res = await send(port, 'GET', '/', page);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.body).toMatch(SERVED_SHELL);
  });

  it('serves content-hashed chunks itself, cached for a year', async () => {
    const before = apis.map((a) => a.hits);
    const shell = await send(port, 'GET', '/main.0123456789.js');
    expect(shell.status).toBe(200);
    expect(shell.headers['content-type']).toMatch(/javascript/);
    expect(shell.headers['cache-control']).toBe(IMMUTABLE);
    expect(shell.headers['x-content-type-options']).toBe('nosniff');
    expect(shell.body).toContain('shell chunk');

    const tools = await send(port, 'GET', '/mfe/tools/features.abcdef0123.js');
    expect(tools.status).toBe(200);
    expect(tools.headers['cache-control']).toBe(IMMUTABLE);
    expect(tools.body).toContain('tools chunk');
    // Static files never reach the API.
    expect(apis.map((a) => a.hits)).toEqual(before);
  });

  it('never serves source maps or the federation build stats (they hold the original source)', async () => {
    for (const file of ['/main.0123456789.js.map', '/mfe/tools/features.abcdef0123.js.map', '/mfe/tools/mf-manifest-stats.json']) {
      const res = await send(port, 'GET', file);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
      expect(res.body).not.toContain('original');
    }
  });

  it('serves remote entries revalidated on every load', async () => {
    const res = await send(port, 'GET', '/mfe/tools/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('var tools');
    expect((await send(port, 'GET', '/mfe/tools/missing.js')).status).toBe(404);
  });

  it('proxies /remotes.json and /api/health to the API', async () => {
    const remotes = await send(port, 'GET', '/remotes.json');
    expect(remotes.status).toBe(200);
    expect(remotes.headers['cache-control']).toBe('private, max-age=5');
    expect(JSON.parse(remotes.body).remotes).toMatchObject({
      tools: { entry: '/mfe/tools/remoteEntry.js', routes: [{ path: '/quote-calculator' }] },
      admin: { entry: '/mfe/admin/remoteEntry.js', routes: [] },
    });

    const health = await send(port, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: 'connected' });
  });

  it('answers a known route with the shell (200) and an unknown path with the shell (404)', async () => {
    const known = await send(port, 'GET', '/quote-calculator', page);
    expect(known.status).toBe(200);
    expect(known.headers['content-type']).toMatch(/^text\/html/);
    expect(known.headers['cache-control']).toBe('no-cache');
    expect(known.body).toMatch(SERVED_SHELL);

    const unknown = await send(port, 'GET', '/nope', page);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toMatch(SERVED_SHELL);

    const api = await send(port, 'GET', '/api/nope', page);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ message: 'Not found' });
  });

  it('passes state-changing calls through with the browser Host and Origin intact', async () => {
    const body = JSON.stringify({ username: 'nobody_behind_nginx', password: 'not-the-password' });
    const json = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
    const sameSite = await send(port, 'POST', '/api/login', { ...json, Origin: origin }, body);
    expect(sameSite.status).toBe(401);
    expect(JSON.parse(sameSite.body)).toMatchObject({ success: false, message: 'Invalid username or password' });

    // The Origin check is still on: it is the preserved Host that made the call above same-site.
    const crossSite = await send(port, 'POST', '/api/login', { ...json, Origin: 'http://evil.example' }, body);
    expect(crossSite.status).toBe(403);
  });

  describe('cuts slow clients off', () => {
    const post = (length: number) =>
      `POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const body = JSON.stringify({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', companyName: 'Slow Co', serviceNeeded: 'Specialized Cargo' });

    it('whose headers stop coming', async () => {
      const { closedAfterMs } = await sendSlowly(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, '', 100);
      expect(closedAfterMs).toBeLessThan(CLIENT_TIMEOUT_S * 1000 + 2_000);
    });

    it('whose body stops coming', async () => {
      const { closedAfterMs } = await sendSlowly(port, post(body.length) + body.slice(0, 10), '', 100);
      expect(closedAfterMs).toBeLessThan(CLIENT_TIMEOUT_S * 1000 + 2_000);
    });

    it('whose body keeps trickling, never pausing long enough for the edge: the API answers 408', async () => {
      // A byte every 300 ms: each pause is under the edge's bound, the whole body would take a minute.
      const { answer, closedAfterMs } = await sendSlowly(port, post(body.length), body, 300);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(API_TIMEOUTS.requestMs + 2_000);
    });
  });

  it('spreads requests over both instances and keeps answering when one stops', async () => {
    const before = apis.map((a) => a.hits);
    for (let i = 0; i < 6; i += 1) expect((await send(port, 'GET', '/api/health')).status).toBe(200);
    const served = apis.map((a, i) => a.hits - before[i]);
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);

    await stopApi(apis[0]);
    const survivorBefore = apis[1].hits;
    for (let i = 0; i < 6; i += 1) {
      expect((await send(port, 'GET', '/api/health')).status).toBe(200);
      expect((await send(port, 'GET', '/quote-calculator', page)).status).toBe(200);
    }
    const body = JSON.stringify({ username: 'nobody_behind_nginx', password: 'not-the-password' });
    const login = await send(
      port,
      'POST',
      '/api/login',
      { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: origin },
      body,
    );
    expect(login.status).toBe(401);
    expect(apis[1].hits - survivorBefore).toBe(13);
  });
});
