import mongoose from 'mongoose';
import { ApiError } from '../core/api-error';
import { isDatabaseUnavailable } from './connection';
import { isDuplicateKey } from './insert-once';

/** What a database or Mongoose error means for the client; undefined for errors that are not the store's. */
export function storeErrorOf(error: unknown): ApiError | undefined {
  if (isDuplicateKey(error)) return new ApiError(409, 'This record already exists');
  if (error instanceof mongoose.Error.CastError) return new ApiError(400, `Invalid ${error.path}`);
  if (error instanceof mongoose.Error.ValidationError) {
    const errors = Object.fromEntries(Object.entries(error.errors).map(([path, detail]) => [path, detail.message]));
    return new ApiError(400, Object.values(errors)[0] ?? 'Invalid data', errors);
  }
  if (isDatabaseUnavailable(error)) return new ApiError(503, 'Service temporarily unavailable');
  return undefined;
}
