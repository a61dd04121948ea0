import { randomUUID } from 'node:crypto';
import { model, type Query, Schema } from 'mongoose';
import { inBackground } from '../../core/background-writes';
import { dataAccess } from '../data-access';
import { onDatabaseSwitch } from '../database-switch';
import { NumberedSeries } from './numbered';

/**
 * Which records changed, in order, per stream (`quotes`, `users`, `sessions`): entry n is the
 * document `<stream>:<n>` naming the changed record's key. An entry takes its number by being
 * inserted (the unique `_id` lets exactly one writer have it), right after a number known to be
 * taken, so the numbers have no holes: a reader goes from the last number it saw until the first
 * one that is missing, with `_id` lookups only (cheap on every engine). Entries say *which* record
 * changed, not how; readers re-read the record, so the order in which they apply entries never
 * matters. An entry is written after its change is stored, so a reader that re-reads finds it.
 */
/** A record's key: the numeric id, or the string `_id` of collections keyed that way (mail messages, sessions). */
export type RecordKey = number | string;

/** The entry a bulk write leaves: any record may have changed, so readers start over. */
export const ANY_RECORD = '*';

/** This process, as the writer of an entry: its own readers have applied the change already. */
const PROCESS = randomUUID();

interface ChangeEntry {
  _id: string;
  id: RecordKey;
  at: Date;
  /** The writing process; absent in entries written before processes were named. */
  by?: string;
}

const ChangeEntryModel = model<ChangeEntry>(
  'ChangeEntry',
  new Schema<ChangeEntry>({ _id: String, id: Schema.Types.Mixed, at: Date, by: String }, { versionKey: false }),
  'change_log',
);
const ChangeTop = model<{ _id: string; seq: number }>('ChangeTop', new Schema({ _id: String, seq: Number }, { versionKey: false }), 'change_log_tops');

const entryId = (stream: string, seq: number) => `${stream}:${seq}`;
/** The stored hint is at most this many entries behind (plus entries a crash kept it from noting). */
const HINT_EVERY = 64;

/**
 * The entries, numbered per stream by unique inserts and committed in batches (views/numbered). The
 * hint only shortens other processes' search (they read on from it), so it moves every few
 * entries, or when this writer met others, and no answer waits for it.
 */
const entries = new NumberedSeries(() => ChangeEntryModel.collection, {
  idOf: entryId,
  top: async (stream, known) => (await readChanges(stream, Math.max(known, await hint(stream)))).last,
  stored: (stream, last, metOthers) => {
    if (metOthers || Math.floor(last / HINT_EVERY) > Math.floor((last - 1) / HINT_EVERY)) {
      inBackground(ChangeTop.updateOne({ _id: stream }, { $max: { seq: last } }, { upsert: true }), { stream, hint: 'change log' });
    }
  },
});
onDatabaseSwitch(() => entries.forget());

/** The highest entry number of `stream` known to be taken (a hint: never ahead, possibly behind). */
async function hint(stream: string): Promise<number> {
  const stored = (await ChangeTop.findById(stream).lean())?.seq ?? 0;
  return Math.max(stored, entries.knownTop(stream));
}

/** Records that record `id` of `stream` changed; resolves once the entry is stored. */
export async function appendChange(stream: string, id: RecordKey): Promise<void> {
  await entries.append(stream, { id, at: new Date(), by: PROCESS });
}

export interface ChangesRead {
  /** The records other processes changed (this process's own changes are applied as they happen). */
  ids: RecordKey[];
  last: number;
}

/** Processes on different machines may disagree on the time by this much: a read goes on that far past its start. */
const CLOCK_SKEW_MS = 1000;

/**
 * The entries after `after`, oldest first, and the number of the last one read. A reader needs every
 * change stored before it began, no more: it stops at the first missing number or at the first entry
 * appended after it began (numbers are stored in order, and an entry's `at` is before its storing),
 * so a log that grows while it is read cannot keep it from answering. This process's own entries are
 * skipped without a round trip (its views applied them as they happened), unless `own` asks for them.
 */
export async function readChanges(stream: string, after: number, { own = false } = {}): Promise<ChangesRead> {
  const until = Date.now() + CLOCK_SKEW_MS;
  const ids: RecordKey[] = [];
  let seq = after;
  for (;;) {
    const mine = own ? undefined : entries.ownRunAt(stream, seq + 1);
    if (mine) {
      seq = mine.to;
      continue;
    }
    const entry = await ChangeEntryModel.findById(entryId(stream, seq + 1)).lean();
    if (!entry) {
      entries.noteTaken(stream, seq);
      return { ids, last: seq };
    }
    if (own || entry.by !== PROCESS) ids.push(entry.id);
    seq += 1;
    if (new Date(entry.at).getTime() > until) return { ids, last: seq };
  }
}

/** The number of the stream's last entry (where a reader that has just read everything starts). */
export async function lastChange(stream: string): Promise<number> {
  return (await readChanges(stream, await hint(stream))).last;
}

/**
 * What this process knows of a record right after its own write: the stored document when the write
 * stored all of it (an insert) or returned it as updated (possibly only some fields: see
 * updatedDocument), null when it removed it (a delete that deleted), else nothing (read it).
 */
type Listener = (id: RecordKey, stored?: StoredRecord | null) => Promise<void> | void;
const listeners = new Map<string, Listener[]>();

/** Runs `listener` in this process after each of its own logged changes of `stream` (the views and caches). */
export function onChange(stream: string, listener: Listener): void {
  listeners.set(stream, [...(listeners.get(stream) ?? []), listener]);
}

/** The change log serves the views way only; the query way reads the database itself. */
const logging = (): boolean => dataAccess() === 'views';

/** Tells this process's listeners, then the other processes (through the log), that a record changed. */
export async function logged(stream: string, id: unknown, stored?: StoredRecord | null): Promise<void> {
  if (!logging()) return;
  if (!(typeof id === 'string' && id) && !(typeof id === 'number' && Number.isInteger(id))) throw new Error(`change log ${stream}: no record key in ${String(id)}`);
  await Promise.all([...(listeners.get(stream) ?? []).map((listener) => listener(id, stored)), appendChange(stream, id)]);
}

/** The key a query on one record names: `{ _id: '12' }` or `{ id: 12 }` (numeric ids), `{ _id: 'abc' }` (string keys). */
function keyOfFilter(filter: Record<string, unknown>, key: 'id' | '_id'): RecordKey | undefined {
  if (key === '_id') return typeof filter._id === 'string' ? filter._id : undefined;
  if (typeof filter.id === 'number') return filter.id;
  if (typeof filter._id === 'string' && /^[1-9][0-9]*$/.test(filter._id)) return Number(filter._id);
  return undefined;
}

/** Up to this many records inserted at once are logged one by one. */
const FEW = 20;

const SINGLE_RECORD_UPDATES = ['updateOne', 'findOneAndUpdate'];
const SINGLE_RECORD_DELETES = ['deleteOne', 'findOneAndDelete'];
const SINGLE_RECORD_WRITES = [...SINGLE_RECORD_UPDATES, ...SINGLE_RECORD_DELETES];

/** Whether a delete of one record deleted it: then this process's views drop it without reading it again. */
function deletedOne(result: unknown): boolean {
  if (result === null || typeof result !== 'object') return false;
  if ('deletedCount' in result) return result.deletedCount === 1; // deleteOne
  if ('ok' in result && 'value' in result) return result.value !== null; // findOneAndDelete with its metadata
  return true; // findOneAndDelete: the deleted document
}

/**
 * What an update says of the record it changed, so that no second read is needed: the record a
 * findOneAndUpdate asked for after the update returned (all of it, or the fields its projection
 * named), the fields an updateOne set (setFields), else nothing. A view uses a partial record only
 * if it has every field the view reads (hasFields).
 */
function updatedDocument(query: Query<unknown, unknown>, result: unknown): StoredRecord | undefined {
  const op = (query as unknown as { op?: string }).op;
  if (op === 'updateOne') return setFields(query, result);
  if (op !== 'findOneAndUpdate' || result === null || typeof result !== 'object') return undefined;
  const { new: asUpdated, returnDocument, includeResultMetadata } = query.getOptions() as { new?: boolean; returnDocument?: string; includeResultMetadata?: boolean };
  if (includeResultMetadata || !(asUpdated || returnDocument === 'after')) return undefined;
  const doc = result as { toObject?: (options: object) => Record<string, unknown> };
  const stored: StoredRecord = typeof doc.toObject === 'function' ? doc.toObject({ depopulate: true }) : { ...(result as Record<string, unknown>) };
  const projection = Object.entries((query.projection() ?? {}) as Record<string, unknown>).filter(([field]) => field !== '_id');
  if (projection.length) {
    const fields = projection.map(([field]) => field);
    stored[FIELDS] = projection.every(([, value]) => !value) ? { without: fields } : { only: fields };
  }
  return stored;
}

/**
 * What an updateOne that changed one existing record says of it: the values of the top-level fields
 * it set or unset (with the update time the timestamps add), when that is all it did (no operator
 * whose result depends on the stored value, no path inside a field). A view that reads only those
 * fields applies them without a read; any other view reads the record.
 */
function setFields(query: Query<unknown, unknown>, result: unknown): StoredRecord | undefined {
  const { matchedCount, upsertedCount } = (result ?? {}) as { matchedCount?: number; upsertedCount?: number };
  if (matchedCount !== 1 || upsertedCount) return undefined;
  const update = query.getUpdate() as Record<string, unknown> | null;
  if (!update) return undefined;
  const { $set = {}, $unset = {}, $setOnInsert, ...others } = update as Record<string, Record<string, unknown>>;
  void $setOnInsert; // Only an insert applies it: this update matched a stored record.
  const fields = [...Object.keys($set), ...Object.keys($unset)];
  if (Object.keys(others).length || fields.some((field) => field.includes('.') || field.startsWith('$'))) return undefined;
  return fieldsWritten(query.getFilter()._id, $set, Object.keys($unset));
}

/** What an update of one record that set `set` and unset `unset` (top-level fields) says of it: those fields (see hasFields). */
export function fieldsWritten(id: unknown, set: Record<string, unknown>, unset: string[] = []): StoredRecord {
  return { ...set, ...(id !== undefined ? { _id: id } : {}), [FIELDS]: { only: [...Object.keys(set), ...unset] } };
}

/** Which fields a document a write returned has, when its projection left some out. */
export const FIELDS = Symbol('fields');
export type StoredRecord = Record<string, unknown> & { [FIELDS]?: { only: string[] } | { without: string[] } };

/** Whether a document a write returned has every one of `fields` (all of them when it was returned whole). */
export function hasFields(doc: StoredRecord, fields: string[]): boolean {
  const known = doc[FIELDS];
  if (!known) return true;
  const top = (field: string) => field.split('.')[0];
  if ('only' in known) return fields.every((field) => (field === '_id' ? '_id' in doc : known.only.map(top).includes(top(field))));
  return fields.every((field) => !known.without.map(top).includes(top(field)));
}

/**
 * Logs every change of this schema's records made through the model (in the views way): saves,
 * and updates or deletes of one record named by `_id` or `id`; such a write whose filter names no
 * record is refused before it runs, so no change can slip past the views. A bulk write through the
 * model (insertMany of more than FEW, updateMany, deleteMany, bulkWrite) logs ANY_RECORD, and readers then read everything
 * again: fine for seeds and clean-ups, too costly for request paths, which change one record at a
 * time. Writes through the raw driver are not logged at all.
 */
export function changeLogged(stream: string, key: 'id' | '_id' = 'id') {
  return (schema: Schema): void => {
    schema.pre('save', function noteInsert() {
      this.$locals.inserted = this.isNew;
    });
    schema.pre(SINGLE_RECORD_WRITES as ['updateOne'], { document: false, query: true }, function namesOneRecord(this: Query<unknown, unknown>) {
      if (logging() && keyOfFilter(this.getFilter(), key) === undefined) {
        throw new Error(`${stream}: a single-record write must name its record by _id or ${key} (the views follow records by key)`);
      }
    });
    schema.post('save', async function logSave() {
      // An insert stored exactly this document; an update may have met fields changed meanwhile.
      const stored = this.$locals.inserted ? (this.toObject({ depopulate: true }) as Record<string, unknown>) : undefined;
      delete this.$locals.inserted;
      await logged(stream, this.get(key), stored);
    });
    schema.post('deleteOne', { document: true, query: false }, async function logDocumentDelete() {
      // Deleted by `_id`: gone, whether this delete or an earlier one removed it.
      await logged(stream, this.get(key), null);
    });
    schema.post(SINGLE_RECORD_UPDATES as ['updateOne'], { document: false, query: true }, async function logQuery(this: Query<unknown, unknown>, result: unknown) {
      await logged(stream, keyOfFilter(this.getFilter(), key), updatedDocument(this, result));
    });
    schema.post(SINGLE_RECORD_DELETES as ['deleteOne'], { document: false, query: true }, async function logQueryDelete(this: Query<unknown, unknown>, result: unknown) {
      await logged(stream, keyOfFilter(this.getFilter(), key), deletedOne(result) ? null : undefined);
    });
    schema.post(['updateMany', 'deleteMany'], async function logBulk() {
      await logged(stream, ANY_RECORD);
    });
    schema.post('bulkWrite', async function logBulkWrite() {
      await logged(stream, ANY_RECORD);
    });
    // A few records (the jobs of a change's emails) are logged one by one; a bulk import as a whole.
    schema.post('insertMany', async function logInsertMany(docs: { get(path: string): unknown; toObject(options: object): Record<string, unknown> }[]) {
      // Each document was stored exactly as it is here.
      if (Array.isArray(docs) && docs.length <= FEW) await Promise.all(docs.map((doc) => logged(stream, doc.get(key), doc.toObject({ depopulate: true }))));
      else await logged(stream, ANY_RECORD);
    });
  };
}
