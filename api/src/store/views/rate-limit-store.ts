import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { onDatabaseSwitch } from '../database-switch';
import { NumberedSeries, probeTop } from './numbered';
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

/** The highest number taken in a series (`…|<n>` or `…|d<n>`), probed on from one known to be taken. */
const top = (series: string, known: number): Promise<number> =>
  probeTop(async (n) => (await RateLimitHit.exists({ _id: `${series}${n}` })) !== null, known);

/** The hits of every key and window, numbered per series (`<key>|<window>|` and `…|d`) and committed in batches. */
const hits = new NumberedSeries(() => RateLimitHit.collection, {
  idOf: (series, n) => `${series}${n}`,
  top: (series, known) => top(series, known),
  remember: TOP_KNOWN,
});
onDatabaseSwitch(() => hits.forget());

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
  /** Whether the limiter takes hits back (it counts only failures, or only successes). */
  private takesBack = false;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
    this.takesBack = Boolean(options.skipSuccessfulRequests || options.skipFailedRequests);
  }

  /** Hits taken back so far in a window (none to look for where the limiter never takes one back). */
  private async takenBack(id: string): Promise<number> {
    return this.takesBack || hits.knownTop(`${id}|d`) > 0 ? this.count(`${id}|d`) : 0;
  }

  private window(key: string, now = Date.now()) {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { id: `${this.prefix}${key}|${start}`, resetTime: new Date(start + this.windowMs) };
  }

  /** The series' count now: its top, probed on from what this process knows. */
  private async count(series: string): Promise<number> {
    const n = await top(series, hits.knownTop(series));
    hits.noteTaken(series, n);
    return n;
  }

  /** Takes the next number of a series; its number is the series' count. */
  private take(series: string): Promise<number> {
    return hits.append(series, {});
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { id, resetTime } = this.window(key);
    const totalHits = (await this.count(`${id}|`)) - (await this.takenBack(id));
    return totalHits > 0 ? { totalHits, resetTime } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { id, resetTime } = this.window(key);
    // Where this process knows the window has room, the hit is taken at once (its number is the
    // exact count); otherwise the window is read first, and a full one is refused without recording,
    // so a flood writes nothing.
    const room = hits.knows(`${id}|`) && hits.knownTop(`${id}|`) - hits.knownTop(`${id}|d`) < this.limit - 1;
    if (!room) {
      const before = (await this.count(`${id}|`)) - (await this.takenBack(id));
      if (before >= this.limit) return { totalHits: before + 1, resetTime };
    }
    const n = await this.take(`${id}|`);
    if (n === 1) await expireAt(HITS, id, resetTime);
    return { totalHits: n - hits.knownTop(`${id}|d`), resetTime };
  }

  async decrement(key: string): Promise<void> {
    const { id } = this.window(key);
    this.takesBack = true;
    await this.take(`${id}|d`);
  }

  async resetKey(key: string): Promise<void> {
    const { id } = this.window(key);
    this.takesBack = true;
    const taken = await this.count(`${id}|`);
    const back = await this.count(`${id}|d`);
    for (let n = back; n < taken; n += 1) await this.take(`${id}|d`);
  }
}
