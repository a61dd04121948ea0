import { atomicUpdates } from '../data-access';
import { serially } from '../serially';

/**
 * Runs `write` after every earlier write of `key` in this process has settled, where the engine's
 * single-document updates are not atomic (FerretDB v1 reads, changes and writes back a document in
 * separate steps, so a conditional update or an `$inc` racing another can be lost). On MongoDB,
 * which makes each such update atomic across every process, it runs at once. Across processes on
 * FerretDB the views way, which decides by unique inserts, is the one to use (the default there).
 */
export const oneAtATime = <T>(key: string, write: () => Promise<T>): Promise<T> => (atomicUpdates() ? write() : serially(key, write));
