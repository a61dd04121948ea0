import { model, Schema } from 'mongoose';

/**
 * The rate-limit counters, one per key and window, as rate-limiter-flexible's RateLimiterMongo writes
 * them (`key`, `points`, `expire`); declared here for their indexes: the key is looked up by a unique
 * index, and a window is removed by the TTL index once it has expired.
 */
interface RateLimitCounter {
  key: string;
  points: number;
  expire: Date | null;
}

export const RATE_LIMITS_COLLECTION = 'rate_limits';

const counterSchema = new Schema<RateLimitCounter>({ key: String, points: Number, expire: Date }, { versionKey: false, collection: RATE_LIMITS_COLLECTION });
counterSchema.index({ key: 1 }, { unique: true });
counterSchema.index({ expire: -1 }, { expireAfterSeconds: 0 });

export const RateLimitCounterModel = model<RateLimitCounter>('RateLimitCounter', counterSchema);
