import { model, Schema } from 'mongoose';
import { logger } from './logger';
import { isDuplicateKey } from './insert-once';

/**
 * Which records changed, in order, per stream (`quotes`, `users`): entry n is the document
 * `<stream>:<n>` naming the changed record's id. An entry takes its number by being inserted (the
 * unique `_id` lets exactly one writer have it), starting after the stream's hint, so the numbers
 * have no holes: a reader goes from the last number it saw until the first one that is missing,
 * with `_id` lookups only (cheap on every engine). Entries say *which* record changed, not how;
 * readers re-read the record, so the order in which they apply entries never matters.
 */
/** A record's key: the numeric id, or the string `_id` of collections keyed that way (mail messages). */
export type RecordKey = number | string;

/** The entry a bulk write leaves: any record may have changed, so readers start over. */
export const ANY_RECORD = '*';

interface ChangeEntry {
  _id: string;
  id: RecordKey;
  at: Date;
}

const ChangeEntryModel = model<ChangeEntry>(
  'ChangeEntry',
  new Schema<ChangeEntry>({ _id: String, id: Schema.Types.Mixed, at: Date }, { versionKey: false }),
  'change_log',
);
const ChangeTop = model<{ _id: string; seq: number }>('ChangeTop', new Schema({ _id: String, seq: Number }, { versionKey: false }), 'change_log_tops');

const entryId = (stream: string, seq: number) => `${stream}:${seq}`;

/** The highest entry number of `stream` known to be taken (a hint: never ahead, possibly behind). */
async function hint(stream: string): Promise<number> {
  return (await ChangeTop.findById(stream).lean())?.seq ?? 0;
}

/** Records that record `id` of `stream` changed; resolves once the entry is stored. */
export async function appendChange(stream: string, id: RecordKey): Promise<void> {
  // From the hint, never from a number remembered here: the numbers must stay without holes.
  let seq = (await hint(stream)) + 1;
  let jumped = false;
  for (;;) {
    try {
      await ChangeEntryModel.create({ _id: entryId(stream, seq), id, at: new Date() });
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Other processes appended meanwhile: continue after the newest known entry, once.
      seq = jumped ? seq + 1 : Math.max(seq + 1, (await hint(stream)) + 1);
      jumped = true;
    }
  }
  // The hint only shortens other writers' search, so the answer does not wait for it.
  ChangeTop.updateOne({ _id: stream }, { $max: { seq } }, { upsert: true }).catch((err: unknown) =>
    logger().warn({ err, stream }, 'could not move the change log hint'),
  );
}

/** The entries after `after`, oldest first, and the number of the last one. */
export async function readChanges(stream: string, after: number): Promise<{ ids: RecordKey[]; last: number }> {
  const ids: RecordKey[] = [];
  let seq = after;
  for (;;) {
    const entry = await ChangeEntryModel.findById(entryId(stream, seq + 1)).lean();
    if (!entry) return { ids, last: seq };
    ids.push(entry.id);
    seq += 1;
  }
}

/** The records changed since `since` (newest first, each once), walking back from the last entry. */
export async function recentChanges(stream: string, since: Date, max = 50_000): Promise<RecordKey[]> {
  const ids = new Set<RecordKey>();
  for (let seq = await lastChange(stream); seq > 0 && ids.size < max; seq -= 1) {
    const entry = await ChangeEntryModel.findById(entryId(stream, seq)).lean();
    if (!entry || entry.at < since) break;
    ids.add(entry.id);
  }
  return [...ids];
}

/** The number of the stream's last entry (where a reader that has just read everything starts). */
export async function lastChange(stream: string): Promise<number> {
  return (await readChanges(stream, await hint(stream))).last;
}

type Listener = (id: RecordKey) => Promise<void>;
const listeners = new Map<string, Listener[]>();

/** Runs `listener` in this process after each logged change of `stream` (the list views). */
export function onChange(stream: string, listener: Listener): void {
  listeners.set(stream, [...(listeners.get(stream) ?? []), listener]);
}

async function logged(stream: string, id: unknown, append = true): Promise<void> {
  if (!(typeof id === 'string' && id) && !(typeof id === 'number' && Number.isInteger(id))) return;
  if (append) await appendChange(stream, id);
  for (const listener of listeners.get(stream) ?? []) await listener(id);
}

/** The key a query on one record names: `{ _id: '12' }` or `{ id: 12 }` (numeric ids), `{ _id: 'abc' }` (string keys). */
function keyOfFilter(filter: Record<string, unknown>, key: 'id' | '_id'): RecordKey | undefined {
  if (key === '_id') return typeof filter._id === 'string' ? filter._id : undefined;
  if (typeof filter.id === 'number') return filter.id;
  if (typeof filter._id === 'string' && /^[1-9][0-9]*$/.test(filter._id)) return Number(filter._id);
  return undefined;
}

/**
 * Logs every change of this schema's records made through the model: saves, and updates or
 * deletes of one record named by `_id` or `id`. A bulk write through the model (insertMany,
 * updateMany, deleteMany) logs ANY_RECORD, and readers then read everything again: fine for
 * seeds and clean-ups, too costly for request paths, which change one record at a time. Writes
 * through the raw driver are not logged at all.
 */
export function changeLogged(stream: string, key: 'id' | '_id' = 'id') {
  return (schema: Schema): void => {
    // Before a write that carries emails too: a process that dies between the write and its
    // release leaves an entry, so the outbox sweep (mail-sweep) still finds the record.
    schema.pre('save', async function logOutboxBeforeSave() {
      if (!this.isModified('mailOutbox') || !(this.get('mailOutbox') as unknown[] | undefined)?.length) return;
      await appendChange(stream, this.get(key) as RecordKey);
      this.$locals.changeLogged = true;
    });
    schema.post('save', async function logSave() {
      // One entry per save: a save already logged before it only tells this process's views.
      const append = !this.$locals.changeLogged;
      delete this.$locals.changeLogged;
      await logged(stream, this.get(key), append);
    });
    schema.post('deleteOne', { document: true, query: false }, async function logDocumentDelete() {
      await logged(stream, this.get(key));
    });
    schema.post(['updateOne', 'deleteOne', 'findOneAndUpdate', 'findOneAndDelete'], async function logQuery() {
      await logged(stream, keyOfFilter(this.getFilter(), key));
    });
    schema.post(['updateMany', 'deleteMany'], async function logBulk() {
      await logged(stream, ANY_RECORD);
    });
    schema.post('insertMany', async function logInsertMany() {
      await logged(stream, ANY_RECORD);
    });
  };
}
