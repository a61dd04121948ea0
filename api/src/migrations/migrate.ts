import { model, Schema } from 'mongoose';
import { logger } from '../core/logger';
import { migrateToStringIds } from './string-ids';

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

const MIGRATIONS: { id: string; run: () => Promise<void> }[] = [{ id: '2026-11-string-ids', run: migrateToStringIds }];

export async function migrate(): Promise<void> {
  for (const migration of MIGRATIONS) {
    if (await Migration.exists({ _id: migration.id })) continue;
    logger().info({ migration: migration.id }, 'migrating the database');
    await migration.run();
    await Migration.updateOne({ _id: migration.id }, { $set: { completedAt: new Date() } }, { upsert: true });
  }
}
