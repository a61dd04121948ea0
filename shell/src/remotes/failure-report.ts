import { BASE_BUILD } from '@freight/domain';
import { env } from '../config/env';
import { knownRegistry } from './remote-registry';

const reported = new Set<string>();

/**
 * Tells the server that a remote's release did not load in this browser (the runtime's errorLoadRemote),
 * once per remote and version per page load. The server counts it against that release when it is a
 * canary this visitor is served, and rolls the canary back once it fails too often. Never throws.
 */
export function reportLoadFailure(remote: string): void {
  const version = knownRegistry()?.remotes[remote]?.version;
  if (!version || version === BASE_BUILD) return;
  const key = `${remote}@${version}`;
  if (reported.has(key)) return;
  reported.add(key);
  try {
    void fetch(env.failureReportUrl, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote, version }),
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort: the page's own fallback matters more.
  }
}

/** Forgets what was reported (tests). */
export const resetFailureReports = () => reported.clear();
