import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { model, Schema } from 'mongoose';
import { Lru } from '../lru';
import { sweepEvery } from '../sweeper';

/** One document per counted request; it stops counting at expiresAt. */
interface Hit {
  key: string;
  expiresAt: Date;
}

const hitSchema = new Schema<Hit>({ key: String, expiresAt: Date }, { versionKey: false });
hitSchema.index({ key: 1, expiresAt: 1 });
hitSchema.index({ expiresAt: 1 });
const RateLimitHit = model<Hit>('RateLimitHit', hitSchema, 'rate_limit_hits');

const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Removes hits that no longer count (FerretDB has no TTL indexes). */
export const sweepRateLimitHits = () => RateLimitHit.deleteMany({ expiresAt: { $lte: new Date() } });

/**
 * express-rate-limit store kept in the database, so every API process counts the same hits.
 * A sliding window of hit documents rather than an `$inc` counter: FerretDB v1 loses concurrent
 * increments, while inserts and counts stay exact under any concurrency.
 */
export class MongooseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private limit = Number.POSITIVE_INFINITY;
  /** Keys found over the limit, until when (ms): a flood costs one count per request, no writes. */
  private full = new Lru<string, number>(10_000);

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
    sweepEvery('rate-limits', SWEEP_INTERVAL_MS, sweepRateLimitHits);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const info = await this.count(this.prefix + key, new Date());
    return info.totalHits ? info : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.prefix + key;
    const now = new Date();
    // A key this process found full: count only, and refuse without recording while it stays full.
    if ((this.full.get(id) ?? 0) > now.getTime()) {
      const before = await this.count(id, now);
      if (before.totalHits >= this.limit) return { ...before, totalHits: before.totalHits + 1 };
    }
    // Recorded first, then counted with everyone else's: one count, exact under any concurrency.
    const { insertedId } = await RateLimitHit.collection.insertOne({ key: id, expiresAt: new Date(now.getTime() + this.windowMs) });
    const info = await this.count(id, now);
    if (info.totalHits > this.limit) {
      // Over the limit: the hit is taken back, so a flood cannot grow the collection.
      await RateLimitHit.deleteOne({ _id: insertedId });
      this.full.set(id, info.resetTime?.getTime() ?? now.getTime() + this.windowMs);
    }
    return info;
  }

  async decrement(key: string): Promise<void> {
    await RateLimitHit.findOneAndDelete({ key: this.prefix + key, expiresAt: { $gt: new Date() } }, { sort: { expiresAt: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitHit.deleteMany({ key: this.prefix + key });
  }

  private async count(key: string, now: Date): Promise<ClientRateLimitInfo> {
    // One query for both answers (at most `limit` live hits per key, since a full key records no more).
    const live = await RateLimitHit.find({ key, expiresAt: { $gt: now } }, { expiresAt: 1 }).sort({ expiresAt: 1 }).lean();
    // The oldest hit leaving the window is when the next attempt is allowed again.
    return { totalHits: live.length, resetTime: live[0]?.expiresAt ?? new Date(now.getTime() + this.windowMs) };
  }
}
