import path from 'node:path';
import {
  BASE_BUILD,
  MF_MANIFEST_FILE,
  parseRemoteRoutes,
  REMOTE_ROUTES_FILE,
  ownerOfPath,
  type RegistryRemote,
  type RegistryRoute,
  type RemoteRegistry,
} from '@freight/domain';
import { REMOTE_NAMES, type Config, type RemoteName } from '../config/config';
import { logger } from '../core/logger';
import { watchedJson } from './watched-file';

/** Beside each remote's remoteEntry.js, with REMOTE_ROUTES_FILE (infra/webpack/remote-routes.cjs): its federation manifest. */
const MF_MANIFEST = MF_MANIFEST_FILE;
/** How long the routes of a remote hosted elsewhere are trusted before they are asked for again. */
const REMOTE_ROUTES_TTL_MS = 30_000;

const readRoutes = watchedJson(parseRemoteRoutes);

/** The scripts of a remote's './pages' the browser needs first, from its federation manifest. */
function pagesScripts(json: unknown): string[] {
  const exposes = (json as { exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[] } | null)?.exposes;
  const pages = Array.isArray(exposes) ? exposes.find((expose) => expose.path === './pages') : undefined;
  const sync = pages?.assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
}
const readScripts = watchedJson(pagesScripts);

/** A route with its page's scripts as URLs (routes.json names them relative to the remote's entry). */
const withScripts = (route: RegistryRoute, at: (file: string) => string): RegistryRoute =>
  route.preload ? { ...route, preload: route.preload.map(at) } : route;

export const localEntry = (name: string) => `/mfe/${name}/remoteEntry.js`;
export const localDir = (config: Config, name: string) => path.join(config.staticRoot, `mfe-${name}`, 'dist');
/** Where the API serves the release store: `/releases/<remote>/<version>/<file>`. */
export const RELEASES_PATH = '/releases';
export const releaseDir = (config: Config, name: string, version: string) => path.join(config.releaseStore, name, version);

/** The release of a remote a visitor is served, when one was activated (by default: the deployment's own build). */
export interface ChosenRelease {
  version: string;
  canary?: boolean;
}
export type ChosenReleases = Partial<Record<string, ChosenRelease>>;

/** A release from the release store: its files are read once each (a release never changes). */
function releaseRemote(config: Config, name: string, { version, canary }: ChosenRelease) {
  const dir = releaseDir(config, name, version);
  const base = `${RELEASES_PATH}/${name}/${version}`;
  const at = (file: string) => `${base}/${file}`;
  return {
    dir,
    remote: {
      entry: at('remoteEntry.js'),
      version,
      ...(canary ? { canary: true } : {}),
      routes: (readRoutes(path.join(dir, REMOTE_ROUTES_FILE)) ?? []).map((route) => withScripts(route, at)),
      preload: (readScripts(path.join(dir, MF_MANIFEST)) ?? []).map(at),
    } satisfies RegistryRemote,
  };
}

/** A remote served from another host: its files are asked for over HTTP, kept for a while, and kept when it is down. */
function fetchedRemote(entry: string) {
  let known: { routes: RegistryRoute[]; preload: string[] } = { routes: [], preload: [] };
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;
  const get = async (file: string) => {
    const response = await fetch(new URL(file, entry), { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${response.status} for ${file}`);
    return response.json() as Promise<unknown>;
  };
  const refresh = () => {
    pending ??= (async () => {
      try {
        const routes = parseRemoteRoutes(await get(REMOTE_ROUTES_FILE));
        const preload = await get(MF_MANIFEST).then(pagesScripts, () => []);
        const at = (file: string) => new URL(file, entry).href;
        known = { routes: routes.map((route) => withScripts(route, at)), preload: preload.map(at) };
      } catch (error) {
        logger().warn({ err: error, entry }, 'Could not read the pages of a remote hosted elsewhere; keeping what was known');
      } finally {
        checkedAt = Date.now();
        pending = null;
      }
    })();
    return pending;
  };
  return {
    current: () => {
      if (Date.now() - checkedAt > REMOTE_ROUTES_TTL_MS) void refresh();
      return known;
    },
    ready: () => (checkedAt === -Infinity ? refresh() : Promise.resolve()),
  };
}

export interface RouteRegistry {
  /**
   * The registry as it is now for a visitor who is served `releases` (a remote without one: its configured
   * build): every remote, with the pages the build or release served owns.
   */
  current(releases?: ChosenReleases): RemoteRegistry;
  /** The remote that owns `route` in `registry` (by default the current one), and its build folder when this server hosts that build. */
  ownerOf(route: string, registry?: RemoteRegistry): { remote: RemoteName; dir?: string } | undefined;
  /** Resolves once remotes hosted elsewhere have answered (or failed) once. */
  ready(): Promise<void>;
}

/**
 * The route registry (packages/domain/src/remote-registry.ts), gathered from configuration (where each
 * remote is) and from each remote's own build (which pages it owns): a build hosted here is read from its
 * folder, one hosted elsewhere is asked for over HTTP. A remote's redeploy changes it; the shell never does.
 */
export function routeRegistry(config: Config): RouteRegistry {
  const sources = REMOTE_NAMES.map((name) => {
    const entry = config.remotes[name];
    if (entry === localEntry(name)) {
      const dir = localDir(config, name);
      return {
        name,
        dir,
        entry,
        read: () => {
          const at = (file: string) => `/mfe/${name}/${file}`;
          return {
            routes: (readRoutes(path.join(dir, REMOTE_ROUTES_FILE)) ?? []).map((route) => withScripts(route, at)),
            preload: (readScripts(path.join(dir, MF_MANIFEST)) ?? []).map(at),
          };
        },
        ready: () => Promise.resolve(),
      };
    }
    if (/^https?:\/\//i.test(entry)) {
      const fetched = fetchedRemote(entry);
      return { name, dir: undefined, entry, read: fetched.current, ready: fetched.ready };
    }
    logger().warn({ remote: name, entry }, 'A remote at a relative URL other than its default has no known pages; give an absolute URL');
    return { name, dir: undefined, entry, read: () => ({ routes: [], preload: [] }), ready: () => Promise.resolve() };
  });

  const current = (releases: ChosenReleases = {}): RemoteRegistry => ({
    remotes: Object.fromEntries(
      sources.map(({ name, entry, read }): [string, RegistryRemote] => {
        const chosen = releases[name];
        if (chosen) return [name, releaseRemote(config, name, chosen).remote];
        const { routes, preload } = read();
        return [name, { entry, version: BASE_BUILD, routes, preload }];
      }),
    ),
  });

  return {
    current,
    ownerOf: (route, registry = current()) => {
      const owner = ownerOfPath(registry, route);
      if (!owner) return undefined;
      const source = sources.find(({ name }) => name === owner.remote);
      if (!source) return undefined;
      const version = registry.remotes[owner.remote]?.version;
      // A release's prerendered pages are in its folder of the release store.
      if (version && version !== BASE_BUILD) return { remote: source.name, dir: releaseDir(config, source.name, version) };
      return { remote: source.name, dir: source.dir };
    },
    ready: async () => {
      await Promise.all(sources.map((source) => source.ready()));
    },
  };
}
