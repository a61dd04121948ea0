import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from './api-error';

/**
 * An error in the data store's own words (the store: StoreError, found by storeErrorOf, which app.ts
 * hands over): core says what each kind means for the client, and never imports the store.
 */
export interface StoreFailure {
  kind: 'conflict' | 'duplicate' | 'not-found' | 'invalid' | 'unavailable';
  message: string;
  fields: Record<string, string>;
}

export type StoreErrorTranslation = (error: unknown) => StoreFailure | undefined;

const STATUS_OF: Record<StoreFailure['kind'], number> = { conflict: 409, duplicate: 409, 'not-found': 404, invalid: 400, unavailable: 503 };

function fromStoreFailure({ kind, message, fields }: StoreFailure): ApiError {
  if (kind === 'unavailable') return new ApiError(503, 'Service temporarily unavailable');
  if (kind === 'duplicate') return new ApiError(409, 'This record already exists');
  if (kind === 'conflict') return new ApiError(409, 'This record was just changed by someone else. Please reload it and try again.');
  return new ApiError(STATUS_OF[kind], message, kind === 'invalid' && Object.keys(fields).length ? fields : undefined);
}

/** A store error of kind `conflict` (the record changed since it was read) as a 409 with this message; anything else as it is. */
export async function onConflict<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as Partial<StoreFailure> | null)?.kind === 'conflict' && (error as Error).name === 'StoreError') throw new ApiError(409, message);
    throw error;
  }
}

export const notFound: RequestHandler = () => {
  throw new ApiError(404, 'Not found');
};

interface HttpishError {
  type?: string;
  status?: number;
  expose?: boolean;
  code?: number;
  limit?: number;
}

/** Turns anything thrown into an ApiError; only ApiErrors reach the client. */
export function toApiError(error: unknown, fromStore: StoreErrorTranslation = () => undefined): ApiError {
  if (error instanceof ApiError) return error;
  const e = (error ?? {}) as HttpishError;
  if (e.type === 'entity.too.large') return new ApiError(413, `Request body is too large (the limit is ${Math.round((e.limit ?? 0) / 1024)} KB)`);
  if (e.type === 'entity.parse.failed') return new ApiError(400, 'Request body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, 'Unsupported request body encoding');
  const stored = fromStore(error);
  if (stored) return fromStoreFailure(stored);
  // A broken percent escape in the path (`/users/%zz`): the router cannot decode the parameter.
  if (error instanceof URIError) return new ApiError(400, 'Malformed URL');
  if (e.expose && e.status && e.status >= 400 && e.status < 500) return new ApiError(e.status, (error as Error).message);
  return new ApiError(500, 'Internal server error');
}

export const errorHandler = (fromStore: StoreErrorTranslation): ErrorRequestHandler => (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const apiError = toApiError(error, fromStore);
  if (apiError.status >= 500) {
    req.log?.error({ err: error, method: req.method, url: req.originalUrl, userId: req.user?.id }, 'request failed');
  }
  if (apiError.status === 503) res.set('Retry-After', '5');
  res.status(apiError.status).json(apiError.errors ? { message: apiError.message, errors: apiError.errors } : { message: apiError.message });
};
