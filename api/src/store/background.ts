import { logger } from '../core/logger';
import { dataAccess } from './data-access';
import { warmListViews } from './views/list-views';
import { sweepExpired } from './views/expiry-queue';

const SWEEP_MS = 60_000;

/**
 * The store's own work beside requests, once the API listens: in the views way, building the list
 * views (one read of each collection, in the background) and removing what has expired every
 * minute (the engine has no TTL indexes). The query way has none: MongoDB's TTL indexes expire
 * records, and nothing is kept in memory. Returns a stop function.
 */
export function startStoreWork(): () => void {
  if (dataAccess() !== 'views') return () => undefined;
  warmListViews();
  const timer = setInterval(() => {
    sweepExpired().catch((err: unknown) => logger().warn({ err }, 'expiry sweep failed; trying again next minute'));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
