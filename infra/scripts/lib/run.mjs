import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command with inherited output; resolves with the exit code (never rejects on non-zero). */
export function run(cmd, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run(), but a non-zero exit ends the script with that code and a message. */
export async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    process.stderr.write(`\n"${cmd} ${args.join(' ')}" failed with exit code ${code}\n`);
    process.exit(code);
  }
}
