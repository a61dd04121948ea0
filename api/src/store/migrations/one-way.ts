import { createHash } from 'node:crypto';
import mongoose, { mongo } from 'mongoose';
import { logger } from '../../core/logger';

/**
 * Upgrades a database written by the version that reached the data in two ways (in-memory views on
 * the embedded engine, indexed queries on MongoDB) to plain Mongoose, from either way:
 * - records numbered by `id` (users, quotes, shipments, offers, rates, pricing, content, accessorials)
 *   were stored under `_id` = their id as a string: each collection is moved aside, copied back with
 *   ObjectIds (every field and id unchanged), and the old copy dropped;
 * - each counter starts after the highest id ever handed out (stored, claimed or promised to an
 *   Idempotency-Key), so no id is given twice;
 * - files kept as hand-made chunks in `files` move to GridFS (`files.files`, `files.chunks`) under an
 *   ObjectId derived from the old id, and the records that name them are pointed at it;
 * - the live tracking link's hash stays on its shipment (the `tracking_links` copy goes), and a
 *   shipment without one has no `trackingHash` field (the unique index counts only live links);
 * - the collections only the views way or the embedded engine's workarounds kept go: the change log,
 *   id claims, expiry queue, claims of decisions, shipments, loads and emails, lookup keys, used reset links.
 * Every step can run again: a start that dies half-way finishes the job on the next start.
 */
const RENUMBERED = ['users', 'quotes', 'shipments', 'carrier_offers', 'carrier_rates', 'equipment_pricing', 'website_content', 'accessorials'] as const;
const NUMBERED = [...RENUMBERED, 'audit_log'] as const;
const DROPPED = [
  'change_log', 'change_log_tops', 'id_claims', 'id_hints', 'expiry_queue', 'expiry_cursor',
  'rate_limit_tally', 'user_keys', 'shipment_claims', 'load_claims', 'mail_claims',
  'quote_decision_claims', 'password_reset_uses', 'tracking_links', 'store_meta',
];
/** Fields the old records kept that nothing reads any more. */
const OBSOLETE_FIELDS: Partial<Record<(typeof RENUMBERED)[number], string[]>> = { quotes: ['requestKey'] };
const COPY_BATCH = 500;

const db = () => mongoose.connection.db!;
const aside = (name: string) => `${name}_before_one_way`;
const FULL_PASS = { comment: 'full pass: migration' };

async function collectionNames(): Promise<Set<string>> {
  return new Set((await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
}

async function drop(name: string): Promise<void> {
  await db()
    .dropCollection(name)
    .catch((error: { codeName?: string }) => {
      if (error.codeName !== 'NamespaceNotFound') throw error;
    });
}

/** Moves one collection's records from string `_id`s to ObjectIds; how many were copied. */
async function renumber(name: (typeof RENUMBERED)[number]): Promise<number> {
  let names = await collectionNames();
  if (!names.has(aside(name))) {
    if (!names.has(name)) return 0;
    // Without a filter or sort the engine reads just one record: does this collection need moving?
    const sample = await db().collection(name).findOne({}, { projection: { _id: 1 }, ...FULL_PASS });
    if (!sample || typeof sample._id !== 'string') return 0;
    await db().collection(name).rename(aside(name));
    names = await collectionNames();
  }
  // A copy a start that died half-way left behind is made again from the start.
  if (names.has(name)) await drop(name);
  const target = db().collection(name);
  const obsolete = OBSOLETE_FIELDS[name] ?? [];
  let copied = 0;
  let batch: mongo.Document[] = [];
  const flush = async () => {
    if (batch.length) await target.insertMany(batch, { ordered: true });
    copied += batch.length;
    batch = [];
  };
  for await (const doc of db().collection(aside(name)).find({}, FULL_PASS)) {
    const { _id: _old, ...fields } = doc;
    for (const field of obsolete) delete fields[field];
    if (name === 'shipments' && fields.trackingHash == null) delete fields.trackingHash;
    batch.push({ _id: new mongo.ObjectId(), ...fields });
    if (batch.length === COPY_BATCH) await flush();
  }
  await flush();
  await drop(aside(name));
  return copied;
}

/** The highest id each numbered collection ever handed out, as the old ways recorded it. */
async function highestIds(): Promise<Map<string, number>> {
  const highest = new Map<string, number>();
  const raise = (name: string, id: unknown) => {
    if (typeof id === 'number' && id > (highest.get(name) ?? 0)) highest.set(name, id);
  };
  const names = await collectionNames();
  for (const name of NUMBERED) {
    if (!names.has(name)) continue;
    const last = await db().collection(name).find({}, { projection: { id: 1 }, ...FULL_PASS }).sort({ id: -1 }).limit(1).next();
    raise(name, last?.id);
  }
  // The queries way's counters, the views way's claims (one per id handed out) and hints.
  if (names.has('counters')) for await (const c of db().collection<{ _id: string; seq: number }>('counters').find({}, FULL_PASS)) raise(c._id, c.seq);
  if (names.has('id_claims')) for await (const c of db().collection<{ name: string; seq: number }>('id_claims').find({}, FULL_PASS)) raise(c.name, c.seq);
  if (names.has('id_hints')) for await (const c of db().collection<{ _id: string; seq: number }>('id_hints').find({}, FULL_PASS)) raise(c._id, c.seq);
  // An Idempotency-Key (only quote requests take them) may have been promised an id whose quote is not stored yet.
  if (names.has('idempotency_keys')) {
    for await (const key of db().collection<{ resourceId: number }>('idempotency_keys').find({}, FULL_PASS)) raise('quotes', key.resourceId);
  }
  return highest;
}

async function raiseCounters(highest: Map<string, number>): Promise<void> {
  for (const [name, seq] of highest) {
    await db().collection<{ _id: string; seq: number }>('counters').updateOne({ _id: name }, { $max: { seq } }, { upsert: true });
  }
}

/** The GridFS id of a file stored under an old id: derived from it, so a second run finds the file moved. */
export const movedFileId = (oldId: string) => new mongo.ObjectId(createHash('sha256').update(`file:${oldId}`).digest().subarray(0, 12));

interface OldFile {
  _id: string;
  name?: string;
  contentType?: string;
  size?: number;
  sha256?: string;
  chunks?: number;
  uploadedAt?: Date;
  owner?: string;
  data?: mongo.Binary;
}

/** Moves the old `files` collection's files into GridFS; returns the new id of each old one. */
async function moveFiles(): Promise<Map<string, string>> {
  const moved = new Map<string, string>();
  if (!(await collectionNames()).has('files')) return moved;
  const old = db().collection<OldFile>('files');
  const bucket = new mongo.GridFSBucket(db(), { bucketName: 'files' });
  // Metadata documents are named by the file id alone, chunks by `<file id>:<n>`.
  const entries = (await old.find({}, FULL_PASS).project<OldFile>({ data: 0 }).toArray()).filter((doc) => !doc._id.includes(':') && doc.chunks !== undefined);
  for (const entry of entries) {
    const id = movedFileId(entry._id);
    moved.set(entry._id, id.toHexString());
    if (await db().collection('files.files').findOne({ _id: id })) continue;
    const parts: Buffer[] = [];
    for (let n = 0; n < (entry.chunks ?? 0); n += 1) {
      const chunk = await old.findOne({ _id: `${entry._id}:${n}` });
      if (!chunk?.data) throw new Error(`migration: file ${entry._id} misses chunk ${n}`);
      parts.push(Buffer.from(chunk.data.buffer));
    }
    const upload = bucket.openUploadStreamWithId(id, entry.name ?? 'file', { metadata: { contentType: entry.contentType, sha256: entry.sha256, owner: entry.owner, movedFrom: entry._id } });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(Buffer.concat(parts));
    });
  }
  return moved;
}

/** Points carriers' documents and proofs of delivery at the files' new ids. */
async function pointAtMovedFiles(moved: Map<string, string>): Promise<void> {
  if (!moved.size) return;
  const users = db().collection('users');
  for await (const user of users.find({ 'carrierDocuments.0': { $exists: true } }, { projection: { id: 1, carrierDocuments: 1 }, ...FULL_PASS })) {
    const documents = (user.carrierDocuments as { fileId: string }[]).map((doc) => ({ ...doc, fileId: moved.get(doc.fileId) ?? doc.fileId }));
    await users.updateOne({ _id: user._id }, { $set: { carrierDocuments: documents } });
  }
  const shipments = db().collection('shipments');
  for await (const shipment of shipments.find({ 'pod.fileId': { $exists: true } }, { projection: { pod: 1 }, ...FULL_PASS })) {
    const fileId = moved.get((shipment.pod as { fileId: string }).fileId);
    if (fileId) await shipments.updateOne({ _id: shipment._id }, { $set: { 'pod.fileId': fileId } });
  }
}

export async function migrateToOneWay(): Promise<void> {
  const highest = await highestIds();
  const copied: Record<string, number> = {};
  for (const name of RENUMBERED) copied[name] = await renumber(name);
  await raiseCounters(highest);
  const moved = await moveFiles();
  await pointAtMovedFiles(moved);
  await drop('files');
  for (const name of DROPPED) await drop(name);
  logger().info({ copied, counters: Object.fromEntries(highest), files: moved.size }, 'database moved to one way of reaching the data');
}
