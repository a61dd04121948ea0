import mongoose, { model, Schema } from 'mongoose';

/**
 * Sequential numeric ids per collection (the pages show and compare them; the primary admin is 3):
 * one counter document per collection, moved with an atomic upserting `$inc`.
 */
const Counter = model<{ _id: string; seq: number }>('Counter', new Schema({ _id: String, seq: Number }, { versionKey: false }), 'counters');

/** The next id of `collection`. */
export async function nextId(collection: string): Promise<number> {
  const counter = await Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { new: true, upsert: true }).lean();
  return counter!.seq;
}

/** `count` consecutive ids of `collection` in one step: the first of them. */
export async function nextIds(collection: string, count: number): Promise<number> {
  const counter = await Counter.findOneAndUpdate({ _id: collection }, { $inc: { seq: count } }, { new: true, upsert: true }).lean();
  return counter!.seq - count + 1;
}

/** The last id handed out (0 when none was). */
export async function currentId(collection: string): Promise<number> {
  return (await Counter.findById(collection).lean())?.seq ?? 0;
}

/**
 * Makes every counter start after the highest id its collection holds (records copied in, or a
 * database restored without its counters): one read of the `id` index's last key a collection,
 * at every start.
 */
export async function alignCounters(): Promise<void> {
  for (const model of Object.values(mongoose.models)) {
    if (!model.schema.path('id')) continue;
    const last = await model.findOne({}, { id: 1 }).sort({ id: -1 }).lean<{ id?: number }>();
    if (typeof last?.id === 'number') await reserveIds(model.collection.collectionName, last.id);
  }
}

/** Ids 1..`id` are never handed out (fixed ids such as the primary admin's, and ids of records copied in). */
export async function reserveIds(collection: string, id: number): Promise<void> {
  await Counter.updateOne({ _id: collection }, { $max: { seq: id } }, { upsert: true });
}
