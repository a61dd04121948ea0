import { byWay } from './data-access';
import * as counters from './queries/counters';
import * as claims from './views/id-claims';

/**
 * Sequential numeric ids per collection (the pages show and compare them; the primary admin is 3):
 * an atomic counter in the query way, unique claims in the views way (FerretDB v1 loses concurrent
 * `$inc`s across processes, while a unique insert is atomic there).
 */
export const ids = byWay<typeof counters>({ queries: counters, views: claims });
