import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Runs the built API (which also serves the shell, the remotes and /remotes.json) in the foreground
 * and forwards Ctrl-C / SIGTERM to it, so one keypress stops the API and the database it started.
 * Resolves with the server's exit code.
 */
export function serveBuiltSite(env = {}) {
  return new Promise((resolve) => {
    const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    const forward = (signal) => () => {
      if (server.exitCode === null) server.kill(signal);
    };
    process.on('SIGINT', forward('SIGINT'));
    process.on('SIGTERM', forward('SIGTERM'));
    server.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)));
  });
}
