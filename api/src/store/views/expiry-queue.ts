import { model, Schema } from 'mongoose';
import { onDatabaseSwitch } from '../database-switch';
import { dataAccess } from '../data-access';
import { isDuplicateKey } from '../insert-once';
import { NumberedSeries, probeTop } from './numbered';

/**
 * Expiry for an engine without TTL indexes (FerretDB v1), reached by `_id` alone. A record that
 * expires is filed under the minute it expires in: entry `<minute>:<n>`, numbered 1, 2, 3 ... per
 * minute without holes (each number is taken by a unique insert). The sweep walks the minutes that
 * have passed since it last ran, reads each minute's entries until the first missing number, asks
 * the record's kind when it expires now (a session may have been extended meanwhile: it is filed
 * again), removes it if that time has passed, and drops the entry. Its cost follows what expires,
 * never what is stored. On MongoDB the TTL indexes the models declare do this instead.
 */
interface ExpiryEntry {
  _id: string;
  kind: string;
  key: string;
}

const Entry = model<ExpiryEntry>('ExpiryEntry', new Schema<ExpiryEntry>({ _id: String, kind: String, key: String }, { versionKey: false }), 'expiry_queue');
const Cursor = model<{ _id: string; minute: number }>('ExpiryCursor', new Schema({ _id: String, minute: Number }, { versionKey: false }), 'expiry_cursor');

const MINUTE = 60_000;
const CURSOR = 'expiry';

export interface ExpiringKind {
  /** When the record expires now (null or undefined: it is gone already). */
  expiresAt(key: string): Promise<Date | null | undefined>;
  remove(key: string): Promise<unknown>;
}

const kinds = new Map<string, ExpiringKind>();
let cursorReady: Promise<unknown> | null = null;

/** Entries numbered per minute (`<minute>:<n>`), committed in batches (views/numbered). */
const entries = new NumberedSeries(() => Entry.collection, {
  idOf: (minute, n) => `${minute}:${n}`,
  // A burst files thousands in one minute: a process that starts after it finds their top in a few lookups.
  top: (minute, known) => probeTop(async (n) => (await Entry.exists({ _id: `${minute}:${n}` })) !== null, known),
  remember: 1_000,
});
onDatabaseSwitch(() => {
  entries.forget();
  cursorReady = null;
});

/** Says how records of `kind` expire and are removed (once per kind, at module load). */
export function expiring(kind: string, how: ExpiringKind): void {
  kinds.set(kind, how);
}

const minuteOf = (at: Date | number) => Math.floor(new Date(at).getTime() / MINUTE);

/** Files record `key` of `kind` to be removed once `at` has passed (the views way only). */
export async function expireAt(kind: string, key: string, at: Date): Promise<void> {
  if (dataAccess() !== 'views') return;
  // The sweep starts where the first entry ever filed can be, not before (it never walks history).
  cursorReady ??= Cursor.updateOne({ _id: CURSOR }, { $setOnInsert: { minute: minuteOf(Date.now()) } }, { upsert: true }).catch((error: unknown) => {
    cursorReady = null;
    if (!isDuplicateKey(error)) throw error;
  });
  await cursorReady;
  await entries.append(String(minuteOf(at)), { kind, key });
}

/** Removes what has expired in the minutes passed since the last sweep; returns how many records went. */
export async function sweepExpired(now = Date.now()): Promise<number> {
  const last = minuteOf(now) - 1;
  const cursor = await Cursor.findById(CURSOR).lean();
  let removed = 0;
  let minute = cursor?.minute ?? last;
  for (; minute <= last; minute += 1) {
    for (let n = 1; ; n += 1) {
      const entry = await Entry.findById(`${minute}:${n}`).lean();
      if (!entry) break;
      removed += await settle(entry, now);
      await Entry.deleteOne({ _id: entry._id });
    }
    // Another process sweeping at the same time only repeats work: removing twice is harmless.
    await Cursor.updateOne({ _id: CURSOR }, { $max: { minute: minute + 1 } }, { upsert: true }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
  }
  return removed;
}

async function settle(entry: ExpiryEntry, now: number): Promise<number> {
  const kind = kinds.get(entry.kind);
  if (!kind) return 0;
  const at = await kind.expiresAt(entry.key);
  if (!at) return 0;
  if (at.getTime() > now) {
    await expireAt(entry.kind, entry.key, at);
    return 0;
  }
  await kind.remove(entry.key);
  return 1;
}
