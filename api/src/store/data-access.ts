/**
 * How the store reaches the data, chosen once per connection (connection.ts):
 * - `queries`: plain Mongoose queries served by the indexes the models declare, as on any MongoDB;
 * - `views`: the accelerator for the embedded engine (FerretDB v1), which answers nothing but an
 *   `_id` lookup without reading a whole collection: lists, counts and searches from in-memory
 *   views kept exact through a change log, ids and decisions from unique inserts (store/views).
 * Repositories offer the same operations either way (`byWay`); modules never know which runs.
 */
export const DATA_ACCESS_WAYS = ['queries', 'views'] as const;
export type DataAccess = (typeof DATA_ACCESS_WAYS)[number];

/** What answers the MongoDB protocol: a real MongoDB, or FerretDB (the embedded engine). */
export type Engine = 'mongodb' | 'ferretdb';

interface Choice {
  way: DataAccess;
  engine: Engine;
}

let choice: Choice | undefined;

/** The default way for an engine: views where the engine cannot push queries down, queries elsewhere. */
export const defaultWayFor = (engine: Engine): DataAccess => (engine === 'ferretdb' ? 'views' : 'queries');

export function setDataAccess(next: Choice): void {
  choice = next;
}

function current(): Choice {
  if (!choice) throw new Error('The store is not connected: call connectDatabase first');
  return choice;
}

export const dataAccess = (): DataAccess => current().way;
export const engine = (): Engine => current().engine;

/**
 * Single-document updates are atomic on MongoDB. FerretDB v1 reads a document and writes it back
 * in two steps, so two conditional updates of one document can both succeed; the query way then
 * serializes its conditional writes per document within the process (queries/one-at-a-time.ts).
 */
export const atomicUpdates = (): boolean => current().engine === 'mongodb';

type Methods = Record<string, (...args: never[]) => unknown>;

/**
 * The operations of both ways as one object: each member calls the current way's implementation.
 * Both implementations have the same members (the type says so); a plain object, so it spreads.
 */
export function byWay<T extends object>(ways: Record<DataAccess, T>): T {
  const delegates: Record<string, unknown> = {};
  for (const name of Object.keys(ways.queries)) {
    delegates[name] = (...args: never[]) => (ways[dataAccess()] as unknown as Methods)[name](...args);
  }
  return delegates as T;
}
