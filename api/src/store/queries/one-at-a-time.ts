import { atomicUpdates } from '../data-access';

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `write` after every earlier write of `key` in this process has settled, where the engine's
 * single-document updates are not atomic (FerretDB v1 reads, changes and writes back a document in
 * separate steps, so a conditional update or an `$inc` racing another can be lost). On MongoDB,
 * which makes each such update atomic across every process, it runs at once. Across processes on
 * FerretDB the views way, which decides by unique inserts, is the one to use (the default there).
 */
export function oneAtATime<T>(key: string, write: () => Promise<T>): Promise<T> {
  if (atomicUpdates()) return write();
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(write, write);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
