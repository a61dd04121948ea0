/** For the deployments' tests: the builds of a site (shell, four remotes) and a release store, in temporary folders. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_TITLES, PATHS } from '@freight/domain';

export const SHARED = { react: '^19.2.0', '@freight/domain': '^1.0.0' };
const PROVIDED = { react: '19.2.1', 'react-dom': '19.2.1', '@freight/domain': '1.0.0' };

function writer(root: string) {
  return (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
}

export const manifestOf = (remote: string) => ({
  id: remote,
  name: remote,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.2.1' }],
  exposes: [{ path: './pages', assets: { js: { sync: ['pages.0a1b2c3d4e.js'] } } }],
});

export interface FakeRelease {
  routes?: { path: string; title?: string }[];
  shared?: Record<string, string>;
  manifest?: unknown;
  /** The manifest's file text as is (not JSON, say). */
  manifestText?: string;
}

export function fakeSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-deploy-'));
  const write = writer(root);
  write('site/shell/dist/index.html', '<!doctype html><title>Harborline</title><div id="root"></div><script>boot()</script>');
  write('site/shell/dist/shared-versions.json', JSON.stringify({ shared: PROVIDED }));
  write('site/mfe-marketing/dist/routes.json', JSON.stringify({ routes: [{ path: '/' }, { path: '/home' }] }));
  write('site/mfe-portal/dist/routes.json', JSON.stringify({ routes: [{ path: '/login', title: 'Sign In' }] }));
  write('site/mfe-admin/dist/routes.json', JSON.stringify({ routes: [{ path: '/admin', title: 'Admin Dashboard' }] }));
  write('site/mfe-tools/dist/routes.json', JSON.stringify({ routes: [{ path: PATHS.quoteCalculator, title: PAGE_TITLES[PATHS.quoteCalculator] }] }));
  write('site/mfe-tools/dist/remoteEntry.js', 'var tools;');
  const release = (remote: string, version: string, { routes, shared = SHARED, manifest, manifestText }: FakeRelease = {}) => {
    const dir = `releases/${remote}/${version}`;
    const pages = routes ?? [{ path: PATHS.quoteCalculator, title: PAGE_TITLES[PATHS.quoteCalculator] }, { path: '/rate-sheets', title: 'Rate Sheets' }];
    write(`${dir}/remoteEntry.js`, `var ${remote} = "${version}";`);
    write(`${dir}/pages.0a1b2c3d4e.js`, 'pages()');
    write(`${dir}/routes.json`, JSON.stringify({ routes: pages }));
    write(`${dir}/release.json`, JSON.stringify({ remote, version, builtAt: '2026-11-26T10:00:00Z', routes: pages, shared }));
    if (manifestText !== undefined) write(`${dir}/mf-manifest.json`, manifestText);
    else if (manifest !== null) write(`${dir}/mf-manifest.json`, JSON.stringify(manifest ?? manifestOf(remote)));
  };
  return { root, staticRoot: path.join(root, 'site'), releaseStore: path.join(root, 'releases'), release };
}

