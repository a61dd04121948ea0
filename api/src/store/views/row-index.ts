import type { RecordKey } from './change-log';
import { SearchMemos, matches, type SearchableRow } from './search-memos';
import { TextIndex } from './text-index';
import { before, insertSorted, newestFirst, removeSorted } from './view-order';

/**
 * What a list needs to know about one record: its place in the order (newest first: `at`, then
 * `id`), the tags it can be filtered by (`status:approved`, `user:17`) and the words a search
 * looks in (store/search-keys: lower-case, letters and digits).
 */
export interface ViewRow {
  id: RecordKey;
  at: number;
  tags: string[];
  words: string[];
  /** A time the row's state changes by itself (an offer's end), in ms; only rows that have one can be filtered by it. */
  deadline?: number;
}

export interface ViewQuery {
  /** Only rows with every one of these tags. */
  tags?: string[];
  /** Only rows whose deadline has (or has not) passed at `now`. */
  deadline?: { now: number; passed: boolean };
  /** Every word must begin one of the row's words (store/search-keys). */
  words?: string[];
  offset: number;
  limit: number;
}

/**
 * A row as the index keeps it: its words in one string, each after a space (a search word, which
 * has no spaces, begins one of them exactly when ' ' + word occurs in it), tags shared between
 * rows that have the same ones, and the row's slot in the text index.
 */
export interface Row extends SearchableRow {
  deadline: number | undefined;
  slot: number;
}

/** The first `count` rows of `rows` in view order, without sorting all of them (they mostly come newest first). */
function firstInOrder(rows: Row[], count: number): Row[] {
  if (count * 8 > rows.length) return rows.sort(newestFirst).slice(0, count);
  const top: Row[] = [];
  for (const row of rows) {
    if (top.length === count && !before(row, top[count - 1])) continue;
    insertSorted(top, row);
    if (top.length > count) top.pop();
  }
  return top;
}

/** How many of the ascending `sorted` are at most `value` (a binary search). */
function atMost(sorted: number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const page = (rows: Row[], offset: number, limit: number) => ({ ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length });

/**
 * The rows of one list view in memory: in view order, per tag, and in a trigram index of their text
 * (core/text-index), with the matches of the latest searches (core/search-memos). A page, a count
 * or a search costs what the page or the matches cost, not the collection.
 */
export class RowIndex {
  private rows = new Map<RecordKey, Row>();
  private order: Row[] = [];
  private byTag = new Map<string, Row[]>();
  private slots: (Row | undefined)[] = [];
  private freeSlots: number[] = [];
  private text = new TextIndex();
  private searches = new SearchMemos<Row>();
  private tagSets = new Map<string, readonly string[]>();
  /** Per tag ('' for every row), the deadlines of its rows that have one, ascending: a deadline count is a binary search. */
  private deadlines = new Map<string, number[]>();
  private tagNames = new Map<string, string>();
  /** Per slot, the query that last visited it (repeated or stale index entries are visited once). */
  private visited = new Uint32Array(0);
  private visit = 0;

  get size(): number {
    return this.order.length;
  }

  count(tag?: string): number {
    return tag ? (this.byTag.get(tag)?.length ?? 0) : this.order.length;
  }

  /** A row for these facts, not yet in the index (`fill` or `put` places it). */
  shape({ id, at, tags, words, deadline }: ViewRow): Row {
    // Rows with the same tags share one list of them (most rows of a view have one of a few).
    const key = tags.join('\n');
    let shared = this.tagSets.get(key);
    if (!shared) this.tagSets.set(key, (shared = Object.freeze(tags.map((tag) => this.tagName(tag)))));
    return { id, at, tags: shared, search: words.length ? ` ${words.join(' ')}` : '', deadline, slot: -1 };
  }

  /** Fills an empty index with every row at once (a build). */
  fill(rows: Row[]): void {
    // In order, newest first, so the text index lists candidates mostly in the order pages need.
    rows.sort(newestFirst);
    for (const row of rows) {
      this.rows.set(row.id, row);
      this.place(row);
      for (const tag of row.tags) this.tagList(tag).push(row);
      if (row.deadline !== undefined) for (const tag of ['', ...row.tags]) this.deadlineList(tag).push(row.deadline);
    }
    for (const list of this.deadlines.values()) list.sort((a, b) => a - b);
    this.order = rows;
    this.text.trim();
  }

  /** The record's row as it is now. */
  put(fact: ViewRow): void {
    this.remove(fact.id);
    const row = this.place(this.shape(fact));
    this.rows.set(row.id, row);
    insertSorted(this.order, row);
    for (const tag of row.tags) insertSorted(this.tagList(tag), row);
    const deadline = row.deadline;
    if (deadline !== undefined) {
      for (const tag of ['', ...row.tags]) {
        const list = this.deadlineList(tag);
        list.splice(atMost(list, deadline), 0, deadline);
      }
    }
    this.searches.added(row);
  }

  remove(id: RecordKey): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    removeSorted(this.order, row);
    for (const tag of row.tags) {
      const list = this.byTag.get(tag);
      if (list) removeSorted(list, row);
    }
    const deadline = row.deadline;
    if (deadline !== undefined) {
      for (const tag of ['', ...row.tags]) {
        const list = this.deadlines.get(tag);
        const last: number = list ? atMost(list, deadline) - 1 : -1;
        if (list && last >= 0 && list[last] === deadline) list.splice(last, 1);
      }
    }
    this.searches.removed(row);
    this.slots[row.slot] = undefined;
    this.freeSlots.push(row.slot);
    if (this.text.remove(row.search)) this.reindexText();
  }

  /** The ids of one page, newest first, and how many match in all. */
  query({ tags = [], words = [], deadline, offset, limit }: ViewQuery): { ids: RecordKey[]; total: number } {
    // A search without a deadline is kept with its matches (a deadline's answer changes by itself).
    const remembered = words.length > 0 && !deadline;
    const known = remembered ? this.searches.get(tags, words) : undefined;
    if (known) return page(known, offset, limit);
    const lists = tags.map((tag) => this.byTag.get(tag) ?? []).sort((a, b) => a.length - b.length);
    const ordered = lists[0] ?? this.order;
    const candidates = words.length ? this.text.candidates(words) : undefined;
    const test = (row: Row) =>
      matches(row, tags, words) && (!deadline || (row.deadline !== undefined && row.deadline <= deadline.now === deadline.passed));

    // One tag (or none) and a deadline: the total from the tag's sorted deadlines, the page's rows
    // from the tag's order, stopping once the page is full (the overview's count reads no row).
    if (deadline && !words.length && tags.length <= 1) {
      const sorted = this.deadlines.get(tags[0] ?? '') ?? [];
      const passed = atMost(sorted, deadline.now);
      const total = deadline.passed ? passed : sorted.length - passed;
      const ids: RecordKey[] = [];
      if (limit > 0 && offset < total) {
        let skipped = 0;
        for (const row of ordered) {
          if (!test(row)) continue;
          if (skipped < offset) skipped += 1;
          else if (ids.push(row.id) === limit) break;
        }
      }
      return { ids, total };
    }
    // Rows already in order (all, or a tag's), unless the search's candidates are fewer.
    if (!candidates || candidates.size >= ordered.length) {
      const rows = tags.length > 1 || deadline || words.length ? ordered.filter(test) : ordered;
      if (remembered) this.searches.set(tags, words, rows);
      return page(rows, offset, limit);
    }
    const found: Row[] = [];
    const visit = this.nextVisit();
    for (let i = 0; i < candidates.size; i += 1) {
      const slot = candidates.data[i];
      const row = this.slots[slot];
      if (!row || this.visited[slot] === visit) continue;
      this.visited[slot] = visit;
      if (test(row)) found.push(row);
    }
    if (!remembered) return { ids: firstInOrder(found, offset + limit).slice(offset).map((row) => row.id), total: found.length };
    // The candidates come mostly in order already, so this sort is close to one pass.
    found.sort(newestFirst);
    this.searches.set(tags, words, found);
    return page(found, offset, limit);
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

  private deadlineList(tag: string): number[] {
    let list = this.deadlines.get(tag);
    if (!list) this.deadlines.set(tag, (list = []));
    return list;
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
