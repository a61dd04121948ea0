import mongoose from 'mongoose';
import { backgroundWritesSettled } from '../core/background-writes';
import { logger } from '../core/logger';

export { isDatabaseUnavailable } from './errors';

const SERVER_SELECTION_TIMEOUT_MS = 1000;
const BUFFER_TIMEOUT_MS = 1000;

/** FerretDB answers buildInfo with its own version beside MongoDB's compatibility version. */
async function engineName(): Promise<string> {
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info ? `FerretDB ${String(info.ferretdbVersion)} (embedded, with its index front)` : `MongoDB ${String(info.version)}`;
}

/** Creates the indexes every model declares (unique ones must exist before the first write). */
export async function createIndexes(): Promise<void> {
  for (const model of Object.values(mongoose.models)) await model.createIndexes();
}

/** `driver`: options for the driver's client beyond the store's own (tests watch the commands it sends). */
export async function connectDatabase(uri: string, driver: Pick<mongoose.ConnectOptions, 'monitorCommands'> = {}): Promise<typeof mongoose> {
  // Short timeouts: while the database is unreachable, requests fail within 2 s (503)
  // instead of queueing for half a minute, and the driver reconnects by itself when it is back.
  const connection = await mongoose.connect(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    bufferTimeoutMS: BUFFER_TIMEOUT_MS,
    autoIndex: false,
    ...driver,
  } as mongoose.ConnectOptions);
  logger().info({ engine: await engineName() }, 'database connected');
  return connection;
}

export async function disconnectDatabase(): Promise<void> {
  await backgroundWritesSettled();
  await mongoose.disconnect();
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
