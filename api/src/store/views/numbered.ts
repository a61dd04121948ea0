import type { Collection } from 'mongoose';
import { Lru } from '../../core/lru';
import { isDuplicateKey } from '../insert-once';
import { WriteBatches } from '../write-batches';

type Fields = Record<string, unknown>;

/**
 * Documents numbered 1, 2, 3 … per series, without holes, each number taken by a unique insert of
 * the `_id` that names it: the one atomic step the embedded engine gives across processes. Readers
 * go from a number they know to the first missing one, by `_id` alone.
 *
 * Writers in this process are committed together, across series: the documents appended in one turn
 * of the event loop go in one insert, and while an insert is on its way the next documents wait, and
 * then go in one ordered `insertMany`, each series' under its next numbers in turn.
 * So a burst costs a round trip per batch, not per document or per series, and only other
 * processes race this one for a number: the part of a batch before a taken number is stored, that
 * series goes on after its top, read again. A failed insert takes no number, so no hole is left.
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

/** A document to append, and the series it goes to. */
interface Appended {
  series: string;
  fields: Fields;
}

/** How many of its own runs per series a writer remembers (readers read older ones from the database). */
const OWN_RUNS = 1024;

/** Numbers `from`…`to` of a series, stored by this process. */
interface Run {
  from: number;
  to: number;
}

export class NumberedSeries {
  private known: Lru<string, number>;
  /** What is appended meanwhile goes in one insert (store/write-batches). */
  private batches = new WriteBatches<Appended, number>((appended) => this.writeAll(appended));
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
    return this.batches.add({ series, fields });
  }

  /** The numbers of a batch's documents, in order: each series' documents written in turn (see write). */
  private async writeAll(appended: Appended[]): Promise<number[]> {
    const bySeries = new Map<string, Fields[]>();
    for (const { series, fields } of appended) {
      if (!bySeries.has(series)) bySeries.set(series, []);
      bySeries.get(series)!.push(fields);
    }
    const numbers = await this.write(bySeries);
    const handed = new Map<string, number>();
    return appended.map(({ series }) => {
      const i = handed.get(series) ?? 0;
      handed.set(series, i + 1);
      return numbers.get(series)![i];
    });
  }

  /**
   * Stores the documents of every series in one ordered insert, each series' under its next numbers.
   * The insert stops at the first number another process took: what came before it is stored, that
   * series goes on after its top, read again, and the rest are sent again as they were.
   */
  private async write(all: Map<string, Fields[]>): Promise<Map<string, number[]>> {
    const plans = new Map<string, { next: number; rest: Fields[]; numbers: number[]; metOthers: boolean }>();
    await Promise.all(
      [...all].map(async ([series, fields]) => {
        const next = (this.known.get(series) ?? (await this.options.top(series, 0))) + 1;
        plans.set(series, { next, rest: fields, numbers: [], metOthers: false });
      }),
    );
    const { numberField } = this.options;
    for (;;) {
      const docs: { series: string; doc: Fields }[] = [];
      for (const [series, { next, rest }] of plans) {
        rest.forEach((fields, i) => docs.push({ series, doc: { ...fields, ...(numberField ? { [numberField]: next + i } : {}), _id: this.options.idOf(series, next + i) } }));
      }
      if (!docs.length) break;
      let stored = docs.length;
      try {
        await this.collection().insertMany(docs.map((d) => d.doc) as never, { ordered: true });
      } catch (error) {
        if (!isDuplicateKey(error) && !hasDuplicate(error)) throw error;
        stored = storedBefore(error);
      }
      const storedOf = new Map<string, number>();
      for (const { series } of docs.slice(0, stored)) storedOf.set(series, (storedOf.get(series) ?? 0) + 1);
      for (const [series, count] of storedOf) {
        const plan = plans.get(series)!;
        for (let i = 0; i < count; i += 1) plan.numbers.push(plan.next + i);
        this.noteTaken(series, plan.next + count - 1);
        this.noteOwn(series, plan.next, plan.next + count - 1);
        plan.rest = plan.rest.slice(count);
        plan.next += count;
      }
      if (stored < docs.length) {
        // docs[stored] met a number another process took: that series reads its top again.
        const series = docs[stored].series;
        const plan = plans.get(series)!;
        plan.metOthers = true;
        plan.next = Math.max(plan.next + 1, (await this.options.top(series, plan.next)) + 1);
      }
    }
    for (const [series, { numbers, metOthers }] of plans) this.options.stored?.(series, numbers[numbers.length - 1], metOthers);
    return new Map([...plans].map(([series, { numbers }]) => [series, numbers]));
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
