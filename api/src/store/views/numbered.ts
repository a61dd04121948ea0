import type { Collection } from 'mongoose';

type Fields = Record<string, unknown>;
import { Lru } from '../../core/lru';
import { isDuplicateKey } from '../insert-once';

/**
 * Documents numbered 1, 2, 3 … per series, without holes, each number taken by a unique insert of
 * the `_id` that names it: the one atomic step the embedded engine gives across processes. Readers
 * go from a number they know to the first missing one, by `_id` alone.
 *
 * Writers of one series in this process are committed together: the documents appended in one turn
 * of the event loop go in one insert, and while an insert is on its way the next documents wait, and
 * then go in one ordered `insertMany` under the next numbers in turn.
 * So a burst costs a round trip per batch, not per document, and only other processes race this
 * one for a number: the part of a batch before a taken number is stored, the rest goes on after
 * the series' top, read again. A failed insert takes no number, so no hole is left.
 */
export interface NumberedSeriesOptions {
  /** The `_id` of number `n` of `series`. */
  idOf(series: string, n: number): string;
  /** The highest number taken (never ahead, possibly behind: the writer probes on from it), when this process knows none or met others. */
  top(series: string, known: number): Promise<number>;
  /** Called with the last number stored by each batch (to move a hint that other processes read). */
  stored?(series: string, last: number, metOthers: boolean): void;
  /** How many series' tops this process remembers (the least recently used are read again). */
  remember?: number;
  /** A field that also holds each document's number (besides its `_id`). */
  numberField?: string;
}

/**
 * The highest number taken in a series whose numbers have no holes (see NumberedSeries), probed by
 * `_id` upwards from one known to be taken: one lookup when nobody wrote meanwhile, about 2·log2 of
 * the gap otherwise (doubling steps, then halving), however many were written.
 */
export async function probeTop(exists: (n: number) => Promise<boolean>, known: number): Promise<number> {
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

interface Waiting {
  fields: Fields;
  resolve: (n: number) => void;
  reject: (error: unknown) => void;
}

const BATCH = 200;
/** How many of its own runs per series a writer remembers (readers read older ones from the database). */
const OWN_RUNS = 1024;

/** Numbers `from`…`to` of a series, stored by this process. */
interface Run {
  from: number;
  to: number;
}

export class NumberedSeries {
  private known: Lru<string, number>;
  private waiting = new Map<string, Waiting[]>();
  private writing = new Set<string>();
  /** Per series, the latest runs of numbers this process stored, in order (see ownRunAt). */
  private runs = new Map<string, Run[]>();

  constructor(
    private readonly collection: () => Collection,
    private readonly options: NumberedSeriesOptions,
  ) {
    this.known = new Lru(options.remember ?? 10_000);
  }

  /** What this process knows to be taken (or 0). */
  knownTop(series: string): number {
    return this.known.get(series) ?? 0;
  }

  /** Whether this process has met the series (its known top may still be behind other processes'). */
  knows(series: string): boolean {
    return this.known.get(series) !== undefined;
  }

  noteTaken(series: string, n: number): void {
    if (n > this.knownTop(series)) this.known.set(series, n);
  }

  forget(): void {
    this.known.clear();
    this.runs.clear();
  }

  /** Reads the series' top again before its next write (numbers were taken without it). */
  forgetSeries(series: string): void {
    this.known.delete(series);
  }

  /**
   * The run of numbers this process stored that holds `n`, if it remembers one: a reader that only
   * wants other processes' documents skips it without a round trip. Under steady load from this
   * process alone, that is every document, so a reader keeps up however fast the series grows.
   */
  ownRunAt(series: string, n: number): Run | undefined {
    const runs = this.runs.get(series);
    if (!runs?.length || n < runs[0].from || n > runs[runs.length - 1].to) return undefined;
    let [low, high] = [0, runs.length - 1];
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (runs[mid].to < n) low = mid + 1;
      else if (runs[mid].from > n) high = mid - 1;
      else return runs[mid];
    }
    return undefined;
  }

  private noteOwn(series: string, from: number, to: number): void {
    const runs = this.runs.get(series) ?? [];
    const last = runs[runs.length - 1];
    if (last && last.to + 1 === from) last.to = to;
    else if (!last || from > last.to) runs.push({ from, to });
    else return; // Out of order (a database switch meanwhile): not remembered, read from the database instead.
    if (runs.length > OWN_RUNS) runs.splice(0, runs.length - OWN_RUNS);
    this.runs.set(series, runs);
  }

  /** Stores `fields` under the next number of `series`; resolves with that number once stored. */
  append(series: string, fields: Fields): Promise<number> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(series) ?? [];
      queue.push({ fields, resolve, reject });
      this.waiting.set(series, queue);
      if (!this.writing.has(series)) {
        this.writing.add(series);
        // The first write waits for the end of this turn, so what is appended together (the entries
        // of a change's two emails) goes in one insert, not one after the other.
        queueMicrotask(() => void this.drain(series));
      }
    });
  }

  private async drain(series: string): Promise<void> {
    try {
      for (let queue = this.waiting.get(series); queue?.length; queue = this.waiting.get(series)) {
        const batch = queue.splice(0, BATCH);
        try {
          const numbers = await this.write(series, batch.map((w) => w.fields));
          batch.forEach((w, i) => w.resolve(numbers[i]));
        } catch (error) {
          batch.forEach((w) => w.reject(error));
        }
      }
    } finally {
      this.writing.delete(series);
      this.waiting.delete(series);
    }
  }

  private async write(series: string, all: Fields[]): Promise<number[]> {
    const numbers: number[] = [];
    let rest = all;
    let metOthers = false;
    const known = this.known.get(series);
    let next = (known ?? (await this.options.top(series, 0))) + 1;
    while (rest.length) {
      const { numberField } = this.options;
      const docs = rest.map((fields, i) => ({ ...fields, ...(numberField ? { [numberField]: next + i } : {}), _id: this.options.idOf(series, next + i) }));
      try {
        await this.collection().insertMany(docs as never, { ordered: true });
        docs.forEach((_, i) => numbers.push(next + i));
        this.noteTaken(series, next + docs.length - 1);
        this.noteOwn(series, next, next + docs.length - 1);
        rest = [];
      } catch (error) {
        if (!isDuplicateKey(error) && !hasDuplicate(error)) throw error;
        // The documents before the taken number are stored; the rest go on after the series' top.
        const stored = storedBefore(error);
        for (let i = 0; i < stored; i += 1) numbers.push(next + i);
        if (stored) {
          this.noteTaken(series, next + stored - 1);
          this.noteOwn(series, next, next + stored - 1);
        }
        rest = rest.slice(stored);
        metOthers = true;
        next = Math.max(next + stored + 1, (await this.options.top(series, next + stored)) + 1);
      }
    }
    this.options.stored?.(series, numbers[numbers.length - 1], metOthers);
    return numbers;
  }
}

/** An ordered insertMany stopped at a duplicate key: how many documents went in before it. */
function storedBefore(error: unknown): number {
  const { writeErrors, insertedCount, result } = error as { writeErrors?: { index: number }[] | { index: number }; insertedCount?: number; result?: { insertedCount?: number } };
  const first = Array.isArray(writeErrors) ? writeErrors[0] : writeErrors;
  if (first && typeof first.index === 'number') return first.index;
  return insertedCount ?? result?.insertedCount ?? 0;
}

const hasDuplicate = (error: unknown): boolean => {
  const { writeErrors } = error as { writeErrors?: { code?: number }[] | { code?: number } };
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.some((e) => e.code === 11000);
};
