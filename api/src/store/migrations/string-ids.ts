import mongoose from 'mongoose';
import { logger } from '../../core/logger';
import { createModelIndexes } from '../connection';
import { CarrierRate } from '../models/carrier-rate.model';
import { EquipmentPricing } from '../models/equipment-pricing.model';
import { idKey } from '../models/id-key';
import { Quote } from '../models/quote.model';
import { keysOf, UserKey } from '../models/user-key.model';
import { User } from '../models/user.model';
import { WebsiteContent } from '../models/website-content.model';

/**
 * Upgrades a database written before users, quotes, carrier rates and equipment pricing were stored under `_id` = their id (see
 * core/id-key): each collection is renamed aside, every record is copied back under its string
 * key with all its fields (ids unchanged), the model's indexes are created, and the old copy is
 * dropped. Every step can run again: a start that dies half-way finishes the job on the next start.
 * Then each account gets its lookup keys (user-key.model).
 */
const COPY_BATCH = 1_000;
// FerretDB v1.24 stalls on a bulk write of 100 or more statements that update existing documents.
const BATCH = 50;

const skipDuplicates = (error: { code?: number; writeErrors?: { code?: number }[] }) => {
  const codes = error.writeErrors?.map((e) => e.code) ?? [error.code];
  if (!codes.every((code) => code === 11000)) throw error;
};
const legacyName = (name: string) => `${name}_before_string_ids`;

async function collectionNames(): Promise<Set<string>> {
  const list = await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray();
  return new Set(list.map((c) => c.name));
}

/** Moves `name` to string keys; returns how many records were copied. */
export async function moveToStringKeys(model: typeof User | typeof Quote | typeof CarrierRate | typeof EquipmentPricing | typeof WebsiteContent): Promise<number> {
  const db = mongoose.connection.db!;
  const name = model.collection.collectionName;
  const names = await collectionNames();
  if (!names.has(legacyName(name))) {
    if (!names.has(name)) return 0;
    // Without a filter or sort the engine reads just one record: does this collection need moving?
    const sample = await db.collection(name).findOne({}, { projection: { _id: 1 }, comment: 'full pass: migration' });
    if (!sample || typeof sample._id === 'string') return 0;
    await db.collection(name).rename(legacyName(name));
  }
  const target = db.collection(name);
  let copied = 0;
  let batch: mongoose.mongo.Document[] = [];
  const flush = async () => {
    // A record copied by a start that died half-way is already there, unchanged: skip it.
    if (batch.length) await target.insertMany(batch, { ordered: false }).catch(skipDuplicates);
    copied += batch.length;
    batch = [];
  };
  for await (const doc of db.collection(legacyName(name)).find({}, { comment: 'full pass: migration' })) {
    batch.push({ ...doc, _id: idKey(doc.id as number) });
    if (batch.length === COPY_BATCH) await flush();
  }
  await flush();
  await createModelIndexes(model as never);
  await db.collection(legacyName(name)).drop();
  return copied;
}

/** Gives every account its lookup keys (user-key.model), for the views way. */
export async function addUserKeys(): Promise<void> {
  let batch: mongoose.mongo.AnyBulkWriteOperation[] = [];
  const flush = async () => {
    if (batch.length) await UserKey.collection.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  for await (const user of User.find({}, { id: 1, username: 1, email: 1, accountType: 1, 'carrierInfo.dotNumber': 1 }).comment('full pass: migration').lean().cursor()) {
    for (const key of keysOf(user)) {
      batch.push({ updateOne: { filter: { _id: key._id } as never, update: { $set: { userId: key.userId } }, upsert: true } });
    }
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

export async function migrateToStringIds(): Promise<void> {
  const users = await moveToStringKeys(User);
  const quotes = await moveToStringKeys(Quote);
  const carrierRates = await moveToStringKeys(CarrierRate);
  const equipment = await moveToStringKeys(EquipmentPricing);
  await addUserKeys();
  if (users || quotes || carrierRates || equipment) logger().info({ users, quotes, carrierRates, equipment }, 'moved records to string keys');
}
