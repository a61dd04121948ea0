import { logger } from './logger';

const pending = new Set<Promise<unknown>>();

/**
 * Runs a write nobody waits for (a hint that only saves other processes reads, the release of a new
 * quote's emails after its answer), logging its failure instead of leaving an unhandled rejection.
 * disconnectDatabase, and a server shutting down, wait for those still running.
 */
export function inBackground(write: Promise<unknown>, what: Record<string, unknown>): void {
  const settled = write.then(
    () => undefined,
    (err: unknown) => logger().warn({ err, ...what }, 'a background write failed'),
  );
  pending.add(settled);
  void settled.finally(() => pending.delete(settled));
}

export async function backgroundWritesSettled(): Promise<void> {
  await Promise.all([...pending]);
}
