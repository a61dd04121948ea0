import mongoose, { model, Schema } from 'mongoose';
import { isDuplicateKey } from '../insert-once';
import { onDatabaseSwitch } from '../database-switch';
import { oneAtATime } from './one-at-a-time';

/**
 * The query way's sequential ids: one counter document per collection, moved with an atomic `$inc`
 * (`findOneAndUpdate`, upserted). A counter that does not exist yet starts after the highest id
 * stored (a database written by the views way, or restored), read once from the `id` index.
 */
const Counter = model<{ _id: string; seq: number }>('Counter', new Schema({ _id: String, seq: Number }, { versionKey: false }), 'counters');

/** Counters this process has made sure of (they exist and start after what is stored). */
const ready = new Set<string>();
onDatabaseSwitch(() => ready.clear());

async function raise(collection: string, seq: number): Promise<void> {
  try {
    await Counter.updateOne({ _id: collection }, { $max: { seq } }, { upsert: true });
  } catch (error) {
    // Two first upserts at once: the loser's key exists now, so a plain update raises it.
    if (!isDuplicateKey(error)) throw error;
    await Counter.updateOne({ _id: collection }, { $max: { seq } });
  }
}

async function ensureCounter(collection: string): Promise<void> {
  if (ready.has(collection)) return;
  if (!(await Counter.exists({ _id: collection }))) {
    const last = await mongoose.connection.collection(collection).findOne({}, { sort: { id: -1 }, projection: { id: 1 } });
    await raise(collection, typeof last?.id === 'number' ? last.id : 0);
  }
  ready.add(collection);
}

export async function currentId(collection: string): Promise<number> {
  await ensureCounter(collection);
  return (await Counter.findById(collection).lean())?.seq ?? 0;
}

export async function nextId(collection: string): Promise<number> {
  await ensureCounter(collection);
  const counter = await oneAtATime(`counters:${collection}`, () =>
    Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { new: true, upsert: true }).lean(),
  );
  return counter!.seq;
}

/** Ids 1..`id` are never handed out (fixed or reserved ids). */
export async function reserveIds(collection: string, id: number): Promise<void> {
  await ensureCounter(collection);
  await raise(collection, id);
}

/** Ids `from`..`to` are taken in one go (bulk imports). */
export const reserveIdRange = (collection: string, _from: number, to: number): Promise<void> => reserveIds(collection, to);
