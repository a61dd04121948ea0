import mongoose from 'mongoose';

/**
 * The shape of a query as an index sees it: fields compared for equality, fields compared by range
 * (an anchored `$regex` is a range), and the sort; a top-level `$or`'s branches each have a shape
 * of their own. Fields only excluded (`$ne`, `$nin`, `$exists`) narrow what an index finds and need
 * no key of their own.
 */
export interface QueryShape {
  collection: string;
  method: string;
  equal: string[];
  range: string[];
  sort: string[];
  or: QueryShape[];
  /** The call's `comment` (a full pass says so: "full pass: …"). */
  comment?: string;
}

/** An index as a model declares it: its keys in order, and the fields its partial filter names. */
export interface DeclaredIndex {
  keys: string[];
  partial: string[];
}

const RANGE = ['$gt', '$gte', '$lt', '$lte'];
const RESIDUAL = ['$ne', '$nin', '$exists', '$not'];
const EQUALITY = ['$eq', '$in', '$all'];
const FILTERLESS = new Set(['insertOne', 'insertMany', 'createIndex', 'createIndexes', 'listIndexes', 'drop', 'dropIndex', 'estimatedDocumentCount', 'rename']);

const isOperators = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp) && Object.keys(value).some((k) => k.startsWith('$'));

/** `^literal…` without alternatives: a range of keys, as MongoDB bounds it. */
const anchored = (pattern: unknown) => (pattern instanceof RegExp ? !pattern.flags.includes('i') && /^\^[^|()[\].*+?\\]/.test(pattern.source) : typeof pattern === 'string' && /^\^[^|()[\].*+?\\]/.test(pattern));

function shapeOfFilter(collection: string, method: string, filter: Record<string, unknown>, sort: string[]): QueryShape {
  const shape: QueryShape = { collection, method, equal: [], range: [], sort, or: [] };
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$or') {
      shape.or = (value as Record<string, unknown>[]).map((branch) => shapeOfFilter(collection, method, branch, sort));
      continue;
    }
    if (field === '$comment') continue;
    if (field.startsWith('$')) throw new Error(`${collection}.${method}: ${field} is not understood by this check; extend query-shapes`);
    if (value instanceof RegExp) {
      if (!anchored(value)) throw new Error(`${collection}.${method}: an unanchored regex on ${field} reads every key`);
      shape.range.push(field);
    } else if (!isOperators(value)) shape.equal.push(field);
    else if ('$regex' in value) {
      if (!anchored(value.$regex) || value.$options) throw new Error(`${collection}.${method}: the regex on ${field} reads every key`);
      shape.range.push(field);
    } else if (Object.keys(value).some((op) => RANGE.includes(op))) shape.range.push(field);
    else if (Object.keys(value).some((op) => EQUALITY.includes(op))) shape.equal.push(field);
    else if (!Object.keys(value).every((op) => RESIDUAL.includes(op))) throw new Error(`${collection}.${method}: ${JSON.stringify(value)} on ${field}`);
  }
  return shape;
}

/** The options of a call: after the filter (find), or after the filter and the update. */
function optionsOf(method: string, args: unknown[]): { sort?: Record<string, unknown>; comment?: string } {
  const at: Record<string, number> = { find: 1, findOne: 1, findOneAndDelete: 1, findOneAndUpdate: 2, findOneAndReplace: 2, countDocuments: 1, deleteMany: 1, deleteOne: 1, updateOne: 2, updateMany: 2 };
  return ((method in at ? args[at[method]] : undefined) ?? {}) as { sort?: Record<string, unknown>; comment?: string };
}

/** The shape of one call, 'primary' when the filter names `_id` (the primary key), or null when the call filters nothing. */
export function shapeOf(collection: string, method: string, args: unknown[]): QueryShape | 'primary' | null {
  if (FILTERLESS.has(method)) return null;
  const filter = (method === 'aggregate' ? {} : (args[0] ?? {})) as Record<string, unknown>;
  if ('_id' in filter && !(isOperators(filter._id) && RANGE.some((op) => op in (filter._id as object)))) return 'primary';
  const options = optionsOf(method, args);
  const shape = shapeOfFilter(collection, method, filter, Object.keys(options.sort ?? {}));
  if (typeof options.comment === 'string') shape.comment = options.comment;
  return shape;
}

/** True when the query asks nothing an index could answer: a pass over every record. */
export const isFullPass = (shape: QueryShape) => !shape.equal.length && !shape.range.length && !shape.sort.length && !shape.or.length;

/**
 * Whether an index serves the query the way MongoDB's planner would, with no pass over the
 * collection and no sort in memory: its first keys are equality fields of the query (the planner
 * bounds the scan by them; other equality fields are checked on the few documents found), then the
 * sort fields in order, and a range field after them (or the sort field itself). A partial index
 * serves only queries that constrain the fields of its filter.
 */
function servedBy(index: DeclaredIndex, shape: QueryShape): boolean {
  const constrained = new Set([...shape.equal, ...shape.range]);
  if (!index.partial.every((field) => constrained.has(field))) return false;
  const { keys } = index;
  let at = 0;
  const equal = new Set(shape.equal);
  while (at < keys.length && equal.delete(keys[at])) at += 1;
  const boundedByEquality = at > 0;
  for (const field of shape.sort) {
    if (keys[at] !== field) return false;
    at += 1;
  }
  if (!boundedByEquality && !shape.sort.length && !shape.range.some((field) => keys[0] === field)) return false;
  return shape.range.every((field) => shape.sort.includes(field) || keys.slice(at).includes(field) || keys[0] === field);
}

/** Served by a declared index; a top-level `$or` is served when the rest of the query is, or else each branch is. */
export function serves(indexes: DeclaredIndex[], shape: QueryShape): boolean {
  const rest = { ...shape, or: [] };
  if (!isFullPass(rest) && indexes.some((index) => servedBy(index, rest))) return true;
  return shape.or.length > 0 && shape.or.every((branch) => serves(indexes, { ...branch, sort: shape.sort }));
}

/** Every index the models declare, by collection. */
export function declaredIndexes(): Map<string, DeclaredIndex[]> {
  const byCollection = new Map<string, DeclaredIndex[]>();
  for (const model of Object.values(mongoose.models)) {
    const list = byCollection.get(model.collection.collectionName) ?? [];
    for (const [keys, options] of model.schema.indexes()) {
      list.push({ keys: Object.keys(keys), partial: Object.keys((options?.partialFilterExpression as object | undefined) ?? {}) });
    }
    byCollection.set(model.collection.collectionName, list);
  }
  return byCollection;
}

/** Records the calls Mongoose sends (models and connection.collection alike) while `recording` is on. */
export function recordQueries() {
  const calls: { collection: string; method: string; args: unknown[] }[] = [];
  const state = { recording: false };
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (!state.recording) return;
    // A bulk write is checked as the writes it sends, each with its own filter.
    if (method === 'bulkWrite') calls.push(...(args[0] as Record<string, Record<string, unknown>>[]).map((op) => writeOf(collection, op)));
    else calls.push({ collection, method, args });
  });
  return { calls, state, stop: () => mongoose.set('debug', false) };
}

/** One operation of a bulk write as the call it stands for: `{ updateOne: { filter, update } }` is updateOne(filter, update). */
function writeOf(collection: string, operation: Record<string, Record<string, unknown>>): { collection: string; method: string; args: unknown[] } {
  const [method, spec] = Object.entries(operation)[0];
  if (method === 'insertOne') return { collection, method, args: [spec.document] };
  if (method === 'replaceOne') return { collection, method, args: [spec.filter, spec.replacement] };
  return { collection, method, args: [spec.filter, spec.update] };
}
