import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command with its output kept; resolves with { code, output } (never rejects on non-zero). */
export function runCaptured(cmd, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => resolve({ code: 1, output: `${cmd}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Runs jobs (each `() => Promise`) at most `lanes` at a time, in the order given, and resolves with
 * their results in that order. The machines this runs on have two cores: two lanes keep both busy.
 */
export async function inLanes(jobs, lanes = 2) {
  const results = new Array(jobs.length);
  let next = 0;
  async function lane() {
    while (next < jobs.length) {
      const i = next;
      next += 1;
      results[i] = await jobs[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
  return results;
}
