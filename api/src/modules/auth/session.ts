import type { CookieOptions, RequestHandler } from 'express';
import session from 'express-session';
import type { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import type { Config } from '../../config/config';
import { logged } from '../../core/change-log';
import { sweepEvery } from '../../core/sweeper';
import { Session, sweepExpiredSessions } from './session.model';
import { CachedSessionStore, SESSIONS_STREAM, sessionsOfUser } from './session-store';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms); sessions end this long after it however active they are. */
    authenticatedAt: number;
    passport: { user?: number };
  }
}

export const SESSION_COOKIE = 'freight.sid';
/** Where connect-mongo keeps sessions (stringify: false, so `session.passport.user` is queryable; see session.model). */
const SESSIONS_COLLECTION = Session.collection.collectionName;

export const sessionCookieOptions = (config: Config): CookieOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: config.cookieSecure === 'auto' ? undefined : config.cookieSecure,
});

function connectedClient(): Promise<MongoClient> {
  const connection = mongoose.connection;
  if (connection.readyState === 1) return Promise.resolve(connection.getClient() as unknown as MongoClient);
  return new Promise((resolve) => connection.once('connected', () => resolve(connection.getClient() as unknown as MongoClient)));
}

const TOUCH_AFTER_SECONDS = 60;

export function sessionMiddleware(config: Config): RequestHandler {
  const store = new CachedSessionStore({
    clientPromise: connectedClient(),
    dbName: mongoose.connection.readyState === 1 ? mongoose.connection.name : undefined,
    collectionName: SESSIONS_COLLECTION,
    // FerretDB has no TTL indexes, and connect-mongo's own interval leaves failed clean-ups as
    // unhandled rejections (a crash during a database outage); our sweeper logs and retries.
    autoRemove: 'disabled',
    touchAfter: TOUCH_AFTER_SECONDS,
    stringify: false,
  });
  sweepEvery('sessions', 10 * 60_000, sweepExpiredSessions);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
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
 * Signs a user out everywhere by deleting their stored sessions, and tells every API process to
 * forget them (session-store). Each request also re-checks the user, so an inactive user is
 * anonymous anyway; this also frees the stored sessions at once.
 */
export async function endSessionsOf(userId: number): Promise<void> {
  await Session.deleteMany({ 'session.passport.user': userId });
  await logged(SESSIONS_STREAM, sessionsOfUser(userId));
}
