import type { mongo } from 'mongoose';
import mongoose from 'mongoose';

/**
 * The shape of a query as an index sees it: fields compared for equality, fields compared by range
 * (an anchored `$regex` is a range), and the sort; a top-level `$or`'s branches each have a shape
 * of their own. Fields only excluded (`$ne`, `$nin`, `$exists`) narrow what an index finds and need
 * no key of their own.
 */
export interface QueryShape {
  collection: string;
  command: string;
  equal: string[];
  range: string[];
  sort: string[];
  or: QueryShape[];
  /** The command's `comment` (a full pass says so: "full pass: …"). */
  comment?: string;
}

/** An index as the database lists it: its keys in order, and the fields its partial filter names. */
export interface ListedIndex {
  keys: string[];
  partial: string[];
}

const RANGE = ['$gt', '$gte', '$lt', '$lte'];
const RESIDUAL = ['$ne', '$nin', '$exists', '$not', '$eq'];
const EQUALITY = ['$eq', '$in', '$all'];

type Doc = Record<string, unknown>;

const isOperators = (value: unknown): value is Doc =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp) && Object.keys(value).some((k) => k.startsWith('$'));

/** `^literal…` without alternatives: a range of keys, as MongoDB bounds it. */
const anchored = (pattern: unknown) =>
  pattern instanceof RegExp || (pattern as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp'
    ? !String((pattern as { flags?: string; options?: string }).flags ?? (pattern as { options?: string }).options ?? '').includes('i') &&
      /^\^[^|()[\].*+?\\]/.test(String((pattern as { source?: string; pattern?: string }).source ?? (pattern as { pattern?: string }).pattern))
    : typeof pattern === 'string' && /^\^[^|()[\].*+?\\]/.test(pattern);

function shapeOfFilter(collection: string, command: string, filter: Doc, sort: string[]): QueryShape {
  const shape: QueryShape = { collection, command, equal: [], range: [], sort, or: [] };
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$or') {
      shape.or = (value as Doc[]).map((branch) => shapeOfFilter(collection, command, branch, sort));
      continue;
    }
    if (field === '$and') {
      for (const part of value as Doc[]) {
        const inner = shapeOfFilter(collection, command, part, sort);
        shape.equal.push(...inner.equal);
        shape.range.push(...inner.range);
      }
      continue;
    }
    if (field === '$comment') continue;
    if (field.startsWith('$')) throw new Error(`${collection}.${command}: ${field} is not understood by this check; extend query-shapes`);
    if (value instanceof RegExp || (value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') {
      if (!anchored(value)) throw new Error(`${collection}.${command}: an unanchored regex on ${field} reads every key`);
      shape.range.push(field);
    } else if (!isOperators(value)) shape.equal.push(field);
    else if ('$regex' in value) {
      if (!anchored(value.$regex) || value.$options) throw new Error(`${collection}.${command}: the regex on ${field} reads every key`);
      shape.range.push(field);
    } else if (Object.keys(value).some((op) => RANGE.includes(op))) shape.range.push(field);
    else if (Object.keys(value).some((op) => EQUALITY.includes(op) && op !== '$eq')) shape.equal.push(field);
    else if ('$eq' in value) shape.equal.push(field);
    else if (!Object.keys(value).every((op) => RESIDUAL.includes(op))) throw new Error(`${collection}.${command}: ${JSON.stringify(value)} on ${field}`);
  }
  return shape;
}

/** One query a command asks the database to answer: its collection, filter, sort and comment. */
export interface SentQuery {
  collection: string;
  command: string;
  filter: Doc;
  sort: Doc;
  comment?: string;
  /** The command to ask `explain` about (one statement of a bulk update or delete). */
  explain: Doc;
}

/** A sort as the driver sends it: an object, or a Map (it keeps the keys' order that way). */
const sortOf = (sort: unknown): Doc => (sort instanceof Map ? (Object.fromEntries(sort) as Doc) : ((sort as Doc | undefined) ?? {}));

/**
 * Commands that read or write what a filter selects, and how to find it in each. Two ask for no
 * pass over a collection and have no shape: a count of a whole collection (from its metadata) and
 * a find of any one record (no filter, no sort, limit 1: GridFS's probe).
 */
export function queriesOf(command: Doc): SentQuery[] {
  const name = Object.keys(command)[0];
  const collection = String(command[name]);
  const comment = typeof command.comment === 'string' ? command.comment : undefined;
  const base = { collection, command: name, comment };
  switch (name) {
    case 'find': {
      const filter = (command.filter as Doc) ?? {};
      const sort = sortOf(command.sort);
      if (!Object.keys(filter).length && !Object.keys(sort).length && command.limit === 1) return [];
      return [{ ...base, filter, sort, explain: { ...pick(command, ['find', 'filter', 'skip', 'limit', 'projection']), sort } }];
    }
    case 'count':
      if (!Object.keys((command.query as Doc) ?? {}).length) return [];
      return [{ ...base, filter: command.query as Doc, sort: {}, explain: pick(command, ['count', 'query', 'skip', 'limit']) }];
    case 'aggregate': {
      const pipeline = (command.pipeline as Doc[]) ?? [];
      const match = (pipeline[0]?.$match as Doc) ?? {};
      const sort = sortOf(pipeline.find((stage) => '$sort' in stage)?.$sort);
      return [{ ...base, filter: match, sort, explain: pick(command, ['aggregate', 'pipeline', 'cursor']) }];
    }
    case 'findAndModify':
      return [{ ...base, filter: (command.query as Doc) ?? {}, sort: sortOf(command.sort), explain: { ...pick(command, ['findAndModify', 'query', 'update', 'remove', 'new', 'upsert']), ...(command.sort ? { sort: sortOf(command.sort) } : {}) } }];
    case 'update':
      return ((command.updates as Doc[]) ?? []).map((update) => ({ ...base, filter: (update.q as Doc) ?? {}, sort: {}, explain: { update: collection, updates: [update] } }));
    case 'delete':
      return ((command.deletes as Doc[]) ?? []).map((del) => ({ ...base, filter: (del.q as Doc) ?? {}, sort: {}, explain: { delete: collection, deletes: [del] } }));
    default:
      return [];
  }
}

function pick(command: Doc, keys: string[]): Doc {
  return Object.fromEntries(keys.filter((key) => command[key] !== undefined).map((key) => [key, command[key]]));
}

/** The shape of one query, 'primary' when its filter names `_id` (the primary key), or null when it filters nothing. */
export function shapeOf(query: SentQuery): QueryShape | 'primary' | null {
  const { filter } = query;
  if ('_id' in filter && !(isOperators(filter._id) && RANGE.some((op) => op in (filter._id as object)))) return 'primary';
  const shape = shapeOfFilter(query.collection, query.command, filter, Object.keys(query.sort));
  if (query.comment) shape.comment = query.comment;
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
function servedBy(index: ListedIndex, shape: QueryShape): boolean {
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

/** Served by an index; a top-level `$or` is served when the rest of the query is, or else each branch is. */
export function serves(indexes: ListedIndex[], shape: QueryShape): boolean {
  const rest = { ...shape, or: [] };
  if (!isFullPass(rest) && indexes.some((index) => servedBy(index, rest))) return true;
  return shape.or.length > 0 && shape.or.every((branch) => serves(indexes, { ...branch, sort: shape.sort }));
}

/** The indexes the database has for a collection, as it lists them (the models', GridFS's, sessions'). */
export async function listedIndexes(collection: string): Promise<ListedIndex[]> {
  const listed = await mongoose.connection.db!.collection(collection).listIndexes().toArray().catch(() => []);
  return listed.map((index) => ({ keys: Object.keys(index.key as Doc), partial: Object.keys((index.partialFilterExpression as Doc | undefined) ?? {}) }));
}

/** Records every command the app's client sends while `recording` is on (the client must monitor commands). */
export function recordCommands() {
  const commands: Doc[] = [];
  const state = { recording: false };
  const client = mongoose.connection.getClient() as unknown as mongo.MongoClient;
  const listener = (event: mongo.CommandStartedEvent) => {
    if (state.recording && event.databaseName === mongoose.connection.name) commands.push(event.command as Doc);
  };
  client.on('commandStarted', listener);
  return { commands, state, stop: () => client.off('commandStarted', listener) };
}
