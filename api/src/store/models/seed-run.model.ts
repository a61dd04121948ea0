import { model, Schema } from 'mongoose';
import { isDuplicateKey } from '../errors';

/** One document per one-time seed step that has run, so restarts (and parallel starts) never repeat it. */
const seedRunSchema = new Schema<{ _id: string; ranAt: Date }>({ _id: String, ranAt: Date }, { versionKey: false });
const SeedRun = model('SeedRun', seedRunSchema, 'seed_runs');

/** True for exactly one caller per `name`, ever (the unique `_id` decides). */
export async function claimSeedRun(name: string): Promise<boolean> {
  try {
    await SeedRun.create({ _id: name, ranAt: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
