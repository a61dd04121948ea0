import type { Model } from 'mongoose';
import { ids } from './ids';
import { duplicateKeyFields, isDuplicateKey } from './insert-once';
import { idKey } from './models/id-key';

const ATTEMPTS = 20;

/**
 * True when an insert's duplicate-key error is about the record's id (rather than another unique
 * field): from the error where the engine says which index, else by looking the id up.
 */
export async function isIdClash(error: unknown, model: Model<{ _id: string }>, id: number): Promise<boolean> {
  if (!isDuplicateKey(error)) return false;
  const fields = duplicateKeyFields(error);
  if (fields) return fields.some((field) => field === '_id' || field === 'id');
  // Records keyed by their id are looked up by key; the audit log keeps generated keys.
  const keyedById = model.schema.path('_id')?.instance === 'String';
  return (await model.exists(keyedById ? { _id: idKey(id) } : { id })) !== null;
}

/**
 * Inserts a record under the next id of `collection`; `before` runs first with that id (the jobs of
 * the emails the record asks for). An id somebody already stored (a counter behind the data, or two
 * processes' `$inc`s lost on an engine without atomic updates) is refused by the unique `_id`, and
 * the next id is tried.
 */
export async function insertWithNextId<Doc>(
  model: Model<Doc>,
  collection: string,
  fields: (id: number) => object,
  before: (id: number) => Promise<unknown> = async () => undefined,
) {
  for (let attempt = 1; ; attempt += 1) {
    const id = await ids.nextId(collection);
    const record = fields(id);
    await before(id);
    try {
      return await model.create(record);
    } catch (error) {
      if (attempt < ATTEMPTS && (await isIdClash(error, model as unknown as Model<{ _id: string }>, id))) continue;
      throw error;
    }
  }
}
