import mongoose from 'mongoose';
import { ANY_RECORD, lastChange, onChange, readChanges, type RecordKey } from './change-log';
import { onDatabaseSwitch } from '../database-switch';

/** How far behind the other processes' changes a follower's cache may answer. */
export const FOLLOW_STALE_MS = 500;
/**
 * How long a cached record is used at most before it is read again: a change made outside the
 * API (by hand in the database, so in no change log) holds within this time.
 */
export const CACHED_RECORD_MAX_AGE_MS = 10_000;
/** Under steady use, a follower reads the log this often, in the background. */
const FOLLOW_EVERY_MS = 150;

/**
 * Keeps a cache of one change-log stream's records (sessions, signed-in users) exact within
 * FOLLOW_STALE_MS: `confirm()` resolves once every change logged before a moment no more than
 * that long ago has been handed to `drop`. Unlike a list view, which reads the log before every
 * answer, a follower reads it at most every FOLLOW_EVERY_MS while it is used, so a busy process
 * serves signed-in requests without a database round trip, and a quiet one reads it when asked.
 *
 * While the database is unreachable nothing is confirmed: once a read has failed, or at the latest
 * FOLLOW_STALE_MS after the last one that succeeded, the caller waits for a read that fails
 * (answered 503), as it would without a cache.
 */
export class ChangeFollower {
  private seen: number | undefined;
  /** When the last read that succeeded began (every change logged before then has been dropped). */
  private confirmedAt = 0;
  private reading: Promise<void> | null = null;
  /** Moves on with every drop, so a record read before a drop is not cached after it. */
  generation = 0;

  constructor(
    private readonly stream: string,
    private readonly drop: (key: RecordKey | typeof ANY_RECORD) => void,
  ) {
    // This process's own changes are dropped at once.
    onChange(stream, (key) => this.dropKey(key));
    onDatabaseSwitch(() => {
      this.seen = undefined;
      this.confirmedAt = 0;
      this.dropKey(ANY_RECORD);
    });
  }

  /** Resolves when the cache may answer: at once while recently confirmed, else after reading the log. */
  async confirm(): Promise<void> {
    const age = Date.now() - this.confirmedAt;
    const connected = mongoose.connection.readyState === 1;
    if (connected && age < FOLLOW_EVERY_MS) return;
    if (connected && age < FOLLOW_STALE_MS) {
      // Good enough for this answer; the next ones get a newer confirmation.
      this.read().catch(() => undefined);
      return;
    }
    await this.read();
  }

  private read(): Promise<void> {
    this.reading ??= this.readLog()
      .catch((error: unknown) => {
        // Nothing is confirmed while the log cannot be read: the next requests wait for a read.
        this.confirmedAt = 0;
        throw error;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async readLog(): Promise<void> {
    const started = Date.now();
    if (this.seen === undefined) {
      // Nothing cached can predate the follower's first read.
      this.seen = await lastChange(this.stream);
      this.dropKey(ANY_RECORD);
    } else {
      const { ids, last } = await readChanges(this.stream, this.seen);
      for (const key of new Set(ids)) this.dropKey(key);
      this.seen = Math.max(this.seen, last);
    }
    this.confirmedAt = started;
  }

  private dropKey(key: RecordKey): void {
    this.generation += 1;
    this.drop(key);
  }
}
