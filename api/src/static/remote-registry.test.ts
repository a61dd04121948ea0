import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { routeRegistry } from './remote-registry';

/** A remote's build on another host: routes.json and mf-manifest.json beside its remoteEntry.js. */
function remoteHost(files: Record<string, unknown>) {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    served,
    files,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the route registry', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-registry-'));
  fs.mkdirSync(path.join(root, 'mfe-portal/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-portal/dist/routes.json'), JSON.stringify({ routes: [{ path: '/login', title: 'Sign In', preload: ['page-login.0a1b2c3d4e.js'] }] }));
  const host = remoteHost({
    '/tools/routes.json': { routes: [{ path: '/quote-calculator', title: 'Instant Quote Calculator', preload: ['page-quote-calculator.5e6f7a8b9c.js'] }] },
    '/tools/mf-manifest.json': { exposes: [{ path: './pages', assets: { js: { sync: ['pages.1a2b3c4d5e.js'] } } }] },
  });
  let base = '';
  beforeAll(async () => {
    base = await host.start();
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const config = () => loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', STATIC_ROOT: root, REMOTE_TOOLS_URL: `${base}/tools/remoteEntry.js` });

  it('reads a hosted build from its folder and asks a remote hosted elsewhere for its pages and their first scripts', async () => {
    const registry = routeRegistry(config());
    await registry.ready();
    expect(registry.current().remotes).toEqual({
      marketing: { entry: '/mfe/marketing/remoteEntry.js', version: 'build', routes: [], preload: [] },
      portal: {
        entry: '/mfe/portal/remoteEntry.js', version: 'build',
        routes: [{ path: '/login', title: 'Sign In', preload: ['/mfe/portal/page-login.0a1b2c3d4e.js'] }],
        preload: [],
      },
      admin: { entry: '/mfe/admin/remoteEntry.js', version: 'build', routes: [], preload: [] },
      tools: {
        entry: `${base}/tools/remoteEntry.js`, version: 'build',
        routes: [{ path: '/quote-calculator', title: 'Instant Quote Calculator', preload: [`${base}/tools/page-quote-calculator.5e6f7a8b9c.js`] }],
        preload: [`${base}/tools/pages.1a2b3c4d5e.js`],
      },
    });
    expect(registry.ownerOf('/quote-calculator')).toEqual({ remote: 'tools', dir: undefined });
    expect(registry.ownerOf('/login')).toEqual({ remote: 'portal', dir: path.join(root, 'mfe-portal/dist') });
    expect(registry.ownerOf('/nowhere')).toBeUndefined();
  });

  it('asks again after a while, and keeps the last pages it knew when the other host stops answering', async () => {
    const registry = routeRegistry(config());
    await registry.ready();
    delete host.files['/tools/routes.json'];
    const asked = host.served.length;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    registry.current();
    while (host.served.length === asked) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock.mockRestore();
    expect(host.served.slice(asked)).toContain('/tools/routes.json');
    expect(registry.ownerOf('/quote-calculator')?.remote).toBe('tools');
  });
});
