import { PAGE_TITLES } from './page-titles';

/**
 * The route registry: which remote owns which page. It is data, read at run time: each remote's build
 * publishes the paths it owns (its `src/app/routes.ts`, written to `dist/routes.json` beside its
 * remoteEntry.js), the API gathers them with the remote locations into `/remotes.json` (and into every
 * page it serves), and the shell builds its route table from that. Adding, renaming or removing a page
 * is a deploy of the remote that owns it, never of the shell.
 */
export interface RegistryRoute {
  path: string;
  /** The tab title ("<title> | <company>"); absent: the company name alone. */
  title?: string;
  /** The page's own scripts, when its remote splits it off (relative to remoteEntry.js in routes.json). */
  preload?: string[];
}

/** The version /remotes.json names for a remote served from the deployment's own build (no release activated). */
export const BASE_BUILD = 'build';

/** The file beside a remote's remoteEntry.js that lists the pages it owns. */
export const REMOTE_ROUTES_FILE = 'routes.json';

/**
 * What the server writes into the shell's page around its mount point: the route registry (a JSON
 * script element), and the disabled fieldset that holds a prerendered page's forms back until the
 * page's first script runs. The API writes them; the shell and that script read them.
 */
export const PAGE_ELEMENT_IDS = { registry: 'freight-registry', formGuard: 'boot-guard', pageData: 'freight-page-data' } as const;

/**
 * What the server already knew of a page when it sent it (a tracking link's shipment), written into
 * the page beside the registry so the page shows it without asking the API again; `route` is the
 * path it is for, so a page reached later by navigation asks for its own.
 */
export interface PageData<T = unknown> {
  route: string;
  data: T;
}

/** Marks a tab tapped before the app is live (the page's first script sets it); tabs show it as selected. */
export const EARLY_TAB_CHOICE = 'data-early-choice';

/** A remote's own `dist/routes.json`. */
export interface RemoteRoutesFile {
  routes: RegistryRoute[];
}

export interface RegistryRemote {
  /** Its remoteEntry.js, absolute or relative to the site. */
  entry: string;
  /**
   * The release served (`npm run release`; a canary when `canary` is true), or BASE_BUILD when no release
   * was activated and the deployment's own build of the remote is served.
   */
  version?: string;
  canary?: boolean;
  routes: RegistryRoute[];
  /** Scripts a page of this remote needs first (its `./pages` chunks), fetched early on a phone. */
  preload?: string[];
}

/** `/remotes.json`: every remote by federation name. */
export interface RemoteRegistry {
  remotes: Record<string, RegistryRemote>;
}

/** A remote's routes from the paths it owns, titled from PAGE_TITLES (so a title is written once). */
export function ownedRoutes(paths: readonly string[]): RegistryRoute[] {
  return paths.map((path) => {
    const title = PAGE_TITLES[path];
    return title === undefined ? { path } : { path, title };
  });
}

const isRoute = (value: unknown): value is RegistryRoute => {
  const route = value as RegistryRoute | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    (route.title === undefined || typeof route.title === 'string') &&
    (route.preload === undefined || (Array.isArray(route.preload) && route.preload.every((file) => typeof file === 'string')))
  );
};

/** The routes of a `routes.json`, or an error naming what is wrong with it. */
export function parseRemoteRoutes(json: unknown): RegistryRoute[] {
  const routes = (json as RemoteRoutesFile | null)?.routes;
  if (!Array.isArray(routes) || !routes.every(isRoute)) {
    throw new Error('routes.json must be { "routes": [{ "path": "/…", "title"?: "…", "preload"?: ["…"] }] }');
  }
  return routes.map(({ path, title, preload }) => ({
    path,
    ...(title === undefined ? {} : { title }),
    ...(preload?.length ? { preload } : {}),
  }));
}

/** Which remote owns each path; when two claim one, the first listed keeps it. */
export function routeOwners(registry: RemoteRegistry): Map<string, { remote: string; route: RegistryRoute }> {
  const owners = new Map<string, { remote: string; route: RegistryRoute }>();
  for (const [remote, { routes }] of Object.entries(registry.remotes)) {
    for (const route of routes) if (!owners.has(route.path)) owners.set(route.path, { remote, route });
  }
  return owners;
}

/** True when `path` is the route `pattern`, a `:name` segment standing for any one non-empty segment ("/track/:token"). */
export function routeMatches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes('/:')) return false;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** The remote owning `path`: an exact route first, else a route with parameters that matches it. */
export function ownerOfPath(registry: RemoteRegistry, path: string): { remote: string; route: RegistryRoute } | undefined {
  const owners = routeOwners(registry);
  const exact = owners.get(path);
  if (exact) return exact;
  for (const owner of owners.values()) if (owner.route.path.includes('/:') && routeMatches(owner.route.path, path)) return owner;
  return undefined;
}
