import { model, Schema } from 'mongoose';
import { insertOnce } from '../insert-once';

/** One document per one-time seed step that has run, so restarts (and parallel starts) never repeat it. */
const seedRunSchema = new Schema<{ _id: string; ranAt: Date }>({ _id: String, ranAt: Date }, { versionKey: false });
const SeedRun = model('SeedRun', seedRunSchema, 'seed_runs');

/** True for exactly one caller per `name`, ever. */
export const claimSeedRun = (name: string): Promise<boolean> => insertOnce(() => SeedRun.create({ _id: name, ranAt: new Date() }));
