import type { Model } from 'mongoose';
import { ANY_RECORD, lastChange, onChange, readChanges, type RecordKey } from './change-log';
import { idKey } from './id-key';
import { logger } from './logger';
import { Lru } from './lru';
import { onDatabaseSwitch } from './process-state';
import { TextIndex } from './text-index';

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
 * A row as the view keeps it: the fields in one string joined by spaces (a search word has no
 * spaces, so it matches inside one field exactly as it would field by field), tags shared between
 * rows that have the same ones, and the row's slot in the text index.
 */
interface Row {
  id: RecordKey;
  at: number;
  tags: readonly string[];
  search: string;
  deadline: number | undefined;
  slot: number;
}

/** Newest first: larger `at`, then larger `id`, comes first. */
const before = (a: Row, b: Row) => a.at > b.at || (a.at === b.at && a.id > b.id);
const newestFirst = (a: Row, b: Row) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);

function position(list: Row[], row: Row): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid], row)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function removeSorted(list: Row[], row: Row): void {
  const at = position(list, row);
  if (list[at]?.id === row.id) list.splice(at, 1);
}

function containsAll(text: string, words: string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/** The first `count` rows of `rows` in view order, without sorting all of them (they mostly come newest first). */
function firstInOrder(rows: Row[], count: number): Row[] {
  if (count * 8 > rows.length) return rows.sort(newestFirst).slice(0, count);
  const top: Row[] = [];
  for (const row of rows) {
    if (top.length === count && !before(row, top[count - 1])) continue;
    top.splice(position(top, row), 0, row);
    if (top.length > count) top.pop();
  }
  return top;
}

export interface RecordViewOptions<Doc> {
  /** How one record is found: by `_id` for collections keyed by id (core/id-key). */
  keyFilter?: (id: RecordKey) => Record<string, unknown>;
  /** How many records' API answers the view keeps, for the pages asked most (first pages, the overview). */
  cachedRecords?: number;
  /** Marks a type parameter only. */
  doc?: Doc;
}

/**
 * A list-shaped view of one collection, kept in this API process: the order, the tag lists and
 * the search text of every record (a trigram index finds the rows a search can match). It answers
 * a page, a count or a search in memory, whatever the size of the collection; the page's records
 * come from a small cache of API answers, or are read by `_id`.
 *
 * It stays exact across API processes through the change log: before answering, it reads the
 * entries written since it last looked (usually one `_id` lookup that finds nothing) and re-reads
 * those records, dropping their cached answers. Its own process's writes are applied at once. It is
 * built by one full read when first used, which is the only cost that grows with the data, paid
 * once per process start.
 */
export class RecordView<Doc, Api = Record<string, unknown>> {
  private rows = new Map<RecordKey, Row>();
  private order: Row[] = [];
  private byTag = new Map<string, Row[]>();
  private slots: (Row | undefined)[] = [];
  private freeSlots: number[] = [];
  private text = new TextIndex();
  private tagSets = new Map<string, readonly string[]>();
  private tagNames = new Map<string, string>();
  /** Per slot, the query that last visited it (repeated or stale index entries are visited once). */
  private visited = new Uint32Array(0);
  private visit = 0;
  private seen = 0;
  /** After a build, the first catch-up also re-reads this process's own changes made during the build. */
  private built = false;
  private ready: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  /** Moves on with every change applied, so a record read before a change is not cached after it. */
  private generation = 0;
  private answers: Lru<RecordKey, Api>;
  private readonly keyFilter: (id: RecordKey) => Record<string, unknown>;

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
    { keyFilter, cachedRecords = 500 }: RecordViewOptions<Doc> = {},
  ) {
    this.keyFilter = keyFilter ?? ((id) => ({ _id: typeof id === 'number' ? idKey(id) : id }));
    this.answers = new Lru(cachedRecords);
    // This process's own writes show at once; other processes' through the change log.
    onChange(stream, async (id, stored) => {
      if (!this.ready) return;
      this.generation += 1;
      if (id === ANY_RECORD) this.reset();
      else if (stored) this.apply(id, stored as Doc);
      else await this.reload([id]);
    });
    onDatabaseSwitch(() => this.reset());
  }

  /** The ids of one page, newest first, and how many match in all. */
  async query({ tags = [], words = [], deadline, offset, limit }: ViewQuery): Promise<{ ids: RecordKey[]; total: number }> {
    await this.current();
    const lists = tags.map((tag) => this.byTag.get(tag) ?? []).sort((a, b) => a.length - b.length);
    const ordered = lists[0] ?? this.order;
    const candidates = words.length ? this.text.candidates(words) : undefined;
    const test = (row: Row) =>
      tags.every((tag) => row.tags.includes(tag)) &&
      (!deadline || (row.deadline !== undefined && row.deadline <= deadline.now === deadline.passed)) &&
      words.every((word) => row.search.includes(word));

    // Rows already in order (all, or a tag's), unless the search's candidates are fewer.
    if (!candidates || candidates.size >= ordered.length) {
      const rows = tags.length > 1 || deadline || words.length ? ordered.filter(test) : ordered;
      return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length };
    }
    const matches: Row[] = [];
    const visit = this.nextVisit();
    const plain = !tags.length && !deadline;
    for (let i = 0; i < candidates.size; i += 1) {
      const slot = candidates.data[i];
      const row = this.slots[slot];
      if (!row || this.visited[slot] === visit) continue;
      this.visited[slot] = visit;
      if (plain ? containsAll(row.search, words) : test(row)) matches.push(row);
    }
    const page = firstInOrder(matches, offset + limit).slice(offset);
    return { ids: page.map((row) => row.id), total: matches.length };
  }

  async count(tag?: string): Promise<number> {
    await this.current();
    return tag ? (this.byTag.get(tag)?.length ?? 0) : this.order.length;
  }

  /** A page's records as the API answers them, in the order of `ids` (a record deleted meanwhile is left out). */
  async page(ids: RecordKey[]): Promise<Api[]> {
    const generation = this.generation;
    const answers = await Promise.all(
      ids.map(async (id) => {
        const cached = this.answers.get(id);
        if (cached) return cached;
        const doc = await this.model().findOne(this.keyFilter(id));
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
    this.tagSets = new Map();
    this.tagNames = new Map();
    const rows: Row[] = [];
    for await (const doc of this.model().find({}, this.projection).lean<Doc[]>().cursor({ batchSize: 1000 })) rows.push(this.shape(this.toRow(doc as Doc)));
    this.rows = new Map();
    this.byTag = new Map();
    this.slots = [];
    this.freeSlots = [];
    this.text.clear();
    // In order, newest first, so the text index lists candidates mostly in the order pages need.
    rows.sort(newestFirst);
    for (const row of rows) this.rows.set(row.id, this.place(row));
    this.text.trim();
    this.order = rows;
    for (const row of this.order) for (const tag of row.tags) this.tagList(tag).push(row);
    this.seen = seen;
    this.built = true;
    this.generation += 1;
    this.answers.clear();
    logger().info({ view: this.stream, records: this.rows.size, ms: Date.now() - started }, 'list view built');
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
    const docs = await Promise.all(ids.map((id) => this.model().findOne(this.keyFilter(id), this.projection).lean<Doc>()));
    this.generation += 1;
    ids.forEach((id, i) => this.apply(id, docs[i] as Doc | null));
  }

  /** The record's row as it is now (none when it is gone); its cached answer is dropped. */
  private apply(id: RecordKey, doc: Doc | null): void {
    this.answers.delete(id);
    this.remove(id);
    if (!doc) return;
    const row = this.place(this.shape(this.toRow(doc)));
    this.rows.set(row.id, row);
    this.order.splice(position(this.order, row), 0, row);
    for (const tag of row.tags) {
      const list = this.tagList(tag);
      list.splice(position(list, row), 0, row);
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
    this.slots[row.slot] = undefined;
    this.freeSlots.push(row.slot);
    if (this.text.remove(row.search)) this.reindexText();
  }

  /** A row for these facts, not yet in the index (see `place`). */
  private shape({ id, at, tags, text, deadline }: ViewRow): Row {
    // Rows with the same tags share one list of them (most rows of a view have one of a few).
    const key = tags.join('\n');
    let shared = this.tagSets.get(key);
    if (!shared) this.tagSets.set(key, (shared = Object.freeze(tags.map((tag) => this.tagName(tag)))));
    return { id, at, tags: shared, search: text.join(' '), deadline, slot: -1 };
  }

  /** Gives the row a slot and adds its text to the index. */
  private place(row: Row): Row {
    row.slot = this.freeSlots.pop() ?? this.slots.length;
    this.slots[row.slot] = row;
    this.text.add(row.slot, row.search);
    return row;
  }

  /** One copy of each tag's string, however many rows carry it. */
  private tagName(tag: string): string {
    let name = this.tagNames.get(tag);
    if (name === undefined) this.tagNames.set(tag, (name = tag));
    return name;
  }

  private tagList(tag: string): Row[] {
    let list = this.byTag.get(tag);
    if (!list) this.byTag.set(tag, (list = []));
    return list;
  }

  private reindexText(): void {
    this.text.clear();
    for (const row of this.order) this.text.add(row.slot, row.search);
    this.text.trim();
  }

  private nextVisit(): number {
    if (this.visited.length < this.slots.length) this.visited = new Uint32Array(Math.max(1024, this.slots.length * 2));
    this.visit += 1;
    if (this.visit === 0xffffffff) {
      this.visited.fill(0);
      this.visit = 1;
    }
    return this.visit;
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
