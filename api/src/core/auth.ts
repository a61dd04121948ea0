import type { RequestHandler } from 'express';
import { ApiError } from './api-error';

export const AUTH_REQUIRED = 'Authentication required';

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, AUTH_REQUIRED);
  next();
};

/** Admin rights are the server's call: an active user with isAdmin (not a name or an id). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, AUTH_REQUIRED);
  if (!req.user.isAdmin) throw new ApiError(403, 'Admin privileges required');
  next();
};
