import { DEPLOYMENT_MESSAGES } from './messages';
import { parseRemoteRoutes, type RegistryRoute } from './remote-registry';

/**
 * Releases of a remote: what `npm run release -- <remote>` publishes to the release store, one folder
 * per version that is never written again, and the rules that decide whether one may go live.
 *
 * A release folder holds the remote's build (remoteEntry.js, its chunks, routes.json, prerender.json),
 * its federation manifest (mf-manifest.json) and `release.json`: its version, the pages it owns and the
 * version ranges it requires of every shared singleton. The shell's build writes the versions it
 * provides (SHELL_SHARED_FILE); a release is activated only if the shell satisfies all of them.
 */

/** The description of a release, beside its files. */
export const RELEASE_FILE = 'release.json';
/** The federation manifest of a remote's build, beside its remoteEntry.js. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';
/** What the shell's build provides of every shared singleton: `{ shared: { name: version } }`. */
export const SHELL_SHARED_FILE = 'shared-versions.json';

/** The singletons a release must declare, and whose versions the gate checks. */
export const GATED_SHARED = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  'styled-components',
  '@reduxjs/toolkit',
  '@freight/domain',
  '@freight/platform',
  '@freight/ui',
] as const;

/** `1.4.0-20261126t101500z-3fa9c2d1e0`: letters, digits, dots and dashes, starting with a digit. */
export const RELEASE_VERSION = /^[0-9][0-9a-z.-]{0,79}$/i;

export interface ReleaseInfo {
  remote: string;
  version: string;
  builtAt: string;
  routes: RegistryRoute[];
  /** Shared singleton → the version range this release requires of it. */
  shared: Record<string, string>;
}

// ---------------------------------------------------------------- semver (the subset package.json uses)

type Version = [number, number, number];

const VERSION_TEXT = /^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9a-z.-]+)?(?:\+[0-9a-z.-]+)?$/i;

export function parseVersion(text: string): Version | null {
  const match = VERSION_TEXT.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A partial version (`1`, `1.2`, `1.x`) as its parts, `undefined` where a part is a wildcard. */
function partial(text: string): (number | undefined)[] | null {
  const parts = text.replace(/^v/i, '').replace(/[-+].*$/, '').split('.');
  if (parts.length > 3 || parts.some((p) => !/^(\d+|x|\*)$/i.test(p))) return null;
  return [0, 1, 2].map((i) => (parts[i] === undefined || /^(x|\*)$/i.test(parts[i]) ? undefined : Number(parts[i])));
}

/** One comparator (`^1.2.3`, `~1.2`, `>=2`, `1.x`, `*`) as a test of a version; null when unreadable. */
function comparator(text: string): ((v: Version) => boolean) | null {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(text);
  if (!match) return null;
  const [, op = '', rest] = match;
  const p = partial(rest);
  if (!p) return null;
  const [major, minor, patch] = p;
  const low: Version = [major ?? 0, minor ?? 0, patch ?? 0];
  if (major === undefined) return op === '<' ? () => false : () => true;
  switch (op) {
    case '^': {
      const high: Version = major > 0 || minor === undefined ? [major + 1, 0, 0] : minor > 0 || patch === undefined ? [0, minor + 1, 0] : [0, 0, patch + 1];
      return (v) => compare(v, low) >= 0 && compare(v, high) < 0;
    }
    case '~': {
      const high: Version = minor === undefined ? [major + 1, 0, 0] : [major, minor + 1, 0];
      return (v) => compare(v, low) >= 0 && compare(v, high) < 0;
    }
    case '>=':
      return (v) => compare(v, low) >= 0;
    case '<':
      return (v) => compare(v, low) < 0;
    case '>':
      return (v) => (patch === undefined ? v[0] > major || (minor !== undefined && v[0] === major && v[1] > minor) : compare(v, low) > 0);
    case '<=':
      return (v) => (patch === undefined ? v[0] < major || (v[0] === major && (minor === undefined || v[1] <= minor)) : compare(v, low) <= 0);
    default:
      // `1.2.3` exactly; `1.2` / `1.x`: any version with those parts.
      return (v) => v[0] === major && (minor === undefined || v[1] === minor) && (patch === undefined || v[2] === patch);
  }
}

/**
 * Whether `version` satisfies `range` as npm reads it (`||` alternatives of space-separated comparators:
 * exact, `^`, `~`, `>=`, `<`, `x`, `*`; hyphen ranges are not used here). An unreadable range or version
 * never satisfies.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alternative) => {
    const parts = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
    if (parts.length === 0) return true;
    const tests = parts.map(comparator);
    return tests.every((test) => test !== null) && tests.every((test) => test!(v));
  });
}

// ---------------------------------------------------------------- reading a release

/** A release.json, or the problem with it (in words). */
export function parseReleaseInfo(json: unknown): ReleaseInfo {
  const info = json as Partial<ReleaseInfo> | null;
  if (typeof info !== 'object' || info === null) throw new Error('it is not a JSON object');
  if (typeof info.remote !== 'string' || info.remote === '') throw new Error('it names no remote');
  if (typeof info.version !== 'string' || !RELEASE_VERSION.test(info.version)) throw new Error('it has no valid version');
  if (typeof info.shared !== 'object' || info.shared === null || Array.isArray(info.shared)) throw new Error('it lists no shared requirements');
  for (const [name, range] of Object.entries(info.shared)) {
    if (typeof range !== 'string' || range === '') throw new Error(`the requirement of ${name} is not a version range`);
  }
  let routes: RegistryRoute[];
  try {
    routes = parseRemoteRoutes({ routes: info.routes });
  } catch {
    throw new Error('its routes are not a list of pages');
  }
  return { remote: info.remote, version: info.version, builtAt: String(info.builtAt ?? ''), routes, shared: info.shared };
}

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** The problem with a federation manifest (mf-manifest.json) for `remote`, or null when it is usable. */
export function manifestProblem(json: unknown, remote: string): string | null {
  const manifest = json as { id?: unknown; name?: unknown; metaData?: { remoteEntry?: { name?: unknown } }; shared?: unknown; exposes?: unknown } | null;
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return 'it is not a JSON object';
  if (manifest.name !== remote) return `it names the remote "${String(manifest.name)}", not "${remote}"`;
  if (typeof manifest.metaData?.remoteEntry?.name !== 'string') return 'it names no remote entry';
  if (!Array.isArray(manifest.shared) || !manifest.shared.every((s: ManifestShared) => typeof s?.name === 'string')) return 'its shared list is missing';
  if (!Array.isArray(manifest.exposes) || !manifest.exposes.some((e: { path?: unknown }) => e?.path === './pages')) return 'it exposes no ./pages';
  return null;
}

// ---------------------------------------------------------------- the gate

export interface GateInput {
  remote: string;
  version: string;
  /** The release.json as read (unknown: it is checked here), or undefined when missing. */
  release: unknown;
  /** The mf-manifest.json as read, or undefined when missing. */
  manifest: unknown;
  /** What the shell provides: shared name → version. */
  provided: Record<string, string>;
  /** The pages every other remote serves now (live and canary releases). */
  otherRoutes: Record<string, string[]>;
}

/** Every reason `input`'s release may not go live, in the words the API, the CLI and the admin show. */
export function gateProblems(input: GateInput): string[] {
  const { remote, version } = input;
  if (input.manifest === undefined) return [DEPLOYMENT_MESSAGES.manifestMissing(remote, version)];
  const manifestIssue = manifestProblem(input.manifest, remote);
  if (manifestIssue) return [DEPLOYMENT_MESSAGES.manifestMalformed(remote, version, manifestIssue)];
  let release: ReleaseInfo;
  try {
    if (input.release === undefined) throw new Error('it is missing');
    release = parseReleaseInfo(input.release);
    if (release.remote !== remote) throw new Error(`it belongs to the ${release.remote} remote`);
    if (release.version !== version) throw new Error(`it says version ${release.version}`);
  } catch (error) {
    return [DEPLOYMENT_MESSAGES.releaseMalformed(remote, version, (error as Error).message)];
  }
  const problems: string[] = [];
  for (const name of GATED_SHARED) {
    const required = release.shared[name];
    if (required === undefined) continue;
    const provided = input.provided[name];
    if (provided === undefined) problems.push(DEPLOYMENT_MESSAGES.sharedNotProvided(name, required));
    else if (!satisfiesRange(provided, required)) problems.push(DEPLOYMENT_MESSAGES.sharedUnsatisfied(name, required, provided));
  }
  const owners = new Map<string, string>();
  for (const [other, paths] of Object.entries(input.otherRoutes)) {
    if (other !== remote) for (const path of paths) owners.set(path, other);
  }
  for (const route of release.routes) {
    const owner = owners.get(route.path);
    if (owner) problems.push(DEPLOYMENT_MESSAGES.routeCollision(route.path, owner));
  }
  return problems;
}

// ---------------------------------------------------------------- canary

/** The canary cookie: a random visitor id, kept a year, from which the visitor's bucket (0–99) follows. */
export const CANARY_COOKIE = 'freight.bucket';

/** A visitor's bucket, 0–99, from its id (FNV-1a): the same id always lands in the same bucket. */
export function bucketOf(visitorId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i += 1) {
    hash ^= visitorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a visitor in `bucket` gets a canary served to `percent` % of visitors. */
export const inCanary = (bucket: number, percent: number) => bucket < percent;

export interface CanaryPolicy {
  /** Failures per load above which the canary is rolled back (0–1). */
  maxFailureRate: number;
  /** Loads (or failures) to wait for before judging. */
  minSamples: number;
}

/** Whether a canary with these counts must be rolled back. Failures count as loads too (a load may be cached). */
export function canaryFails({ loads, failures }: { loads: number; failures: number }, policy: CanaryPolicy): boolean {
  const samples = Math.max(loads, failures);
  return samples >= policy.minSamples && failures / samples > policy.maxFailureRate;
}

// ---------------------------------------------------------------- the admin API's answers

export interface DeployedReleaseInfo {
  version: string;
  /** ISO date: when it went live (or became the canary). */
  at: string;
  by: string;
}

export interface CanaryInfo extends DeployedReleaseInfo {
  percent: number;
  loads: number;
  failures: number;
}

export interface DeploymentChangeInfo {
  at: string;
  by: string;
  action: 'activate' | 'canary' | 'rollback' | 'auto-rollback';
  /** What is served after the change (null: the deployment's own build). */
  version: string | null;
  from: string | null;
  percent?: number;
  reason: string;
}

export interface RemoteDeployment {
  remote: string;
  /** null: no release was activated; the deployment's own build is served. */
  live: DeployedReleaseInfo | null;
  /** Earlier live releases, newest first: where a rollback goes. */
  previous: DeployedReleaseInfo[];
  canary: CanaryInfo | null;
  /** Newest first. */
  changes: DeploymentChangeInfo[];
  /** The releases in the store, newest published first. */
  releases: { version: string; publishedAt: string }[];
}

/** GET /api/admin/deployments */
export interface DeploymentStatus {
  remotes: RemoteDeployment[];
  canaryPolicy: CanaryPolicy;
}
