import mongoose, { model, Schema } from 'mongoose';
import { logger } from '../../core/logger';
import { dataAccess } from '../data-access';
import { isDuplicateKey } from '../insert-once';
import { WebsiteContent } from '../models/website-content.model';
import { raiseIdHints } from '../views/id-claims';
import { normalizeCarrierNumbers } from './carrier-numbers';
import { addListFields } from './list-fields';
import { migrateNotifications } from './notifications';
import { addUserKeys, migrateToStringIds, moveToStringKeys } from './string-ids';

/**
 * Upgrades the database in place at start, before anything else reads it. Each migration runs
 * until it has completed once (recorded in `migrations`, read by `_id`); each is written so that
 * running it again, or alongside another starting API process, is harmless.
 */
const Migration = model<{ _id: string; completedAt: Date }>(
  'Migration',
  new Schema({ _id: String, completedAt: Date }, { versionKey: false }),
  'migrations',
);

/** Which way wrote the database last (see followWayChange). */
const StoreMeta = model<{ _id: string; way: string; at: Date }>('StoreMeta', new Schema({ _id: String, way: String, at: Date }, { versionKey: false }), 'store_meta');

const dropCollection = (name: string) => async () => {
  await mongoose.connection.db!.dropCollection(name).catch((error: { codeName?: string }) => {
    if (error.codeName !== 'NamespaceNotFound') throw error;
  });
};

const MIGRATIONS: { id: string; run: () => Promise<unknown> }[] = [
  { id: '2026-11-string-ids', run: migrateToStringIds },
  { id: '2026-11-website-content-ids', run: () => moveToStringKeys(WebsiteContent) },
  { id: '2026-11-list-fields', run: addListFields },
  // The old outbox, once (it used to be read at every start).
  { id: '2026-11-notifications', run: migrateNotifications },
  // The rate limiter's old hits, one document per request read by filter; today's live elsewhere.
  { id: '2026-11-old-rate-limit-hits', run: dropCollection('rate_limit_hits') },
  // USDOT and MC numbers normalised, and each USDOT number claimed by its carrier.
  { id: '2026-11-carrier-numbers', run: normalizeCarrierNumbers },
];

/**
 * The views way keeps collections the query way does not write: the accounts' lookup keys and the
 * id hints. A database the query way wrote last gets them back, in one pass, before the views way
 * reads it. (The other way round needs nothing: the query way never reads them, and they stay,
 * harmless, for a way back.) A database without a record was written by the version before the two
 * ways, which kept the views' collections.
 */
async function followWayChange(): Promise<void> {
  const way = dataAccess();
  const meta = await StoreMeta.findById('data-access').lean();
  if (meta?.way === way) return;
  if ((meta?.way ?? 'views') !== way && way === 'views') {
    logger().info({ from: meta?.way, to: way }, 'data access changed: rebuilding the views way\'s keys and id hints');
    await addUserKeys();
    await raiseIdHints(['users', 'quotes', 'carrier_rates', 'equipment_pricing', 'website_content', 'accessorials', 'audit_log']);
  }
  await StoreMeta.updateOne({ _id: 'data-access' }, { $set: { way, at: new Date() } }, { upsert: true }).catch((error: unknown) => {
    // Another process starting at the same moment recorded it.
    if (!isDuplicateKey(error)) throw error;
  });
}

export async function migrate(): Promise<void> {
  for (const migration of MIGRATIONS) {
    if (await Migration.exists({ _id: migration.id })) continue;
    logger().info({ migration: migration.id }, 'migrating the database');
    await migration.run();
    await Migration.updateOne({ _id: migration.id }, { $set: { completedAt: new Date() } }, { upsert: true });
  }
  await followWayChange();
}
