import mongoose from 'mongoose';

/**
 * The shape of a query as an index sees it: fields compared for equality, fields compared by range,
 * and the sort. Fields only excluded (`$ne`, `$nin`, `$exists`) narrow what an index finds and need
 * no key of their own.
 */
export interface QueryShape {
  collection: string;
  method: string;
  equal: string[];
  range: string[];
  sort: string[];
}

const RANGE = ['$gt', '$gte', '$lt', '$lte'];
const RESIDUAL = ['$ne', '$nin', '$exists', '$not'];
const EQUALITY = ['$eq', '$in'];
const FILTERLESS = new Set(['insertOne', 'insertMany', 'bulkWrite', 'createIndex', 'createIndexes', 'listIndexes', 'drop', 'dropIndex', 'estimatedDocumentCount']);

const isOperators = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).some((k) => k.startsWith('$'));

/** The shape of one call, 'primary' when the filter names `_id` (the primary key), or null when the call filters nothing. */
export function shapeOf(collection: string, method: string, args: unknown[]): QueryShape | 'primary' | null {
  if (FILTERLESS.has(method)) return null;
  const filter = (method === 'aggregate' ? {} : (args[0] ?? {})) as Record<string, unknown>;
  // Where the options are: after the filter, or after the filter and the update.
  const optionsAt: Record<string, number> = { find: 1, findOne: 1, findOneAndDelete: 1, findOneAndUpdate: 2, findOneAndReplace: 2 };
  const options = (method in optionsAt ? args[optionsAt[method]] : undefined) as { sort?: Record<string, unknown> } | undefined;
  if ('_id' in filter && !RANGE.some((op) => isOperators(filter._id) && op in (filter._id as object))) return 'primary';
  const shape: QueryShape = { collection, method, equal: [], range: [], sort: Object.keys(options?.sort ?? {}) };
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$')) throw new Error(`${collection}.${method}: ${field} is not understood by this check; extend query-shapes`);
    if (!isOperators(value)) shape.equal.push(field);
    else if (Object.keys(value).some((op) => RANGE.includes(op))) shape.range.push(field);
    else if (Object.keys(value).some((op) => EQUALITY.includes(op))) shape.equal.push(field);
    else if (!Object.keys(value).every((op) => RESIDUAL.includes(op))) throw new Error(`${collection}.${method}: ${JSON.stringify(value)} on ${field}`);
  }
  return shape;
}

/**
 * Whether an index with these keys (in order) serves the query the way MongoDB's planner would:
 * the equality fields first (in any order), then the sort fields in order, then a range field.
 */
export function serves(keys: string[], shape: QueryShape): boolean {
  let at = 0;
  const equal = new Set(shape.equal);
  while (at < keys.length && equal.delete(keys[at])) at += 1;
  if (equal.size) return false;
  for (const field of shape.sort) {
    if (keys[at] !== field) return false;
    at += 1;
  }
  return shape.range.length === 0 || shape.range.some((field) => shape.sort.includes(field) || keys[at] === field);
}

/** Every index the models declare, by collection (the keys of each, in order). */
export function declaredIndexes(): Map<string, string[][]> {
  const byCollection = new Map<string, string[][]>();
  for (const model of Object.values(mongoose.models)) {
    const list = byCollection.get(model.collection.collectionName) ?? [];
    for (const [keys] of model.schema.indexes()) list.push(Object.keys(keys));
    byCollection.set(model.collection.collectionName, list);
  }
  return byCollection;
}

/** Records the calls Mongoose sends (models and connection.collection alike) while `recording` is on. */
export function recordQueries() {
  const calls: { collection: string; method: string; args: unknown[] }[] = [];
  const state = { recording: false };
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (state.recording) calls.push({ collection, method, args });
  });
  return { calls, state, stop: () => mongoose.set('debug', false) };
}
