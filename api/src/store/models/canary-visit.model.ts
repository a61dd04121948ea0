import { model, Schema } from 'mongoose';

/**
 * A visitor the server served a canary's remoteEntry.js to: `_id` is `<remote>@<version>:<visitor id>`,
 * so the first load of each visitor is one insert and every later one finds it taken. Its failure
 * report, once, sets `failedAt`. Kept a month past the load (the TTL index), longer than a canary runs.
 */
export interface CanaryVisitRecord {
  _id: string;
  loadedAt: Date;
  failedAt?: Date;
  expiresAt: Date;
}

const canaryVisitSchema = new Schema<CanaryVisitRecord>(
  {
    _id: { type: String },
    loadedAt: { type: Date, required: true },
    failedAt: Date,
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
canaryVisitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const CanaryVisit = model<CanaryVisitRecord>('CanaryVisit', canaryVisitSchema, 'canary_visits');
