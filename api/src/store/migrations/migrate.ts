import mongoose, { model, Schema } from 'mongoose';
import { logger } from '../../core/logger';
import { createIndexes } from '../connection';
import { alignCounters } from '../counters';
import { addCarrierRateServiceKeys } from './carrier-rate-service-keys';
import { migrateCompanyAccounts } from './company-accounts';
import { migrateMoneyToCents } from './money-cents';
import { migrateToOneWay } from './one-way';
import { addQuoteLanePlaces } from './quote-lane-places';
import { migrateTrailerTypes } from './trailer-types';

/**
 * Upgrades the database in place at start, before anything else reads it, then makes sure every
 * declared index exists and every id counter is ahead of its collection. Each migration runs until it has completed once (recorded in
 * `migrations`); each is written so that running it again, or alongside another starting API
 * process, is harmless.
 */
const Migration = model<{ _id: string; completedAt: Date }>('Migration', new Schema({ _id: String, completedAt: Date }, { versionKey: false }), 'migrations');

const MIGRATIONS: { id: string; run: () => Promise<unknown> }[] = [
  { id: '2026-11-one-way', run: migrateToOneWay },
  { id: '2026-11-quote-lane-places', run: addQuoteLanePlaces },
  { id: '2026-11-trailer-types', run: migrateTrailerTypes },
  { id: '2026-11-carrier-rate-service-keys', run: addCarrierRateServiceKeys },
  { id: '2026-11-money-cents', run: migrateMoneyToCents },
  { id: '2026-11-company-accounts', run: migrateCompanyAccounts },
];

/**
 * The last migration of the version before one way (30200bb): a database that has data but not
 * this one must start under that version once first, which brings it to the shape this one reads.
 */
const LAST_TWO_WAY_MIGRATION = '2026-11-carrier-numbers';

async function checkStartingPoint(): Promise<void> {
  // Without a filter or sort the engine reads one record: has this database any account yet?
  const anyone = await mongoose.connection.db!.collection('users').findOne({}, { projection: { _id: 1 }, comment: 'full pass: migration' });
  if (!anyone || (await Migration.exists({ _id: MIGRATIONS[0].id }))) return;
  if (!(await Migration.exists({ _id: LAST_TWO_WAY_MIGRATION }))) {
    throw new Error(
      'This database was written by a version older than 30200bb (2026-11-28). Start it once with that version ' +
        '(git checkout 30200bb && npm start), which upgrades it, then with this one.',
    );
  }
}

export async function migrate(): Promise<void> {
  await checkStartingPoint();
  for (const migration of MIGRATIONS) {
    if (await Migration.exists({ _id: migration.id })) continue;
    logger().info({ migration: migration.id }, 'migrating the database');
    await migration.run();
    await Migration.updateOne({ _id: migration.id }, { $set: { completedAt: new Date() } }, { upsert: true });
  }
  await createIndexes();
  await alignCounters();
}
