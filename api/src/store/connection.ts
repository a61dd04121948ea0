import mongoose from 'mongoose';
import { backgroundWritesSettled } from '../core/background-writes';
import { logger } from '../core/logger';
import { databaseSwitched } from './database-switch';
import { type DataAccess, defaultWayFor, type Engine, engine, setDataAccess } from './data-access';

const SERVER_SELECTION_TIMEOUT_MS = 1000;
const BUFFER_TIMEOUT_MS = 1000;

export interface ConnectOptions {
  /** Forces a way (DATA_ACCESS); by default the engine decides (data-access.ts). */
  dataAccess?: DataAccess;
}

/** FerretDB answers buildInfo with its own version beside MongoDB's compatibility version. */
async function detectEngine(): Promise<Engine> {
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info ? 'ferretdb' : 'mongodb';
}

/**
 * Creates the indexes a model declares. FerretDB v1 uses no secondary index to answer a query (it
 * reads the collection) and refuses TTL and partial ones, so there only the unique indexes are made:
 * they are what keeps usernames, emails and ids unique; any other would only slow every write. A
 * database moved to MongoDB gets all of them at its first start there.
 */
export async function createModelIndexes(model: mongoose.Model<unknown>): Promise<void> {
  if (engine() === 'mongodb') {
    await model.createIndexes();
    return;
  }
  for (const [keys, options] of model.schema.indexes()) {
    if (!options?.unique) continue;
    await model.collection.createIndex(keys as Record<string, 1 | -1>, { ...options, background: undefined } as mongoose.mongo.CreateIndexesOptions);
  }
  // Earlier versions made the others too: they go (only the unique ones are ever kept here).
  const existing = await model.collection.indexes().catch(() => []);
  for (const index of existing) {
    if (index.name && index.name !== '_id_' && !index.unique) await model.collection.dropIndex(index.name).catch(() => undefined);
  }
}

export async function connectDatabase(uri: string, options: ConnectOptions = {}): Promise<typeof mongoose> {
  databaseSwitched();
  // Short timeouts: while the database is unreachable, requests fail within 2 s (503)
  // instead of queueing for half a minute, and the driver reconnects by itself when it is back.
  const connection = await mongoose.connect(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    bufferTimeoutMS: BUFFER_TIMEOUT_MS,
    autoIndex: false,
  } as mongoose.ConnectOptions);
  const onEngine = await detectEngine();
  const way = options.dataAccess ?? defaultWayFor(onEngine);
  setDataAccess({ way, engine: onEngine });
  logger().info({ engine: onEngine, dataAccess: way, forced: options.dataAccess !== undefined }, `data access: ${way} on ${onEngine}`);
  // Unique indexes must exist before the first write, or duplicates could slip in.
  for (const model of Object.values(mongoose.models)) await createModelIndexes(model);
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
