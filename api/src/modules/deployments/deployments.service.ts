import {
  canaryFails,
  DEPLOYMENT_MESSAGES,
  gateProblems,
  type DeploymentStatus,
  type RemoteDeployment,
} from '@freight/domain';
import { REMOTE_NAMES, type Config } from '../../config/config';
import { ApiError } from '../../core/api-error';
import { logger } from '../../core/logger';
import { type AuditActor, type DeploymentChange, type DeploymentRecord, deployments } from '../../store';
import { routeRegistry, type ChosenReleases } from '../../static/remote-registry';
import { recordAudit } from '../audit/audit.service';
import { releaseStore, shellProvides } from './release-store';

/** How long a process trusts what it read of the deployments: a change made elsewhere reaches new page loads within this. */
export const DEPLOYMENTS_TTL_MS = 2000;

type State = Record<string, DeploymentRecord>;
let cached: { at: number; state: State } | null = null;
let reading: Promise<State> | null = null;

/** Every remote's deployment, read at most every DEPLOYMENTS_TTL_MS; when the database cannot answer, the last known. */
export async function currentDeployments(): Promise<State> {
  if (cached && Date.now() - cached.at < DEPLOYMENTS_TTL_MS) return cached.state;
  reading ??= deployments
    .getAll(REMOTE_NAMES)
    .then((state) => {
      cached = { at: Date.now(), state };
      return state;
    })
    .catch((error: unknown) => {
      if (!cached) throw error;
      logger().warn({ err: error }, 'Could not read the deployments; serving the releases known');
      return cached.state;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Forgets what was read (after a change here, and between tests). */
export function forgetDeployments(): void {
  cached = null;
}

const isRemote = (remote: string): remote is (typeof REMOTE_NAMES)[number] => (REMOTE_NAMES as readonly string[]).includes(remote);

function mustBeRemote(remote: string): void {
  if (!isRemote(remote)) throw new ApiError(404, DEPLOYMENT_MESSAGES.unknownRemote(remote));
}

/** The releases a visitor in `bucket` (undefined: no canary cookie) is served. */
export function releasesForBucket(state: State, bucket: number | undefined): ChosenReleases {
  const chosen: ChosenReleases = {};
  for (const [remote, deployment] of Object.entries(state)) {
    const { canary, live } = deployment;
    if (canary && bucket !== undefined && bucket < canary.percent) chosen[remote] = { version: canary.version, canary: true };
    else if (live) chosen[remote] = { version: live.version };
  }
  return chosen;
}

/** The pages each other remote serves now, live or as a canary: a release may claim none of them. */
function pagesOfOthers(config: Config, state: State, remote: string): Record<string, string[]> {
  const registry = routeRegistry(config);
  const pages: Record<string, string[]> = {};
  const add = (releases: ChosenReleases) => {
    for (const [name, { routes }] of Object.entries(registry.current(releases).remotes)) {
      if (name !== remote) pages[name] = [...new Set([...(pages[name] ?? []), ...routes.map((route) => route.path)])];
    }
  };
  add(releasesForBucket(state, undefined));
  add(releasesForBucket(state, -1));
  add(releasesForBucket(state, 100));
  return pages;
}

/** Refuses (409, every reason listed) a release the gate does not let through. */
export function checkRelease(config: Config, state: State, remote: string, version: string): void {
  const store = releaseStore(config);
  if (!store.has(remote, version)) throw new ApiError(404, DEPLOYMENT_MESSAGES.unknownRelease(remote, version));
  const { release, manifest } = store.read(remote, version);
  const problems = gateProblems({ remote, version, release, manifest, provided: shellProvides(config), otherRoutes: pagesOfOthers(config, state, remote) });
  if (problems.length) {
    throw new ApiError(409, `${DEPLOYMENT_MESSAGES.refused(remote, version)} ${problems.join(' ')}`, Object.fromEntries(problems.map((p, i) => [`problem${i + 1}`, p])));
  }
}

type Change = (current: DeploymentRecord, at: Date) => { next: Omit<DeploymentRecord, '_id' | 'rev'>; change: DeploymentChange } | null;

/** Applies `change` to the remote's deployment, again if another change came in between; the record after it. */
async function changeDeployment(remote: string, actor: AuditActor | null, change: Change): Promise<DeploymentRecord | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await deployments.get(remote);
    const made = change(current, new Date());
    if (!made) return null;
    const next = { ...made.next, changes: [made.change, ...current.changes] };
    if (await deployments.replace(current, next)) {
      forgetDeployments();
      logger().info({ remote, ...made.change }, 'Deployment changed');
      await recordAudit({ actor, action: made.change.action, entity: 'deployment', entityId: remote, before: { live: current.live?.version ?? null, canary: current.canary?.version ?? null }, after: made.change });
      return { ...current, ...next, rev: current.rev + 1 };
    }
  }
  throw new ApiError(409, 'Another change to this remote came in at the same time; try again.');
}

const who = (actor: AuditActor) => actor.username;

export interface ActivateRequest {
  version: string;
  reason: string;
  /** 1–99: a canary for that share of visitors; absent or 100: live for everyone. */
  percent?: number;
}

/** Makes a release live (or a canary), after the gate. */
export async function activate(config: Config, actor: AuditActor, remote: string, { version, reason, percent = 100 }: ActivateRequest) {
  mustBeRemote(remote);
  checkRelease(config, await deployments.getAll(REMOTE_NAMES), remote, version);
  await changeDeployment(remote, actor, (current, at) => {
    const { live, canary } = current;
    if (percent < 100) {
      if (live?.version === version) throw new ApiError(409, DEPLOYMENT_MESSAGES.alreadyLive(remote, version));
      return {
        next: { ...current, canary: { version, percent, at, by: who(actor), loads: 0, failures: 0 } },
        change: { at, by: who(actor), action: 'canary', version, from: live?.version ?? null, percent, reason },
      };
    }
    if (live?.version === version && !canary) throw new ApiError(409, DEPLOYMENT_MESSAGES.alreadyLive(remote, version));
    return {
      next: {
        ...current,
        live: { version, at, by: who(actor) },
        previous: live && live.version !== version ? [live, ...current.previous] : current.previous,
        canary: null,
      },
      change: { at, by: who(actor), action: 'activate', version, from: live?.version ?? null, reason },
    };
  });
  return status(config);
}

/** Ends a canary, or else puts the previous release back (the deployment's own build when there is none). */
const rollbackChange =
  (by: string, reason: string, action: 'rollback' | 'auto-rollback', onlyCanary?: string): Change =>
  (current, at) => {
    const { live, canary, previous } = current;
    if (canary) {
      if (onlyCanary !== undefined && canary.version !== onlyCanary) return null;
      return { next: { ...current, canary: null }, change: { at, by, action, version: live?.version ?? null, from: canary.version, reason } };
    }
    if (onlyCanary !== undefined) return null;
    if (!live) throw new ApiError(409, DEPLOYMENT_MESSAGES.nothingToRollBack(current._id));
    const [back, ...older] = previous;
    return {
      next: { ...current, live: back ? { version: back.version, at, by } : null, previous: older },
      change: { at, by, action, version: back?.version ?? null, from: live.version, reason },
    };
  };

export async function rollback(config: Config, actor: AuditActor, remote: string, reason: string) {
  mustBeRemote(remote);
  await changeDeployment(remote, actor, rollbackChange(who(actor), reason, 'rollback'));
  return status(config);
}

/**
 * A visitor's shell could not load `version` of `remote`: counted against its canary when the server
 * served that canary's entry to this visitor, once per visitor; the canary is rolled back once it fails too often.
 */
export async function reportFailure(config: Config, remote: string, version: string, visitor: string): Promise<void> {
  const after = await deployments.countCanaryFailure(remote, version, visitor);
  if (!after?.canary || !canaryFails(after.canary, config.canary)) return;
  const { loads, failures } = after.canary;
  const rolledBack = await changeDeployment(remote, null, rollbackChange('system', DEPLOYMENT_MESSAGES.autoRollback(failures, loads), 'auto-rollback', version));
  if (rolledBack) logger().warn({ remote, version, loads, failures }, 'Canary rolled back by itself');
}

/** The stored record as the API answers it (dates as ISO text). */
const json = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** Every remote: what is live, the canary, what a rollback goes back to, the change log and the releases in the store. */
export async function status(config: Config): Promise<DeploymentStatus> {
  const state = await deployments.getAll(REMOTE_NAMES);
  const store = releaseStore(config);
  const remotes: RemoteDeployment[] = REMOTE_NAMES.map((name) => {
    const { live, previous, canary, changes } = state[name];
    return json<RemoteDeployment>({ remote: name, live, previous, canary, changes, releases: store.versions(name) });
  });
  return { remotes, canaryPolicy: config.canary };
}
