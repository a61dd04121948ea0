import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { ApiError } from './api-error';
import { isDatabaseUnavailable } from './database';

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
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = (error ?? {}) as HttpishError;
  if (e.type === 'entity.too.large') return new ApiError(413, `Request body is too large (the limit is ${Math.round((e.limit ?? 0) / 1024)} KB)`);
  if (e.type === 'entity.parse.failed') return new ApiError(400, 'Request body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, 'Unsupported request body encoding');
  if (e.code === 11000) return new ApiError(409, 'This record already exists');
  if (error instanceof mongoose.Error.CastError) return new ApiError(400, `Invalid ${error.path}`);
  if (error instanceof mongoose.Error.ValidationError) {
    const errors = Object.fromEntries(Object.entries(error.errors).map(([path, detail]) => [path, detail.message]));
    return new ApiError(400, Object.values(errors)[0] ?? 'Invalid data', errors);
  }
  // A broken percent escape in the path (`/users/%zz`): the router cannot decode the parameter.
  if (error instanceof URIError) return new ApiError(400, 'Malformed URL');
  if (isDatabaseUnavailable(error)) return new ApiError(503, 'Service temporarily unavailable');
  if (e.expose && e.status && e.status >= 400 && e.status < 500) return new ApiError(e.status, (error as Error).message);
  return new ApiError(500, 'Internal server error');
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const apiError = toApiError(error);
  if (apiError.status >= 500) {
    req.log?.error({ err: error, method: req.method, url: req.originalUrl, userId: req.user?.id }, 'request failed');
  }
  if (apiError.status === 503) res.set('Retry-After', '5');
  res.status(apiError.status).json(apiError.errors ? { message: apiError.message, errors: apiError.errors } : { message: apiError.message });
};
