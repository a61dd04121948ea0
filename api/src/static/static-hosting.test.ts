import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../test/harness';
import { composePage } from './prerendered-pages';

function fakeBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-static-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>Harborline</title><div id="root"></div><script>boot()</script>');
  write('shell/dist/main.3f9a1c2b7d4e5f60.js', 'console.log("shell");\n'.repeat(400));
  write('mfe-marketing/dist/remoteEntry.js', 'var marketing;');
  write('mfe-marketing/dist/mf-manifest.json', JSON.stringify({ exposes: [{ path: './pages', assets: { js: { sync: ['700.ab12cd34ef.js'] } } }] }));
  write('mfe-marketing/dist/routes.json', JSON.stringify({ routes: [{ path: '/' }, { path: '/home' }] }));
  write('mfe-portal/dist/routes.json', JSON.stringify({ routes: [{ path: '/login', title: 'Sign In' }, { path: '/dashboard', title: 'Customer Portal' }] }));
  write('mfe-admin/dist/routes.json', JSON.stringify({ routes: [{ path: '/admin', title: 'Admin Dashboard' }] }));
  write('mfe-tools/dist/routes.json', JSON.stringify({ routes: [{ path: '/quote-calculator', title: 'Instant Quote Calculator' }] }));
  write('mfe-marketing/dist/412.a1b2c3d4e5f60718.js', 'chunk()');
  write('mfe-marketing/dist/412.a1b2c3d4e5f60718.js.map', '{"sourcesContent":["original source"]}');
  write('mfe-marketing/dist/mf-manifest-stats.json', '{"original":"source"}');
  write('shell/dist/main.3f9a1c2b7d4e5f60.js.map', '{"sourcesContent":["original source"]}');
  write('mfe-marketing/dist/prerender.json', prerenderJson('Reliable Supply Chain Solutions'));
  write(
    'shell/dist/prerender.json',
    JSON.stringify({ pages: { '*': { html: '<main><h1>404 Page Not Found</h1></main>', css: 'h1{}', styledVersion: '6.6.0' } } }),
  );
  return root;
}

function prerenderJson(headline: string): string {
  const page = { html: `<main><h1>${headline}</h1></main>`, css: 'h1{color:#0f2547}', styledVersion: '6.6.0' };
  return JSON.stringify({ pages: { '/': page, '/home': page } });
}

describe('static hosting (single-port mode)', () => {
  const root = fakeBuilds();
  // Marketing is "deployed elsewhere": the API asks that host for its pages, and this one is down.
  const t = useTestApp({
    staticRoot: root,
    remotes: {
      marketing: 'http://127.0.0.1:9/marketing/remoteEntry.js',
      portal: '/mfe/portal/remoteEntry.js',
      admin: '/mfe/admin/remoteEntry.js',
      tools: '/mfe/tools/remoteEntry.js',
    },
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves the shell with 200 for every page the hosted remotes own', async () => {
    for (const route of ['/login', '/admin', '/quote-calculator', '/dashboard/']) {
      const res = await t.agent().get(route).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('knows no pages of a remote hosted elsewhere that cannot be reached (and never uses the files here for it)', async () => {
    const res = await t.agent().get('/').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Reliable Supply Chain Solutions');
  });

  it('serves the shell with a real 404 status for unknown pages', async () => {
    const res = await t.agent().get('/no-such-page').set('Accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('never answers an unknown /api path or a missing script with the page', async () => {
    const api = await t.agent().get('/api/nope').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
    const script = await t.agent().get('/mfe/marketing/missing.js').set('Accept', '*/*');
    expect(script.status).toBe(404);
    expect(script.text).not.toContain('<div id="root">');
  });

  it('gives clients that accept anything (uptime checks, curl) the page, but not for missing files', async () => {
    const home = await t.agent().get('/login').set('Accept', '*/*');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<div id="root">');
    const missing = await t.agent().get('/missing-chunk.js').set('Accept', '*/*');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
    const json = await t.agent().get('/quote-calculator').set('Accept', 'application/json');
    expect(json.status).toBe(404);
  });

  it('never serves source maps or the federation build stats (they hold the original source)', async () => {
    for (const file of ['/main.3f9a1c2b7d4e5f60.js.map', '/mfe/marketing/412.a1b2c3d4e5f60718.js.map', '/mfe/marketing/mf-manifest-stats.json']) {
      const res = await t.agent().get(file);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
      expect(res.text).not.toContain('original');
    }
  });

  it('marks entry files no-cache and content-hashed files immutable', async () => {
    const cases: [string, string][] = [
      ['/mfe/marketing/remoteEntry.js', 'no-cache'],
      ['/mfe/marketing/mf-manifest.json', 'no-cache'],
      ['/mfe/marketing/412.a1b2c3d4e5f60718.js', 'public, max-age=31536000, immutable'],
      ['/main.3f9a1c2b7d4e5f60.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [url, cacheControl] of cases) {
      const res = await t.agent().get(url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
    }
  });

  it('publishes the route registry in /remotes.json: remote locations from configuration, pages from each build', async () => {
    const res = await t.agent().get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=5');
    expect(res.body).toEqual({
      remotes: {
        marketing: { entry: 'http://127.0.0.1:9/marketing/remoteEntry.js', version: 'build', routes: [], preload: [] },
        portal: {
          entry: '/mfe/portal/remoteEntry.js', version: 'build',
          routes: [
            { path: '/login', title: 'Sign In' },
            { path: '/dashboard', title: 'Customer Portal' },
          ],
          preload: [],
        },
        admin: { entry: '/mfe/admin/remoteEntry.js', version: 'build', routes: [{ path: '/admin', title: 'Admin Dashboard' }], preload: [] },
        tools: { entry: '/mfe/tools/remoteEntry.js', version: 'build', routes: [{ path: '/quote-calculator', title: 'Instant Quote Calculator' }], preload: [] },
      },
    });
  });

  it('allows scripts and connections to exactly the remote origins, and the page\u2019s own first script by its hash, in its CSP', async () => {
    const res = await t.agent().get('/login').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'];
    const hash = crypto.createHash('sha256').update('boot()').digest('base64');
    expect(csp).toContain(`script-src 'self' http://127.0.0.1:9 'sha256-${hash}';`);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9");
  });

  it('compresses what it sends (brotli or gzip)', async () => {
    const br = await t.agent().get('/main.3f9a1c2b7d4e5f60.js').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.agent().get('/main.3f9a1c2b7d4e5f60.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('prerendered pages (single-port mode, remotes hosted here)', () => {
  const root = fakeBuilds();
  const prerenderFile = path.join(root, 'mfe-marketing/dist/prerender.json');
  const t = useTestApp({ staticRoot: root });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const page = (route: string) => t.agent().get(route).set('Accept', 'text/html');

  it('sends the landing page readable and styled inside the app mount, with the registry, on / and /home', async () => {
    for (const route of ['/', '/home']) {
      const res = await page(route);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<style data-styled="true" data-styled-version="6.6.0">h1{color:#0f2547}</style>');
      expect(res.text).toMatch(
        /<fieldset id="boot-guard" disabled role="none" style="[^"]*"><div id="root"><main><h1>Reliable Supply Chain Solutions<\/h1><\/main><\/div><\/fieldset>/,
      );
      const registry = JSON.parse(/<script type="application\/json" id="freight-registry">(.*?)<\/script>/.exec(res.text)![1]);
      expect(registry.remotes.marketing).toEqual({
        entry: '/mfe/marketing/remoteEntry.js', version: 'build',
        routes: [{ path: '/' }, { path: '/home' }],
        preload: ['/mfe/marketing/700.ab12cd34ef.js'],
      });
    }
  });

  it('sends the shell’s prerendered 404 page, with a 404 status, for a path outside the route table', async () => {
    const res = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root"><main><h1>404 Page Not Found</h1></main></div></fieldset>');
  });

  it('sends the plain shell for a page with nothing prerendered', async () => {
    for (const route of ['/login', '/quote-calculator', '/dashboard']) {
      const res = await page(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div><script type="application/json" id="freight-registry">');
    }
  });

  it('serves a page a redeployed remote adds, and 404s one it drops, without a restart', async () => {
    const routesFile = path.join(root, 'mfe-tools/dist/routes.json');
    expect((await page('/rate-sheets')).status).toBe(404);
    fs.writeFileSync(routesFile, JSON.stringify({ routes: [{ path: '/rate-sheets', title: 'Rate Sheets' }] }));
    fs.utimesSync(routesFile, new Date(), new Date(Date.now() + 5_000));
    expect((await page('/rate-sheets')).status).toBe(200);
    expect((await page('/quote-calculator')).status).toBe(404);
    expect((await t.agent().get('/remotes.json')).body.remotes.tools.routes).toEqual([{ path: '/rate-sheets', title: 'Rate Sheets' }]);
  });

  it('picks up a redeployed remote without a restart', async () => {
    fs.writeFileSync(prerenderFile, prerenderJson('Freight Moved Faster'));
    fs.utimesSync(prerenderFile, new Date(), new Date(Date.now() + 5_000));
    expect((await page('/')).text).toContain('<h1>Freight Moved Faster</h1>');
  });

  it('falls back to the plain shell when the prerendered pages are missing or unreadable', async () => {
    fs.writeFileSync(prerenderFile, '{"pages": {"/": ');
    fs.utimesSync(prerenderFile, new Date(), new Date(Date.now() + 10_000));
    const broken = await page('/');
    expect(broken.status).toBe(200);
    expect(broken.text).toContain('<div id="root"></div>');
    fs.rmSync(prerenderFile);
    expect((await page('/home')).text).toContain('<div id="root"></div>');
  });
});

describe('composePage', () => {
  const shell = '<!doctype html><body><div id=root></div></body>';
  const registry = { remotes: { tools: { entry: '/mfe/tools/remoteEntry.js', routes: [{ path: '/emails', title: '</script><b>' }] } } };

  it('puts the page inside the mount point, its sheet where styled-components rehydrates from, and the registry after it', () => {
    expect(composePage(shell, { page: { html: '<h1>Hi</h1>', css: 'h1{}', styledVersion: '6.6.0' }, registry })).toBe(
      '<!doctype html><body><style data-styled="true" data-styled-version="6.6.0">h1{}</style>' +
        '<fieldset id="boot-guard" disabled role="none" style="display:contents;border:0;margin:0;padding:0;min-width:0">' +
        '<div id="root"><h1>Hi</h1></div></fieldset>' +
        '<script type="application/json" id="freight-registry">' +
        '{"remotes":{"tools":{"entry":"/mfe/tools/remoteEntry.js","routes":[{"path":"/emails","title":"\\u003c/script>\\u003cb>"}]}}}' +
        '</script></body>',
    );
  });

  it('keeps CSS from closing its style element, and the version from leaving its attribute', () => {
    const html = composePage(shell, { page: { html: '', css: 'a{}</style><script>x()</script>', styledVersion: '6"><script>' }, registry });
    expect(html).toContain('a{}<\\/style><script>');
    expect(html).toContain('data-styled-version="6script"');
  });

  it('writes what the server knows of the page after the registry, as JSON that cannot end its script', () => {
    const html = composePage(shell, { registry, pageData: { route: '/track/abc', data: { number: 'HL-1</script><script>x()' } } });
    expect(html).toContain('<script type="application/json" id="freight-page-data">{"route":"/track/abc","data":{"number":"HL-1\\u003c/script>\\u003cscript>x()"}}</script></body>');
    expect(composePage(shell, { registry })).not.toContain('freight-page-data');
  });

  it('leaves a page without a mount point alone', () => {
    expect(composePage('<body></body>', { page: { html: '<h1>Hi</h1>', css: '', styledVersion: '6.6.0' }, registry })).toBe('<body></body>');
  });
});
