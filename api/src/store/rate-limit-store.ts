import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import mongoose from 'mongoose';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from './models/rate-limit.model';

/**
 * express-rate-limit's store through rate-limiter-flexible's RateLimiterMongo: one counter per key
 * and window, moved with an atomic upserting `$inc` on a unique key index, and removed by a TTL
 * index when its window ends (both declared in rate-limit.model). Every API process shares the counts.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  private limiter!: RateLimiterMongo;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.limiter = new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: RATE_LIMITS_COLLECTION,
      keyPrefix: this.prefix,
      // express-rate-limit decides what is too many; this only counts.
      points: Number.MAX_SAFE_INTEGER,
      duration: options.windowMs / 1000,
      disableIndexesCreation: true,
    });
  }

  private info(res: RateLimiterRes): ClientRateLimitInfo {
    return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints > 0 ? this.info(res) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.info(await this.limiter.penalty(key, 1));
  }

  async decrement(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** A rate-limit store whose counts every API process shares (`prefix` names the limiter). */
export const rateLimitStore = (prefix: string): Store => new MongoRateLimitStore(prefix);
