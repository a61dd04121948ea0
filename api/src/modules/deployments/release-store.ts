import fs from 'node:fs';
import path from 'node:path';
import { MF_MANIFEST_FILE, RELEASE_FILE, RELEASE_VERSION, SHELL_SHARED_FILE } from '@freight/domain';
import type { Config } from '../../config/config';

/** A JSON file as read: its value, `undefined` when it is missing, or the text `<not JSON>` when it does not parse. */
export const NOT_JSON = '<not JSON>';
function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The release store (RELEASE_STORE): `<store>/<remote>/<version>/`, each folder written once by `npm run release`. */
export function releaseStore(config: Config) {
  const dirOf = (remote: string, version: string) => path.join(config.releaseStore, remote, version);
  return {
    /** Whether the store holds `version` of `remote` (a finished release: its folder, not a copy under way). */
    has: (remote: string, version: string) => RELEASE_VERSION.test(version) && fs.existsSync(dirOf(remote, version)),
    /** The release's release.json and mf-manifest.json as read (see readJson). */
    read: (remote: string, version: string) => ({
      release: readJson(path.join(dirOf(remote, version), RELEASE_FILE)),
      manifest: readJson(path.join(dirOf(remote, version), MF_MANIFEST_FILE)),
    }),
    /** Every version of `remote` in the store, newest published first. */
    versions(remote: string): { version: string; publishedAt: string }[] {
      let names: string[];
      try {
        names = fs.readdirSync(path.join(config.releaseStore, remote));
      } catch {
        return [];
      }
      return names
        .filter((name) => RELEASE_VERSION.test(name))
        .map((version) => ({ version, publishedAt: fs.statSync(dirOf(remote, version)).mtime }))
        .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
        .map(({ version, publishedAt }) => ({ version, publishedAt: publishedAt.toISOString() }));
    },
  };
}

/** What the shell's build provides of each shared singleton (shell/dist/shared-versions.json); empty when it is not built. */
export function shellProvides(config: Config): Record<string, string> {
  const json = readJson(path.join(config.staticRoot, 'shell', 'dist', SHELL_SHARED_FILE)) as { shared?: Record<string, unknown> } | undefined;
  const shared = typeof json === 'object' && json !== null ? json.shared : undefined;
  if (typeof shared !== 'object' || shared === null) return {};
  return Object.fromEntries(Object.entries(shared).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
