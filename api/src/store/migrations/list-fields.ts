import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { logger } from '../../core/logger';
import { Quote } from '../models/quote.model';
import { User } from '../models/user.model';

// FerretDB v1.24 stalls on a bulk write of 100 or more statements that update existing documents.
const BATCH = 50;

/**
 * Gives records written before the query way its list fields (searchKeys, and a quote's
 * offerEndsAt), computed by the schema's own hook on each record: one pass, once.
 */
async function derive<Doc>(model: Model<Doc>, fields: string[]): Promise<number> {
  let batch: AnyBulkWriteOperation[] = [];
  let updated = 0;
  const flush = async () => {
    if (batch.length) await model.bulkWrite(batch as never, { ordered: false });
    updated += batch.length;
    batch = [];
  };
  for await (const lean of model.find({}).comment('full pass: migration').lean().cursor({ batchSize: 500 })) {
    const doc = model.hydrate(lean);
    await doc.validate(fields);
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, 1> = {};
    for (const field of fields) {
      const value = doc.get(field) as unknown;
      if (value === undefined) $unset[field] = 1;
      else $set[field] = value;
    }
    batch.push({ updateOne: { filter: { _id: (lean as { _id: unknown })._id }, update: { $set, $unset } } });
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return updated;
}

export async function addListFields(): Promise<void> {
  const users = await derive(User, ['searchKeys']);
  const quotes = await derive(Quote, ['searchKeys', 'offerEndsAt']);
  if (users || quotes) logger().info({ users, quotes }, 'gave records their list fields');
}
