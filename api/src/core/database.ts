import mongoose from 'mongoose';
import { backgroundWritesSettled } from './background-writes';
import { databaseSwitched } from './process-state';

const SERVER_SELECTION_TIMEOUT_MS = 1000;
const BUFFER_TIMEOUT_MS = 1000;

export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  databaseSwitched();
  // Short timeouts: while the database is unreachable, requests fail within 2 s (503)
  // instead of queueing for half a minute, and the driver reconnects by itself when it is back.
  const connection = await mongoose.connect(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    bufferTimeoutMS: BUFFER_TIMEOUT_MS,
  } as mongoose.ConnectOptions);
  // Unique indexes must exist before the first write, or duplicates could slip in.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  return connection;
}

export async function disconnectDatabase(): Promise<void> {
  await backgroundWritesSettled();
  await mongoose.disconnect();
}

const UNAVAILABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** True for errors meaning "the database cannot be reached right now" (answered 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE.has(error.name)) return true;
  // Mongoose gives up on operations it queued while disconnected ("buffering timed out").
  return error.name === 'MongooseError' && /buffering timed out|initial connection|not connected/i.test(error.message);
}

/** Pings the database, giving up after `timeoutMs`. */
export async function databaseIsUp(timeoutMs = 1000): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.command({ ping: 1 }).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
