import type { CookieOptions, RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../../config/config';
import { endSessionsOf as forgetStoredSessions, sessionStore, users } from '../../store';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms); sessions end this long after it however active they are. */
    authenticatedAt: number;
    passport: { user?: number };
  }
}

export const SESSION_COOKIE = 'freight.sid';

export const sessionCookieOptions = (config: Config): CookieOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: config.cookieSecure === 'auto' ? undefined : config.cookieSecure,
});

const TOUCH_AFTER_SECONDS = 60;

export function sessionMiddleware(config: Config): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStore({ touchAfterSeconds: TOUCH_AFTER_SECONDS }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), secure: config.cookieSecure, maxAge: config.session.idleMs },
  });
}

/** Idle expiry is the rolling cookie; this adds the absolute one, counted from sign-in. */
export function enforceAbsoluteExpiry(config: Config): RequestHandler {
  return async (req, _res, next) => {
    const data = req.session;
    if (data?.passport?.user !== undefined && !(Date.now() - (data.authenticatedAt ?? 0) < config.session.absoluteMs)) {
      await new Promise<void>((resolve, reject) => data.regenerate((error) => (error ? reject(error) : resolve())));
    }
    next();
  };
}

/**
 * Signs a user out everywhere: every session that began before now is refused from its next
 * request on, in every API process, and the stored sessions are forgotten.
 */
export async function endSessionsOf(userId: number): Promise<void> {
  await users.endSessions(userId);
  await forgetStoredSessions(userId);
}
