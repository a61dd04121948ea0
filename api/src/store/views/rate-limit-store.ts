import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Lru } from '../../core/lru';
import { isDuplicateKey } from '../insert-once';
import { RateLimitHit } from '../models/rate-limit.model';
import { expireAt, expiring } from './expiry-queue';

/**
 * express-rate-limit's store for the embedded engine: a fixed window per key, counted with unique
 * inserts read back by `_id` (FerretDB loses concurrent `$inc`s, and answers any other filter by
 * reading the whole collection). Hit n of a window is the document `<key>|<window>|<n>`: a request
 * takes the next free number, and that number is the count, exact across processes. A hit taken
 * back (a successful sign-in, when only failures count) is `…|d<n>`. Once a key is over its limit
 * nothing more is written, so a flood cannot grow the collection. Each window's documents are
 * removed when it ends (views/expiry-queue).
 */
const HITS = 'rate-limit-window';
const TOP_KNOWN = 20_000;

/**
 * The highest number taken in a series (`…|<n>` or `…|d<n>`), read by probing `_id`s upwards from
 * one known to be taken: one lookup when nobody else counted meanwhile, about 2·log2 of the gap
 * otherwise. Numbers have no holes below the top.
 */
async function top(series: string, known: number): Promise<number> {
  const exists = async (n: number) => (await RateLimitHit.exists({ _id: `${series}${n}` })) !== null;
  let low = known;
  if (!(await exists(low + 1))) return low;
  let step = 2;
  let high = low + step;
  while (await exists(high)) {
    low = high;
    step *= 2;
    high = low + step;
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (await exists(mid)) low = mid;
    else high = mid;
  }
  return low;
}

expiring(HITS, {
  // A window's entry is filed for its end, which never moves.
  expiresAt: async () => new Date(0),
  async remove(window) {
    for (const series of [`${window}|`, `${window}|d`]) {
      for (let n = 1; (await RateLimitHit.deleteOne({ _id: `${series}${n}` })).deletedCount; n += 1);
    }
  },
});

export class SequenceRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private limit = Number.POSITIVE_INFINITY;
  /** Per series, the highest number this process knows to be taken. */
  private known = new Lru<string, number>(TOP_KNOWN);

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
  }

  private window(key: string, now = Date.now()) {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { id: `${this.prefix}${key}|${start}`, resetTime: new Date(start + this.windowMs) };
  }

  private async count(series: string): Promise<number> {
    const n = await top(series, this.known.get(series) ?? 0);
    this.known.set(series, n);
    return n;
  }

  /** Takes the next number of a series; its number is the series' count. */
  private async take(series: string): Promise<number> {
    let n = (this.known.get(series) ?? (await this.count(series))) + 1;
    for (;;) {
      try {
        await RateLimitHit.create({ _id: `${series}${n}` });
        this.known.set(series, n);
        return n;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Others counted meanwhile: read on to the top, once, then take the next.
        n = (await this.count(series)) + 1;
      }
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { id, resetTime } = this.window(key);
    const totalHits = (await this.count(`${id}|`)) - (await this.count(`${id}|d`));
    return totalHits > 0 ? { totalHits, resetTime } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { id, resetTime } = this.window(key);
    const hits = `${id}|`;
    const before = (await this.count(hits)) - (await this.count(`${id}|d`));
    // Full: refused without recording, so a flood writes nothing.
    if (before >= this.limit) return { totalHits: before + 1, resetTime };
    const n = await this.take(hits);
    if (n === 1) await expireAt(HITS, id, resetTime);
    return { totalHits: n - (this.known.get(`${id}|d`) ?? 0), resetTime };
  }

  async decrement(key: string): Promise<void> {
    const { id } = this.window(key);
    await this.take(`${id}|d`);
  }

  async resetKey(key: string): Promise<void> {
    const { id } = this.window(key);
    const taken = await this.count(`${id}|`);
    const back = await this.count(`${id}|d`);
    for (let n = back; n < taken; n += 1) await this.take(`${id}|d`);
  }
}
