/**
 * `npm run typecheck`: every workspace's TypeScript, two workspaces at a time. Each workspace's
 * errors are printed together once it is done; the exit code is 1 if any has an error.
 */
import path from 'node:path';
import { inLanes, runCaptured } from './lib/lanes.mjs';
import { ROOT } from './lib/paths.mjs';

export const WORKSPACES = ['api', 'mfe-admin', 'mfe-portal', 'shell', 'mfe-marketing', 'mfe-tools', 'packages/platform', 'packages/ui', 'packages/domain', 'infra'];

const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
const results = await inLanes(
  WORKSPACES.map((workspace) => async () => {
    const result = await runCaptured(tsc, ['-p', workspace, '--noEmit']);
    process.stdout.write(result.output);
    if (result.code !== 0) process.stderr.write(`Type errors in ${workspace}\n`);
    return result.code;
  }),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
