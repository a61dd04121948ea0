import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportLoadFailure } from './failure-report';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './remote-errors';

/**
 * Runtime plugin: when a remote module fails to load, report it (failure-report.ts), log it once with context and resolve to a
 * marker module instead of rejecting inside the runtime. The shell turns the marker into the
 * "temporarily unavailable" panel for that route only.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freight-remote-fallback',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Whatever failed (the entry, a chunk, the module), the release it came from is reported.
      const name = (remote as { name?: string } | undefined)?.name ?? String(id).split('/')[0];
      if (name) reportLoadFailure(name);
      // Only module loading has a fallback; other lifecycles expect their own argument shapes back.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] Remote module "${id}" could not be loaded`, error);
      const fallback: UnavailableModule = { [REMOTE_UNAVAILABLE]: true, id, error };
      return fallback;
    },
  };
}

let installed = false;

/** Adds the fallback to the runtime instance the build plugin created (once). */
export function installRemoteFallback() {
  if (installed) return;
  registerPlugins([remoteFallbackPlugin()]);
  installed = true;
}
