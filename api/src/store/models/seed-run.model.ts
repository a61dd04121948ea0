import { model, Schema } from 'mongoose';
import { insertedOnce } from '../errors';

/** One document per one-time seed step that has run, so restarts (and parallel starts) never repeat it. */
const seedRunSchema = new Schema<{ _id: string; ranAt: Date }>({ _id: String, ranAt: Date }, { versionKey: false });
const SeedRun = model('SeedRun', seedRunSchema, 'seed_runs');

/** True for exactly one caller per `name`, ever (the unique `_id` decides). */
export const claimSeedRun = (name: string): Promise<boolean> => insertedOnce(SeedRun.create({ _id: name, ranAt: new Date() }));
