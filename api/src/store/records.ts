import type { Model, UpdateQuery } from 'mongoose';
import { changedMeanwhile } from './errors';
import type { OutboxEntry } from './models/mail-outbox.model';
import { shownMoney, storedMoney } from './models/money-fields';
import { hiddenFields } from './models/shown-fields';

/**
 * A record as the store hands it out: plain data (never a Mongoose document), named by its numeric
 * `id`, with `__v`, the version it was read at. A save names that version, so a save of a record
 * somebody else changed meanwhile changes nothing (a `conflict`).
 */
export type Stored<T> = T & { __v: number };

/** A record of the API's shape as the store keeps it: its `createdAt` and `updatedAt` are dates (`timestamps`). */
export type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** Fields the store keeps itself: never written from a record a caller hands back. */
const KEPT = new Set(['_id', 'id', '__v', 'createdAt', 'updatedAt', 'mailOutbox']);

/** The update that gives a record these fields: `$set` for each value, `$unset` for each field given as undefined. */
export function changesOf(fields: Record<string, unknown>): Pick<UpdateQuery<unknown>, '$set' | '$unset'> {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (KEPT.has(name)) continue;
    if (value === undefined) $unset[name] = 1;
    else $set[name] = value;
  }
  return { $set, ...(Object.keys($unset).length ? { $unset } : {}) };
}

/** One record by its numeric id, as plain data, or null. */
export async function findById<T>(model: Model<T>, id: number): Promise<Stored<T> | null> {
  return shownMoney(model, await model.findOne({ id }, hiddenFields(model)).lean<Stored<T>>().exec());
}

/**
 * Saves `record` (read at version `record.__v`) with the emails it asks for appended to its outbox,
 * in one atomic update that names that version: `derived` are the fields kept from the others (list
 * keys). Resolves with the record as stored; a record changed or removed meanwhile is a `conflict`.
 */
export async function saveVersion<T, R extends { id: number; __v: number }>(
  model: Model<T>,
  what: string,
  record: R,
  derived: Record<string, unknown> = {},
  mail: readonly OutboxEntry[] = [],
): Promise<R> {
  const update: UpdateQuery<unknown> = { ...changesOf(storedMoney(model, { ...record, ...derived })), $inc: { __v: 1 } };
  if (mail.length) update.$push = { mailOutbox: { $each: mail } };
  const saved = await model
    .findOneAndUpdate({ id: record.id, __v: record.__v }, update as UpdateQuery<T>, { new: true, projection: hiddenFields(model), runValidators: true })
    .lean<R>()
    .exec();
  if (!saved) throw changedMeanwhile(what);
  return shownMoney(model, saved);
}

/** A document just created, as plain data the way a read gives it (its hidden fields are all top-level). */
export function plainOf<T>(model: Model<T>, created: { toObject(): unknown }): Stored<T> {
  const plain = created.toObject() as Record<string, unknown>;
  for (const name of Object.keys(hiddenFields(model))) delete plain[name];
  return shownMoney(model, plain) as Stored<T>;
}
