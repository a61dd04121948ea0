import MongoStore from 'connect-mongo';
import type { Store } from 'express-session';
import type { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { dataAccess, engine } from '../data-access';
import { Session } from '../models/session.model';
import { CachedSessionStore, SESSIONS_STREAM, sessionsOfUser } from '../views/session-store';
import { logged } from '../views/change-log';

function connectedClient(): Promise<MongoClient> {
  const connection = mongoose.connection;
  if (connection.readyState === 1) return Promise.resolve(connection.getClient() as unknown as MongoClient);
  return new Promise((resolve) => connection.once('connected', () => resolve(connection.getClient() as unknown as MongoClient)));
}

/**
 * express-session's store: connect-mongo as it comes in the query way (MongoDB removes expired
 * sessions by the TTL index it creates); in the views way connect-mongo with the sessions a process
 * has read kept in memory and followed through the change log (views/session-store). Sessions are
 * stored unstringified, so "sign this account out everywhere" can find them (session.model).
 */
export function sessionStore({ touchAfterSeconds }: { touchAfterSeconds: number }): Store {
  const options = {
    clientPromise: connectedClient(),
    dbName: mongoose.connection.readyState === 1 ? mongoose.connection.name : undefined,
    collectionName: Session.collection.collectionName,
    touchAfter: touchAfterSeconds,
    stringify: false,
  };
  if (dataAccess() === 'queries') return MongoStore.create({ ...options, autoRemove: engine() === 'mongodb' ? 'native' : 'disabled' });
  // connect-mongo's own clean-up interval leaves failed runs as unhandled rejections (a crash during
  // a database outage); the expiry queue's sweep logs and retries.
  return new CachedSessionStore({ ...options, autoRemove: 'disabled' });
}

/** Forgets every stored session of an account (requests also check the account, so this frees them at once). */
export async function endSessionsOf(userId: number): Promise<void> {
  if (dataAccess() === 'queries') {
    await Session.deleteMany({ 'session.passport.user': userId });
    return;
  }
  // The views way cannot find them without reading every session: the account's sessionsEndedAt
  // refuses them (users.repository), the caches drop them now, and they expire as they would.
  await logged(SESSIONS_STREAM, sessionsOfUser(userId));
}
