import type { RequestHandler } from 'express';
import type { SignedInUser } from '../modules/users/signed-in-user';
import { ApiError } from './api-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user: the signed-in account, checked on every request (users/signed-in-user).
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUser {}
  }
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, 'Authentication required');
  next();
};

/** Admin rights are the server's call: an active user with isAdmin (not a name or an id). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, 'Authentication required');
  if (!req.user.isAdmin) throw new ApiError(403, 'Admin privileges required');
  next();
};
