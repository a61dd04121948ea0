import type { Model } from 'mongoose';
import { ANY_RECORD, lastChange, onChange, readChanges, type RecordKey } from './change-log';
import { idKey } from './id-key';
import { logger } from './logger';

/**
 * What a list needs to know about one record: its place in the order (newest first: `at`, then
 * `id`), the tags it can be filtered by (`status:approved`, `user:17`) and the lower-case text a
 * search looks in (one entry per searchable field).
 */
export interface ViewRow {
  id: RecordKey;
  at: number;
  tags: string[];
  text: string[];
  /** A time the row's state changes by itself (an offer's end), in ms; only rows that have one can be filtered by it. */
  deadline?: number;
}

export interface ViewQuery {
  /** Only rows with every one of these tags. */
  tags?: string[];
  /** Only rows whose deadline has (or has not) passed at `now`. */
  deadline?: { now: number; passed: boolean };
  /** Every word must occur (case-insensitively) in one of the row's fields. */
  words?: string[];
  offset: number;
  limit: number;
}

/**
 * A row with its fields in one string, joined by a space: a search word has no spaces, so it
 * matches inside one field exactly as it would field by field, with one test instead of several.
 */
interface SearchableRow extends ViewRow {
  search: string;
}

const searchable = (row: ViewRow): SearchableRow => ({ ...row, search: row.text.join(' ') });

/** Newest first: larger `at`, then larger `id`, comes first. */
const before = (a: ViewRow, b: ViewRow) => a.at > b.at || (a.at === b.at && a.id > b.id);

function position(list: ViewRow[], row: ViewRow): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid], row)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: ViewRow[], row: ViewRow): void {
  list.splice(position(list, row), 0, row);
}

function removeSorted(list: ViewRow[], row: ViewRow): void {
  const at = position(list, row);
  if (list[at]?.id === row.id) list.splice(at, 1);
}

/**
 * A list-shaped view of one collection, kept in this API process: the order, the tag lists and
 * the search text of every record, a few dozen bytes each. It answers a page, a count or a search
 * in memory, whatever the size of the collection, and the page's records are then read by `_id`.
 *
 * It stays exact across API processes through the change log: before answering, it reads the
 * entries written since it last looked (usually one `_id` lookup that finds nothing) and re-reads
 * those records. Its own process's writes are applied at once. It is built by one full read when
 * first used, which is the only cost that grows with the data, paid once per process start.
 */
export class RecordView<Doc> {
  private rows = new Map<RecordKey, ViewRow>();
  private order: ViewRow[] = [];
  private byTag = new Map<string, ViewRow[]>();
  private seen = 0;
  private ready: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;

  /**
   * @param stream the change-log stream of the collection (its schema uses `changeLogged(stream)`)
   * @param model the collection's model (a function: views are created before models are used)
   * @param projection the fields `toRow` reads
   * @param toRow a record's place, tags and search text
   * @param keyFilter how one record is found: by `_id` for collections keyed by id (core/id-key)
   */
  constructor(
    private readonly stream: string,
    private readonly model: () => Model<Doc>,
    private readonly projection: Record<string, 1>,
    private readonly toRow: (doc: Doc) => ViewRow,
    private readonly keyFilter: (id: RecordKey) => Record<string, unknown> = (id) => ({ _id: typeof id === 'number' ? idKey(id) : id }),
  ) {
    // This process's own writes show at once; other processes' through the change log.
    onChange(stream, async (id) => {
      if (!this.ready) return;
      if (id === ANY_RECORD) this.ready = null;
      else await this.reload([id]);
    });
  }

  /** The ids of one page, newest first, and how many match in all. */
  async query({ tags = [], words, deadline, offset, limit }: ViewQuery): Promise<{ ids: RecordKey[]; total: number }> {
    await this.current();
    // The shortest tag list, narrowed by the other tags.
    const lists = tags.map((tag) => this.byTag.get(tag) ?? []).sort((a, b) => a.length - b.length);
    let rows = lists[0] ?? this.order;
    if (tags.length > 1) rows = rows.filter((row) => tags.every((tag) => row.tags.includes(tag)));
    if (deadline) rows = rows.filter((row) => row.deadline !== undefined && row.deadline <= deadline.now === deadline.passed);
    if (words?.length) rows = rows.filter((row) => words.every((word) => (row as SearchableRow).search.includes(word)));
    return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length };
  }

  async count(tag?: string): Promise<number> {
    await this.current();
    return tag ? (this.byTag.get(tag)?.length ?? 0) : this.order.length;
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

  private async build(): Promise<void> {
    const started = Date.now();
    // Where the log stands before reading: whatever changes during the read is re-read afterwards.
    this.seen = await lastChange(this.stream);
    const rows: ViewRow[] = [];
    for await (const doc of this.model().find({}, this.projection).lean<Doc[]>().cursor()) rows.push(searchable(this.toRow(doc as Doc)));
    const newestFirst = (a: ViewRow, b: ViewRow) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
    this.rows = new Map(rows.map((row) => [row.id, row]));
    this.order = rows.sort(newestFirst);
    this.byTag = new Map();
    for (const row of this.order) {
      for (const tag of row.tags) {
        let list = this.byTag.get(tag);
        if (!list) this.byTag.set(tag, (list = []));
        list.push(row);
      }
    }
    logger().info({ view: this.stream, records: this.rows.size, ms: Date.now() - started }, 'list view built');
  }

  private async catchUp(): Promise<void> {
    const { ids, last } = await readChanges(this.stream, this.seen);
    if (ids.includes(ANY_RECORD)) {
      // A bulk write somewhere: read everything again.
      this.ready = this.build();
      await this.ready;
      return;
    }
    if (ids.length) await this.reload([...new Set(ids)]);
    this.seen = Math.max(this.seen, last);
  }

  private async reload(ids: RecordKey[]): Promise<void> {
    const docs = await Promise.all(ids.map((id) => this.model().findOne(this.keyFilter(id), this.projection).lean<Doc>()));
    ids.forEach((id, i) => {
      this.remove(id);
      const doc = docs[i];
      if (doc) this.put(searchable(this.toRow(doc as Doc)));
    });
  }

  private put(row: ViewRow): void {
    this.remove(row.id);
    this.rows.set(row.id, row);
    insertSorted(this.order, row);
    for (const tag of row.tags) {
      let list = this.byTag.get(tag);
      if (!list) this.byTag.set(tag, (list = []));
      insertSorted(list, row);
    }
  }

  private remove(id: RecordKey): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    removeSorted(this.order, row);
    for (const tag of row.tags) {
      const list = this.byTag.get(tag);
      if (list) removeSorted(list, row);
    }
  }
}

/** The records of one page, read by `_id` in the page's order (a record deleted meanwhile is left out). */
export async function loadPage<Doc>(model: Model<Doc>, ids: RecordKey[]) {
  const docs = await Promise.all(ids.map((id) => model.findById(typeof id === 'number' ? idKey(id) : id)));
  return docs.filter((doc): doc is NonNullable<typeof doc> => doc !== null);
}

/** Up to this many matches, an export reads them by `_id`; beyond, one pass over the collection is cheaper. */
export const EXPORT_LOOKUP_LIMIT = 2_000;

/**
 * The records with these ids, oldest first (ascending id), for an export of any size: at most one
 * batch of documents is in memory at a time, never the whole list. A few are read by `_id`; many
 * are read in one pass over the collection in its stored order (the embedded engine serves
 * anything but an `_id` lookup by reading every record anyway, so one pass beats a lookup each:
 * 100,000 lookups take minutes, one pass seconds), keeping those the view matched.
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
  const wanted = new Set(ids);
  // The ids come from the view, which orders by creation; the collection's stored order is insertion order.
  for await (const doc of model.find({}).lean<Doc>().cursor({ batchSize: 500 })) {
    if (wanted.has((doc as Doc).id)) yield doc as Doc;
  }
}

/** The words of a search, lower-cased (at most five, as before). */
export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
