import mongoose, { model, Schema } from 'mongoose';
import { insertOnce, isDuplicateKey } from '../insert-once';
import { inBackground } from '../../core/background-writes';
import { onDatabaseSwitch } from '../database-switch';
import { NumberedSeries, probeTop } from './numbered';

/**
 * Sequential numeric ids. FerretDB v1 does not apply concurrent `$inc` updates atomically (we
 * measured lost increments), but it does enforce unique keys, so an id is taken by inserting a
 * claim `<collection>:<n>`: exactly one caller can insert it. Works the same on MongoDB.
 *
 * Where to start is a hint (`id_hints`, one document per collection, read by `_id`: the one lookup
 * the embedded engine does without reading the whole collection). The hint only ever follows a
 * successful claim, so it is never ahead; if a concurrent writer's update overtakes another's, the
 * next caller simply tries a few taken numbers first. Each process also remembers the last id it
 * took (the series below), and tries the next ones before asking the hint: alone, it needs one
 * insert per batch of ids asked for together.
 */
interface IdClaim {
  _id: string;
  name: string;
  seq: number;
}

const idClaimSchema = new Schema<IdClaim>({ _id: String, name: String, seq: Number }, { versionKey: false });
idClaimSchema.index({ name: 1, seq: -1 });
const IdClaim = model<IdClaim>('IdClaim', idClaimSchema, 'id_claims');

const IdHint = model<{ _id: string; seq: number }>('IdHint', new Schema({ _id: String, seq: Number }, { versionKey: false }), 'id_hints');

/**
 * Moves the hint up. Two first upserts at once may both insert on the embedded engine; the loser's
 * duplicate-key error means the hint exists now, so it raises it with a plain update. (A hint only
 * saves reads: the claims keep ids unique even when a hint lags.)
 */
async function raiseHint(collection: string, seq: number): Promise<void> {
  try {
    await IdHint.updateOne({ _id: collection }, { $max: { seq } }, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await IdHint.updateOne({ _id: collection }, { $max: { seq } });
  }
}

/** The stored hint is at most this many ids behind (plus ids a crash kept it from noting). */
const HINT_EVERY = 8;

/** Straight to the collection: a claim needs no validation or hooks, and this is on every create's path. */
const claim = (name: string, seq: number): Promise<boolean> =>
  insertOnce(() => IdClaim.collection.insertOne({ _id: `${name}:${seq}`, name, seq } as never));

/**
 * The highest id handed out (or reserved) for `collection`; 0 when none. From the hint (or what this
 * process knows, if more), it reads on through the claims until one is missing: claims have no
 * holes, and the hint is at most a few behind.
 */
export async function currentId(collection: string): Promise<number> {
  const hint = await IdHint.findById(collection).lean();
  const known = claims.knownTop(collection);
  if (hint || known) {
    const seq = await probeTop(async (n) => (await IdClaim.exists({ _id: `${collection}:${n}` })) !== null, Math.max(hint?.seq ?? 0, known));
    claims.noteTaken(collection, seq);
    return seq;
  }
  // A database from before the hints (or a new collection): find the top once, then remember it.
  const last = await IdClaim.findOne({ name: collection }).sort({ seq: -1 }).comment('full pass: id hint').lean();
  const seq = last?.seq ?? (await highestStoredId(collection));
  if (seq > 0) await raiseHint(collection, seq);
  return seq;
}

/** Records restored without their claims still keep their ids: start after the highest one. */
async function highestStoredId(collection: string): Promise<number> {
  const last = await mongoose.connection.collection(collection).findOne({}, { sort: { id: -1 }, projection: { id: 1 }, comment: 'full pass: id hint' });
  return typeof last?.id === 'number' ? last.id : 0;
}

/** Per collection, the last id this process wrote to the hint. */
const hinted = new Map<string, number>();

/**
 * The claims, numbered per collection: the ids asked for in one turn of the event loop (and while a
 * claim is on its way) are claimed with one insert, numbered in turn, so a burst of creates costs a
 * round trip per batch and nobody waits for the one before. Only other processes race this one for
 * a number; the claims keep their numbers without holes (views/numbered).
 */
const claims = new NumberedSeries(() => IdClaim.collection, {
  idOf: (collection, seq) => `${collection}:${seq}`,
  numberField: 'seq',
  top: async (collection, known) => Math.max(known, await currentId(collection)),
  // The hint only saves other processes reads, so it moves every few ids (or when this process met
  // others, or first claimed here), and no caller waits for it.
  stored: (collection, last, metOthers) => {
    const before = hinted.get(collection);
    if (metOthers || before === undefined || last - before >= HINT_EVERY) {
      hinted.set(collection, last);
      inBackground(raiseHint(collection, last), { collection, hint: 'ids' });
    }
  },
});
onDatabaseSwitch(() => {
  claims.forget();
  hinted.clear();
});

/** The next sequential numeric id for `collection` (1, 2, 3, ...), unique across processes. */
export const nextId = (collection: string): Promise<number> => claims.append(collection, { name: collection });

/** After records were stored without claims (by the query way): ids continue after the highest stored one. */
export async function raiseIdHints(collections: string[]): Promise<void> {
  for (const collection of collections) {
    const seq = await highestStoredId(collection);
    if (seq > 0) await raiseHint(collection, seq);
    claims.forgetSeries(collection);
  }
}

/** Makes sure ids 1..`id` are never handed out by nextId (ids that are fixed or reserved). */
export async function reserveIds(collection: string, id: number): Promise<void> {
  for (let seq = 1; seq <= id; seq += 1) await claim(collection, seq);
  claims.noteTaken(collection, id);
  await raiseHint(collection, id);
}

/** Claims ids `from`..`to` in one go (bulk imports); ids already claimed stay with their owners. */
export async function reserveIdRange(collection: string, from: number, to: number): Promise<void> {
  const range = [];
  for (let seq = from; seq <= to; seq += 1) range.push({ _id: `${collection}:${seq}`, name: collection, seq });
  await IdClaim.insertMany(range, { ordered: false }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  claims.noteTaken(collection, to);
  await raiseHint(collection, to);
}
