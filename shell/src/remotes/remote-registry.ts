import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteRoutes, type RegistryRemote, type RemoteRegistry } from '@freight/domain';
import { env } from '../config/env';

/** Keeps every well-formed remote of a `/remotes.json`; anything else is reported and left out. */
export function parseRegistry(json: unknown): RemoteRegistry {
  const remotes = (json as RemoteRegistry | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('The route registry must be { "remotes": { "<name>": { "entry", "routes" } } }');
  }
  const kept: Record<string, RegistryRemote> = {};
  for (const [name, remote] of Object.entries(remotes as Record<string, Partial<RegistryRemote>>)) {
    try {
      if (typeof remote?.entry !== 'string' || remote.entry === '') throw new Error('it has no entry URL');
      const preload = Array.isArray(remote.preload) ? remote.preload.filter((url): url is string => typeof url === 'string') : [];
      kept[name] = {
        entry: remote.entry,
        routes: parseRemoteRoutes(remote),
        preload,
        ...(typeof remote.version === 'string' ? { version: remote.version } : {}),
        ...(remote.canary === true ? { canary: true } : {}),
      };
    } catch (error) {
      console.warn(`[shell] Ignoring remote "${name}" of the route registry: ${(error as Error).message}`);
    }
  }
  return { remotes: kept };
}

/** The registry the server wrote into the page, if it did (the API always does; a dev server may not). */
function registryInPage(): RemoteRegistry | null {
  const json = typeof document === 'undefined' ? null : document.getElementById(env.registryElementId)?.textContent;
  if (!json) return null;
  try {
    return parseRegistry(JSON.parse(json));
  } catch (error) {
    console.error('[shell] The route registry in the page is unreadable; asking the server', error);
    return null;
  }
}

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(env.registryUrl, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${env.registryUrl})`);
  return parseRegistry(await response.json());
}

function register(registry: RemoteRegistry): RemoteRegistry {
  // The build plugin already created this host's runtime instance; remotes are added to it as data.
  registerRemotes(
    Object.entries(registry.remotes).map(([name, { entry }]) => ({ name, entry: new URL(entry, document.baseURI).href })),
  );
  return registry;
}

let current: RemoteRegistry | null = null;
let loading: Promise<RemoteRegistry> | null = null;

/** The registry if it is already known (from the page, or fetched): the first render can use it at once. */
export function knownRegistry(): RemoteRegistry | null {
  if (!current) {
    const inPage = registryInPage();
    if (inPage) current = register(inPage);
  }
  return current;
}

/**
 * The route registry: from the page, or else fetched from /remotes.json once, with every remote registered
 * with the federation runtime. A failed fetch is forgotten, so the next route load (or Retry) asks again.
 */
export function loadRegistry(): Promise<RemoteRegistry> {
  const known = knownRegistry();
  if (known) return Promise.resolve(known);
  if (!loading) {
    loading = fetchRegistry().then((registry) => (current = register(registry)));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Forgets everything known (tests, and a page that must read a new registry). */
export function resetRegistry(): void {
  current = null;
  loading = null;
}
