import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ROUTE_OWNERS, type RemoteName } from '@freight/domain';
import { env } from '../config/env';

export type RemoteManifest = Partial<Record<RemoteName, string>>;

const KNOWN_REMOTES = Object.keys(ROUTE_OWNERS) as RemoteName[];

/** Keeps the entries for remotes the shell knows; everything else is reported and ignored. */
export function parseManifest(json: unknown): RemoteManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('Remote manifest must be a JSON object of remote name to entry URL');
  }
  const manifest: RemoteManifest = {};
  for (const [name, entry] of Object.entries(json)) {
    if (KNOWN_REMOTES.includes(name as RemoteName) && typeof entry === 'string' && entry !== '') {
      manifest[name as RemoteName] = entry;
    } else {
      console.warn(`[shell] Ignoring remote manifest entry "${name}"`);
    }
  }
  return manifest;
}

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(env.remotesManifestUrl, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${env.remotesManifestUrl})`);
  return parseManifest(await response.json());
}

let registered: Promise<RemoteManifest> | null = null;

/**
 * Fetches /remotes.json once and registers every remote with the federation runtime.
 * A failed fetch is forgotten, so the next route load (or Retry) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemoteManifest> {
  if (!registered) {
    registered = fetchManifest().then((manifest) => {
      // The build plugin already created this host's runtime instance; remotes are added to it as data.
      registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, document.baseURI).href })),
      );
      return manifest;
    });
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}
