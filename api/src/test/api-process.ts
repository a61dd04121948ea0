import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort as launcherFreePort } from '@freight/infra/db/launcher.cjs';

const ROOT = path.resolve(__dirname, '../../..');

/** A port to listen on, below the ephemeral range (the launcher's own pick: see infra/db/launcher.cjs). */
export const freePort = (): Promise<number> => launcherFreePort();

/** The API from source as its own process (like `npm run dev`), resolved once /api/health answers. */
export async function startApiProcess(env: NodeJS.ProcessEnv, port: number, timeoutMs = 60_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c) => (stderr += c));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}): ${stderr}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    if (Date.now() > deadline) throw new Error(`API did not answer within ${timeoutMs} ms: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
