import { model, Schema } from 'mongoose';

/**
 * The query way's rate-limit counters, one per key and window, as rate-limiter-flexible's
 * RateLimiterMongo writes them (`key`, `points`, `expire`); declared here for their indexes: the
 * key is looked up by a unique index, and MongoDB removes a window once it has expired.
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

/**
 * The views way's rate-limit hits: one small document per counted request, `<key>|<window>|<n>`
 * for n = 1, 2, 3 ... (a unique insert takes each number), and `<key>|<window>|d<n>` for each hit
 * taken back; a key's count is read by `_id` alone (views/rate-limit-store).
 */
export const RateLimitHit = model<{ _id: string }>('RateLimitHit', new Schema({ _id: String }, { versionKey: false }), 'rate_limit_tally');
