/**
 * `npm run release -- <remote> [--version <v>] [--store <dir>] [--config <webpack.config.js>] [--no-build --dist <dir>]`
 *
 * Builds one remote (production) and publishes it to the release store as an immutable, versioned
 * release: `<store>/<remote>/<version>/` with the build's files (remoteEntry.js, chunks, routes.json,
 * prerender.json), its federation manifest (mf-manifest.json) and release.json (version, pages,
 * the shared version ranges it requires). A version that exists is never written again. The release is
 * not live until it is activated (`npm run deploy -- activate <remote> <version> "<why>"`).
 *
 * The store is RELEASE_STORE (default ./data/releases), the same folder the API serves releases from.
 * `--no-build --dist <dir>` publishes a build made elsewhere (a CI artifact) instead of building.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureDomainBuilt } from './lib/setup.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { APPS } = require('../webpack/apps.cjs');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { build: true };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) fail(`${arg} needs a value`);
      return next;
    };
    if (arg === '--version') args.version = value();
    else if (arg === '--store') args.store = value();
    else if (arg === '--config') args.config = value();
    else if (arg === '--dist') args.dist = value();
    else if (arg === '--no-build') args.build = false;
    else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else rest.push(arg);
  }
  [args.remote] = rest;
  return args;
}

const args = parseArgs(process.argv.slice(2));
const remote = args.remote;
if (!remote || remote === 'shell' || !APPS[remote]) {
  fail(`name a remote: ${Object.keys(APPS).filter((n) => n !== 'shell').join(', ')}`);
}

// @freight/domain's build (dist) holds the release rules; the remotes' builds read it too.
await ensureDomainBuilt();
const { MF_MANIFEST_FILE, RELEASE_FILE, RELEASE_VERSION, manifestProblem, parseReleaseInfo, parseRemoteRoutes, REMOTE_ROUTES_FILE } = require('@freight/domain');

const configFile = path.resolve(args.config ?? path.join(ROOT, APPS[remote].dir, 'webpack.config.js'));
const appDir = path.dirname(configFile);
const dist = path.resolve(args.dist ?? path.join(appDir, 'dist'));
const store = path.resolve(args.store ?? process.env.RELEASE_STORE ?? path.join(ROOT, 'data/releases'));

if (args.build) {
  console.log(`release: building ${remote} (${path.relative(ROOT, configFile)})`);
  const built = spawnSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '-c', configFile], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) fail('the build failed; nothing was published');
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
  } catch (error) {
    fail(`${path.join(dist, file)}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
  }
};
const manifest = readJson(MF_MANIFEST_FILE);
const problem = manifestProblem(manifest, remote);
if (problem) fail(`${MF_MANIFEST_FILE} is malformed: ${problem}`);
const routes = parseRemoteRoutes(readJson(REMOTE_ROUTES_FILE)).map(({ preload: _preload, ...route }) => route);
const { shared } = readJson('shared-requirements.json');

const pkgVersion = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'z').toLowerCase();
const version = args.version ?? `${pkgVersion}-${stamp}`;
if (!RELEASE_VERSION.test(version)) fail(`"${version}" is not a release version (letters, digits, dots and dashes, starting with a digit)`);

const info = parseReleaseInfo({ remote, version, builtAt: new Date().toISOString(), routes, shared });
const target = path.join(store, remote, version);
if (fs.existsSync(target)) fail(`${remote} ${version} is already in the release store (${target}); releases are never overwritten`);

// Copied whole under a temporary name, then renamed into place: a release is complete or absent.
fs.mkdirSync(path.join(store, remote), { recursive: true });
const incoming = path.join(store, remote, `.incoming-${version}-${process.pid}`);
fs.cpSync(dist, incoming, { recursive: true, filter: (src) => !/(\.map|\.build-stamp)$/.test(src) });
fs.writeFileSync(path.join(incoming, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
try {
  fs.renameSync(incoming, target);
} catch (error) {
  fs.rmSync(incoming, { recursive: true, force: true });
  fail(`${remote} ${version} could not be published: ${error.message}`);
}
console.log(`release: published ${remote} ${version} to ${target}`);
console.log(`release: ${info.routes.length} pages; activate it with: npm run deploy -- activate ${remote} ${version} "<why>"`);
// The last line is the version alone, for scripts.
console.log(version);
