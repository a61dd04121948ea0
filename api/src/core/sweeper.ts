import { logger } from './logger';

const running = new Map<string, NodeJS.Timeout>();

/**
 * Runs `task` every `intervalMs` in the background (once per process per name). FerretDB has no
 * TTL indexes, so expired sessions and counters are removed this way. Failures (e.g. the
 * database is down) are logged and retried next time, never left as unhandled rejections.
 */
export function sweepEvery(name: string, intervalMs: number, task: () => Promise<unknown>): void {
  if (running.has(name)) return;
  const timer = setInterval(() => {
    task().catch((err: unknown) => logger().warn({ err, sweeper: name }, 'background clean-up failed'));
  }, intervalMs);
  timer.unref();
  running.set(name, timer);
}
