import mongoose from 'mongoose';

/**
 * What went wrong in the store, in the store's own words; `core` says what each means for a client.
 * - `conflict`: the record changed since it was read, or a conditional write found it in another state;
 * - `duplicate`: a unique value (`fields`) belongs to another record already;
 * - `not-found`: the record named is not there;
 * - `invalid`: a value does not fit the schema (`fields`: the message per path);
 * - `unavailable`: the database cannot be reached right now.
 */
export type StoreErrorKind = 'conflict' | 'duplicate' | 'not-found' | 'invalid' | 'unavailable';

export class StoreError extends Error {
  override readonly name = 'StoreError';

  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    /** duplicate: the unique fields; invalid: a message per path. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The record was changed since it was read (its version moved), or is no longer in the state the write expects. */
export const changedMeanwhile = (what: string) => new StoreError('conflict', `${what} was changed meanwhile`);

/** MongoDB's duplicate-key error (E11000): a unique `_id` or index value exists already. */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number } | null)?.code === 11000;

/** Waits for an insert: false when a unique value it writes is there already (a duplicate key), any other error rethrown. */
export async function insertedOnce(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** The fields of the unique index a duplicate-key error is about (MongoDB names them in `keyPattern`). */
export function duplicateFields(error: unknown): string[] {
  const { keyPattern, keyValue } = (error ?? {}) as { keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown> };
  return Object.keys(keyPattern ?? keyValue ?? {});
}

const UNAVAILABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** True for errors meaning "the database cannot be reached right now". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE.has(error.name)) return true;
  // Mongoose gives up on operations it queued while disconnected ("buffering timed out").
  return error.name === 'MongooseError' && /buffering timed out|initial connection|not connected/i.test(error.message);
}

/** A driver's or Mongoose's error as the store's own; undefined for errors that are not the store's. */
export function storeErrorOf(error: unknown): StoreError | undefined {
  if (error instanceof StoreError) return error;
  if (isDuplicateKey(error)) {
    const fields = duplicateFields(error);
    return new StoreError('duplicate', 'This record already exists', Object.fromEntries(fields.map((field) => [field, 'taken'])));
  }
  if (error instanceof mongoose.Error.CastError) return new StoreError('invalid', `Invalid ${error.path}`);
  if (error instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(Object.entries(error.errors).map(([path, detail]) => [path, detail.message]));
    return new StoreError('invalid', Object.values(fields)[0] ?? 'Invalid data', fields);
  }
  if (isDatabaseUnavailable(error)) return new StoreError('unavailable', 'The database cannot be reached');
  return undefined;
}

/** Rethrows a driver's or Mongoose's error as the store's own (for `.catch` on a write). */
export function rethrowAsStoreError(error: unknown): never {
  throw storeErrorOf(error) ?? error;
}
