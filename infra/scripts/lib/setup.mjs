import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { step, ok, fail } from './log.mjs';
import { must, run } from './run.mjs';
import { FRONT_END_APPS, ROOT, SHARED_SOURCES } from './paths.mjs';

const require = createRequire(import.meta.url);

/** npm ci when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing npm dependencies (npm ci), this takes a few minutes the first time...');
  await must('npm', ['ci', '--no-audit', '--no-fund']);
  ok('Dependencies installed');
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

/** A build is current when its stamp is newer than every source it was built from. */
function isCurrent(stampFile, sources) {
  if (!existsSync(stampFile)) return false;
  const built = Number(readFileSync(stampFile, 'utf8')) || 0;
  return sources.every((s) => newestMtime(path.join(ROOT, s)) <= built);
}

async function buildIfStale(name, stampFile, sources, cmd, args, force) {
  if (!force && isCurrent(stampFile, sources)) return;
  step(`Building ${name}...`);
  const startedAt = Date.now();
  await must(cmd, args);
  writeFileSync(stampFile, String(startedAt));
  ok(`Built ${name}`);
}

/** Builds the domain package if it is missing or out of date (scripts that read its rules in Node). */
export async function ensureDomainBuilt() {
  await buildIfStale('packages/domain', path.join(ROOT, 'packages/domain/dist/.build-stamp'), ['packages/domain/src'],
    path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'packages/domain/tsconfig.build.json'], false);
}

/** Builds the domain package, the API and every front-end app that is missing or out of date. */
export async function ensureBuilt({ force = false } = {}) {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const webpack = path.join(ROOT, 'node_modules/.bin/webpack');
  await buildIfStale('packages/domain', path.join(ROOT, 'packages/domain/dist/.build-stamp'), ['packages/domain/src'],
    tsc, ['-p', 'packages/domain/tsconfig.build.json'], force);
  await buildIfStale('api', path.join(ROOT, 'api/dist/.build-stamp'), ['api/src', 'packages/domain/src'],
    tsc, ['-p', 'api/tsconfig.build.json'], force);
  for (const app of FRONT_END_APPS) {
    await buildIfStale(app, path.join(ROOT, app, 'dist/.build-stamp'), [`${app}/src`, ...SHARED_SOURCES],
      webpack, ['--mode', 'production', '-c', `${app}/webpack.config.js`], force);
  }
}

/** The embedded database engine (FerretDB), built once from its Go module. */
export async function ensureDatabaseEngine() {
  const { ensureEngine } = require(path.join(ROOT, 'infra/db/launcher.cjs'));
  await ensureEngine();
}

/**
 * A Debian package the tests need: nothing when `present()` says it is there; installed with
 * apt-get when running as root; otherwise the one command to run, and a stop.
 */
export async function ensureDebianPackage({ name, pkg, purpose, present, recommends = false }) {
  if (await present()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || (await run('sh', ['-c', 'command -v apt-get >/dev/null'])) !== 0) {
    fail(`${name} is missing. Install it with: sudo apt-get install -y ${pkg}   (Debian/Ubuntu)`);
    process.exit(1);
  }
  step(`Installing ${name} for ${purpose} (apt-get install ${pkg})...`);
  await must('apt-get', ['update', '-qq'], { quiet: true });
  const options = recommends ? [] : ['--no-install-recommends'];
  await must('apt-get', ['install', '-y', '-qq', ...options, pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' }, quiet: true });
  ok(`${name} installed`);
}

const onPath = async (command) => (await run('sh', ['-c', `command -v ${command} >/dev/null`], { quiet: true })) === 0;

/** Debian's Chromium, the full browser: Lighthouse and the benchmarks' page loads (Playwright cannot download browsers here). */
export const ensureChromium = () =>
  ensureDebianPackage({ name: 'Chromium', pkg: 'chromium', purpose: 'the benchmarks', recommends: true, present: async () => existsSync('/usr/bin/chromium') });

/**
 * Debian's Chromium headless shell for the browser tests: the same engine without the full browser's
 * windowing, a third less time per page here (routing and responsive specs: 49.4 s → 31.8 s).
 */
export const ensureHeadlessChromium = () =>
  ensureDebianPackage({
    name: 'Chromium headless shell',
    pkg: 'chromium-headless-shell',
    purpose: 'the browser tests',
    present: async () => existsSync('/usr/bin/chromium-headless-shell'),
  });

/** nginx, which the test suite really runs in front of two API instances (infra/nginx). */
export const ensureNginx = () =>
  ensureDebianPackage({ name: 'nginx', pkg: 'nginx', purpose: 'the proxy tests', present: async () => existsSync('/usr/sbin/nginx') || (await onPath('nginx')) });

/** poppler's pdftotext, which the API tests use to read the quote documents (PDF) back. */
export const ensurePdfText = () =>
  ensureDebianPackage({ name: 'pdftotext', pkg: 'poppler-utils', purpose: 'the document tests', present: () => onPath('pdftotext') });

/** Refuses to go on with an unsupported Node; everything else it can install itself. */
export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    fail(`Node.js 20 or newer is required (found ${process.versions.node}). Install it from your package manager or nodejs.org.`);
    process.exit(1);
  }
}
