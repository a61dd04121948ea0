import MongoStore from 'connect-mongo';
import type { Store } from 'express-session';
import type { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { Session } from '../models/session.model';

function connectedClient(): Promise<MongoClient> {
  const connection = mongoose.connection;
  if (connection.readyState === 1) return Promise.resolve(connection.getClient() as unknown as MongoClient);
  return new Promise((resolve) => connection.once('connected', () => resolve(connection.getClient() as unknown as MongoClient)));
}

/**
 * express-session's store: connect-mongo, with expired sessions removed by the TTL index on
 * `expires` (session.model). Sessions are stored unstringified, so "sign this account out
 * everywhere" can find them by their user.
 */
export function sessionStore({ touchAfterSeconds }: { touchAfterSeconds: number }): Store {
  return MongoStore.create({
    clientPromise: connectedClient(),
    dbName: mongoose.connection.readyState === 1 ? mongoose.connection.name : undefined,
    collectionName: Session.collection.collectionName,
    touchAfter: touchAfterSeconds,
    stringify: false,
    // The TTL index is declared with the model and created with the others.
    autoRemove: 'disabled',
  });
}

/** Forgets every stored session of an account. */
export async function endSessionsOf(userId: number): Promise<void> {
  await Session.deleteMany({ 'session.passport.user': userId });
}
