/**
 * The release gate, run by CI over every remote as its sources define it: each remote's shared
 * requirements (its webpack.config.js, ranges from its package.json) must be satisfied by what the
 * shell provides (the installed versions it shares), its pages must not collide with another remote's,
 * and its federation manifest (when it is built) must be usable. The same rules refuse a release at
 * activation (api/src/modules/deployments).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEPLOYMENT_MESSAGES, gateProblems, MF_MANIFEST_FILE, type RegistryRoute } from '@freight/domain';
import { ROUTES as ADMIN_ROUTES } from '../../mfe-admin/src/app/routes';
import { ROUTES as MARKETING_ROUTES } from '../../mfe-marketing/src/app/routes';
import { ROUTES as PORTAL_ROUTES } from '../../mfe-portal/src/app/routes';
import { ROUTES as TOOLS_ROUTES } from '../../mfe-tools/src/app/routes';

// Each app's webpack.config.js hands its federation options to this; here they are kept as stated.
jest.mock('./create-prerender-config.cjs', () => ({ createConfigWithPrerender: (options: unknown) => options }));

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(__filename);
const { APPS, REMOTE_NAMES } = require('./apps.cjs') as { APPS: Record<string, { dir: string }>; REMOTE_NAMES: string[] };
const { ALL_SHARED } = require('./shared.cjs') as { ALL_SHARED: string[] };

type Federation = { name: string; exposes?: Record<string, string>; shared: Record<string, { requiredVersion: string }> };

/** The federation options an app's own webpack.config.js states. */
const federationOf = (app: string): Federation =>
  // Through Jest's registry, so the config's own require of create-prerender-config.cjs gets the mock above.
  jest.requireActual<{ federation: Federation }>(path.join(ROOT, APPS[app].dir, 'webpack.config.js')).federation;

const ROUTES: Record<string, readonly RegistryRoute[]> = { marketing: MARKETING_ROUTES, portal: PORTAL_ROUTES, admin: ADMIN_ROUTES, tools: TOOLS_ROUTES };

const { findInstalledVersion } = require('./shared-version-guard.cjs') as { findInstalledVersion: (name: string, fromDir: string) => string };
/** The version the shell's build provides: the one installed where the shell resolves it. */
const installed = (name: string) => findInstalledVersion(name, path.join(ROOT, 'shell'));

const isSubpath = (name: string) => name.split('/').length > (name.startsWith('@') ? 2 : 1);

describe('the release gate over every remote', () => {
  const shell = federationOf('shell');
  const provided = Object.fromEntries(Object.keys(shell.shared).filter((n) => !isSubpath(n)).map((name) => [name, installed(name)]));
  const routes = ROUTES;

  it('every app states the same shared singletons in its own webpack config', () => {
    for (const app of Object.keys(APPS)) expect(Object.keys(federationOf(app).shared).sort()).toEqual([...ALL_SHARED].sort());
  });

  it.each(REMOTE_NAMES)('lets the %s remote through: shared versions satisfied, no page of another remote, a usable manifest', (remote) => {
    const federation = federationOf(remote);
    expect(federation.exposes?.['./pages']).toBeDefined();
    const shared = Object.fromEntries(
      Object.entries(federation.shared)
        .filter(([name]) => !isSubpath(name))
        .map(([name, config]) => [name, config.requiredVersion]),
    );
    const builtManifest = path.join(ROOT, APPS[remote].dir, 'dist', MF_MANIFEST_FILE);
    const manifest = fs.existsSync(builtManifest)
      ? JSON.parse(fs.readFileSync(builtManifest, 'utf8'))
      : { name: remote, metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [], exposes: Object.keys(federation.exposes ?? {}).map((p) => ({ path: p })) };
    const problems = gateProblems({
      remote,
      version: '0.0.0-ci',
      release: { remote, version: '0.0.0-ci', builtAt: '', routes: [...routes[remote]], shared },
      manifest,
      provided,
      otherRoutes: Object.fromEntries(Object.entries(routes).map(([name, list]) => [name, list.map((r) => r.path)])),
    });
    expect(problems).toEqual([]);
  });

  it('would refuse a remote that requires a newer @freight/domain than the shell provides', () => {
    const problems = gateProblems({
      remote: 'tools',
      version: '0.0.0-ci',
      release: { remote: 'tools', version: '0.0.0-ci', builtAt: '', routes: [], shared: { '@freight/domain': '^2.0.0' } },
      manifest: { name: 'tools', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [], exposes: [{ path: './pages' }] },
      provided,
      otherRoutes: {},
    });
    expect(problems).toEqual([DEPLOYMENT_MESSAGES.sharedUnsatisfied('@freight/domain', '^2.0.0', provided['@freight/domain'])]);
  });
});
