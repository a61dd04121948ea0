import type session from 'express-session';
import MongoStore from 'connect-mongo';
import { Lru } from '../../core/lru';
import { Session } from '../models/session.model';
import { ANY_RECORD, logged } from './change-log';
import { CACHED_RECORD_MAX_AGE_MS, ChangeFollower } from './change-follower';
import { expireAt, expiring } from './expiry-queue';

/** The change-log stream of sessions: a session id, or `user:<id>` for every session of one account. */
export const SESSIONS_STREAM = 'sessions';
export const sessionsOfUser = (userId: number): string => `user:${userId}`;

const CACHED_SESSIONS = 20_000;
const EXPIRING = 'session';

// FerretDB has no TTL indexes: a session is filed to expire when written (views/expiry-queue), and
// filed again if it was touched meanwhile.
expiring(EXPIRING, {
  expiresAt: async (sid) => (await Session.findById(sid, { expires: 1 }).lean())?.expires,
  remove: (sid) => Session.deleteOne({ _id: sid }),
});

interface StoredSession {
  session: session.SessionData & { lastModified?: Date };
  expires?: Date;
  lastModified?: Date;
  /** When this process read it from the database. */
  readAt: number;
}

type Callback = (error?: unknown) => void;

/**
 * connect-mongo's store with two changes for the embedded engine and for throughput:
 * - a session is read by `_id` alone (connect-mongo also filters on `expires` in the query, which
 *   the embedded engine cannot answer from a key, so it would read every session there is); the
 *   expiry is checked here instead;
 * - the sessions a process has read are kept in memory and followed through the change log
 *   (core/change-follower): every write of a session (sign-in, sign-out, regeneration) and every
 *   "sign this account out everywhere" is logged, so a signed-out session is refused by every API
 *   process within FOLLOW_STALE_MS, and a signed-in request needs no database round trip. A cached
 *   session is read again after CACHED_RECORD_MAX_AGE_MS, for changes made by hand in the database.
 */
export class CachedSessionStore extends MongoStore {
  private cache = new Lru<string, StoredSession>(CACHED_SESSIONS);
  private follower = new ChangeFollower(SESSIONS_STREAM, (key) => {
    if (key === ANY_RECORD) this.cache.clear();
    else if (typeof key === 'string' && key.startsWith('user:')) {
      const userId = Number(key.slice('user:'.length));
      this.cache.deleteWhere((stored) => stored.session.passport?.user === userId);
    } else this.cache.delete(String(key));
  });

  constructor(options: ConstructorParameters<typeof MongoStore>[0]) {
    super(options);
    // connect-mongo emits this only when it wrote (touches within `touchAfter` are skipped).
    this.on('touch', (sid: string, data: session.SessionData) => {
      const stored = this.cache.get(sid);
      if (stored) {
        stored.lastModified = new Date();
        if (data.cookie?.expires) stored.expires = new Date(data.cookie.expires);
      }
    });
  }

  override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
    this.sessionData(sid).then((data) => callback(null, data), callback);
  }

  override set(sid: string, data: session.SessionData, callback: Callback = () => undefined): void {
    super.set(sid, data, (error) => {
      if (error) return callback(error);
      const expires = data.cookie?.expires ? new Date(data.cookie.expires) : undefined;
      // A session this process has filed already is re-filed by the sweep if it lives longer.
      const filed = expires && !this.cache.get(sid) ? expireAt(EXPIRING, sid, expires) : Promise.resolve();
      filed.then(() => this.logChange(sid, callback), callback);
    });
  }

  override destroy(sid: string, callback: Callback = () => undefined): void {
    super.destroy(sid, (error) => (error ? callback(error) : this.logChange(sid, callback)));
  }

  private logChange(key: string, callback: Callback): void {
    logged(SESSIONS_STREAM, key).then(() => callback(), callback);
  }

  private async sessionData(sid: string): Promise<session.SessionData | null> {
    await this.follower.confirm();
    let stored: StoredSession | null | undefined = this.cache.get(sid);
    // A cached session past its expiry may have been touched by another process: ask the database.
    if (!stored || (stored.expires && stored.expires <= new Date()) || Date.now() - stored.readAt >= CACHED_RECORD_MAX_AGE_MS) {
      const generation = this.follower.generation;
      stored = await this.stored(sid);
      if (!stored) return null;
      if (generation === this.follower.generation) this.cache.set(sid, stored);
    }
    // express-session changes the object it is given: each request gets its own copy.
    const data = structuredClone(stored.session);
    if (stored.lastModified) data.lastModified = stored.lastModified;
    return data;
  }

  private async stored(sid: string): Promise<StoredSession | null> {
    const readAt = Date.now();
    const collection = await this.collectionP;
    const doc = await collection.findOne({ _id: sid as never });
    if (!doc || (doc.expires && doc.expires <= new Date())) return null;
    return { session: doc.session as StoredSession['session'], expires: doc.expires as Date | undefined, lastModified: doc.lastModified as Date | undefined, readAt };
  }
}
