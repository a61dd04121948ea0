import type { Model } from 'mongoose';
import { logger } from '../../core/logger';
import { Lru } from '../../core/lru';
import { onDatabaseSwitch } from '../database-switch';
import { idKey } from '../models/id-key';
import { EXPORT_OMITS } from '../models/to-json';
import { ANY_RECORD, hasFields, lastChange, onChange, readChanges, type RecordKey } from './change-log';
import { type Row, RowIndex, type ViewQuery, type ViewRow } from './row-index';

export type { ViewQuery, ViewRow } from './row-index';

/** Marks the one read of a whole collection a view makes when it is built (the declared-index test knows it). */
export const FULL_PASS = 'full pass: list view build';

/** How many records' API answers a view keeps, for the pages asked most (first pages, the overview). */
const CACHED_ANSWERS = 500;

/** A record's `_id`: its numeric id as core/id-key stores it, or the `_id` itself (mail messages). */
const storedKey = (id: RecordKey) => (typeof id === 'number' ? idKey(id) : id);

/**
 * A list-shaped view of one collection, kept in this API process (core/row-index: the order, the
 * tag lists and the search text of every record). It answers a page, a count or a search in
 * memory, whatever the size of the collection; the page's records come from a small cache of API
 * answers, or are read by `_id`.
 *
 * It stays exact across API processes through the change log: before answering, it reads the
 * entries written since it last looked (usually one `_id` lookup that finds nothing) and re-reads
 * those records, dropping their cached answers. Its own process's writes are applied at once. It is
 * built by one full read when first used, which is the only cost that grows with the data, paid
 * once per process start.
 */
export class RecordView<Doc, Api = Record<string, unknown>> {
  private index = new RowIndex();
  private seen = 0;
  /** After a build, the first catch-up also re-reads this process's own changes made during the build. */
  private built = false;
  private ready: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  /** Moves on with every change applied, so a record read before a change is not cached after it. */
  private generation = 0;
  private answers = new Lru<RecordKey, Api>(CACHED_ANSWERS);

  /**
   * @param stream the change-log stream of the collection (its schema uses `changeLogged(stream)`)
   * @param model the collection's model (a function: views are created before models are used)
   * @param projection the fields `toRow` reads
   * @param toRow a record's place, tags and search text
   */
  constructor(
    private readonly stream: string,
    private readonly model: () => Model<Doc>,
    private readonly projection: Record<string, 1>,
    private readonly toRow: (doc: Doc) => ViewRow,
  ) {
    // This process's own writes show at once; other processes' through the change log.
    onChange(stream, async (id, stored) => {
      if (!this.ready) return;
      this.generation += 1;
      if (id === ANY_RECORD) this.reset();
      else if (stored === null || (stored && hasFields(stored, Object.keys(this.projection)))) this.apply(id, stored as Doc | null);
      else await this.reload([id]);
    });
    onDatabaseSwitch(() => this.reset());
  }

  /** The ids of one page, newest first, and how many match in all. */
  async query(query: ViewQuery): Promise<{ ids: RecordKey[]; total: number }> {
    await this.current();
    return this.index.query(query);
  }

  async count(tag?: string): Promise<number> {
    await this.current();
    return this.index.count(tag);
  }

  /** A page's records as the API answers them, in the order of `ids` (a record deleted meanwhile is left out). */
  async page(ids: RecordKey[]): Promise<Api[]> {
    const generation = this.generation;
    const answers = await Promise.all(
      ids.map(async (id) => {
        const cached = this.answers.get(id);
        if (cached) return cached;
        const doc = await this.model().findById(storedKey(id));
        if (!doc) return undefined;
        const answer = doc.toJSON() as Api;
        // A change applied while this was read may be newer than what was read.
        if (this.generation === generation) this.answers.set(id, answer);
        return answer;
      }),
    );
    return answers.filter((answer): answer is Awaited<Api> => answer !== undefined);
  }

  /** One page of matches and the total: `query`, then `page`. */
  async list(query: ViewQuery): Promise<{ items: Api[]; total: number }> {
    const { ids, total } = await this.query(query);
    return { items: await this.page(ids), total };
  }

  /** Built on first use (and after a bulk write), then brought up to date with the change log. */
  private async current(): Promise<void> {
    this.ready ??= this.build().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    await this.ready;
    // One catch-up at a time; requests arriving meanwhile wait for it rather than repeat it.
    this.syncing ??= this.catchUp().finally(() => {
      this.syncing = null;
    });
    await this.syncing;
  }

  private reset(): void {
    this.ready = null;
    this.generation += 1;
    this.answers.clear();
  }

  private async build(): Promise<void> {
    const started = Date.now();
    // Where the log stands before reading: whatever changes during the read is re-read afterwards.
    const seen = await lastChange(this.stream);
    // Rows are made as the records arrive (their fields' text is garbage at once), placed after.
    const index = new RowIndex();
    const rows: Row[] = [];
    const all = this.model().find({}, this.projection).comment(FULL_PASS).lean<Doc[]>();
    for await (const doc of all.cursor({ batchSize: 1000 })) rows.push(index.shape(this.toRow(doc as Doc)));
    index.fill(rows);
    this.index = index;
    this.seen = seen;
    this.built = true;
    this.generation += 1;
    this.answers.clear();
    logger().info({ view: this.stream, records: index.size, ms: Date.now() - started }, 'list view built');
  }

  private async catchUp(): Promise<void> {
    const { ids, last } = await readChanges(this.stream, this.seen, { own: this.built });
    this.built = false;
    if (ids.includes(ANY_RECORD)) {
      // A bulk write somewhere: read everything again.
      this.reset();
      this.ready = this.build();
      await this.ready;
      return;
    }
    if (ids.length) {
      this.generation += 1;
      await this.reload([...new Set(ids)]);
    }
    this.seen = Math.max(this.seen, last);
  }

  private async reload(ids: RecordKey[]): Promise<void> {
    const docs = await Promise.all(ids.map((id) => this.model().findById(storedKey(id), this.projection).lean<Doc>()));
    this.generation += 1;
    ids.forEach((id, i) => this.apply(id, docs[i] as Doc | null));
  }

  /** The record's row as it is now (none when it is gone); its cached answer is dropped. */
  private apply(id: RecordKey, doc: Doc | null): void {
    this.answers.delete(id);
    if (doc) this.index.put(this.toRow(doc));
    else this.index.remove(id);
  }
}

/** The records of one page, read by `_id` in the page's order (a record deleted meanwhile is left out). */
export async function loadPage<Doc>(model: Model<Doc>, ids: RecordKey[]) {
  const docs = await Promise.all(ids.map((id) => model.findById(storedKey(id), EXPORT_OMITS)));
  return docs.filter((doc): doc is NonNullable<typeof doc> => doc !== null);
}

/** Marks the one read of a whole collection a large export makes. */
export const EXPORT_PASS = 'full pass: export';

/** Up to this many matches, an export reads them by `_id`; beyond, one pass over the collection is cheaper. */
export const EXPORT_LOOKUP_LIMIT = 2_000;

/**
 * The records with these ids (newest first, as the view lists them), oldest first, for an export of any
 * size. A few are read by `_id`, a batch at a time; many are read in one pass over the collection
 * (the embedded engine serves anything but an `_id` lookup by reading every record anyway, so one pass
 * beats a lookup each: 100,000 lookups take minutes, one pass seconds), keeping those the view matched.
 * The pass streams them as they come while they come in order, which is the stored order of SQLite
 * (insertion); a record that comes early (PostgreSQL stores an updated row anew, at the end) is held
 * until the ones before it have gone out, so the order is exact on every engine.
 */
export async function* exportRecords<Doc extends { id: RecordKey }>(
  model: Model<Doc>,
  ids: RecordKey[],
  { batch = 50, lookupLimit = EXPORT_LOOKUP_LIMIT } = {},
): AsyncGenerator<Doc> {
  if (ids.length <= lookupLimit) {
    const oldestFirst = [...ids].reverse();
    for (let at = 0; at < oldestFirst.length; at += batch) yield* (await loadPage(model, oldestFirst.slice(at, at + batch))) as Doc[];
    return;
  }
  const order = [...ids].reverse();
  const wanted = new Set(ids);
  const held = new Map<RecordKey, Doc>();
  let next = 0;
  for await (const doc of model.find({}, EXPORT_OMITS).comment(EXPORT_PASS).lean<Doc>().cursor({ batchSize: 500 })) {
    const id = (doc as Doc).id;
    if (!wanted.has(id)) continue;
    held.set(id, doc as Doc);
    while (next < order.length && held.has(order[next])) {
      yield held.get(order[next])!;
      held.delete(order[next]);
      next += 1;
    }
  }
  // What is still held waited for a record deleted during the export.
  for (; next < order.length; next += 1) {
    const doc = held.get(order[next]);
    if (doc) yield doc;
  }
}
