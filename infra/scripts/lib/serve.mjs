import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const { supervise } = require(path.join(ROOT, 'infra/db/supervisor.cjs'));
const { apiNodeArgs } = require(path.join(ROOT, 'infra/api-process.cjs'));

/**
 * Runs the built API (which also serves the shell, the remotes and /remotes.json) and the local
 * database under the supervisor: either one that crashes is restarted. Ctrl-C / SIGTERM stop
 * both; resolves with 0 once they have.
 */
export async function serveBuiltSite(env = {}) {
  const site = await supervise({
    api: { command: process.execPath, args: apiNodeArgs(), cwd: ROOT, env },
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      site.stop().then(() => resolve(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
