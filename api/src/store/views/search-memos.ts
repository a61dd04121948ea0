import { Lru } from '../../core/lru';
import { insertSorted, removeSorted, type OrderedRow } from './view-order';

export interface SearchableRow extends OrderedRow {
  tags: readonly string[];
  search: string;
}

interface Memo<R> {
  tags: string[];
  words: string[];
  /** Every match, in view order. */
  rows: R[];
}

const MEMOS = 32;

export const matches = (row: SearchableRow, tags: readonly string[], words: readonly string[]): boolean =>
  tags.every((tag) => row.tags.includes(tag)) && words.every((word) => row.search.includes(` ${word}`));

/**
 * The matches of the latest searches of a list view, in view order, maintained with every change
 * of a row (each memo tests the row as a search would), so a search asked again (the next page,
 * the list opened again) answers its page and its exact total without testing its matches again.
 */
export class SearchMemos<R extends SearchableRow> {
  private memos = new Lru<string, Memo<R>>(MEMOS);

  private static key(tags: readonly string[], words: readonly string[]): string {
    return `${[...tags].sort().join('\n')}\t${words.join(' ')}`;
  }

  get(tags: readonly string[], words: readonly string[]): R[] | undefined {
    return this.memos.get(SearchMemos.key(tags, words))?.rows;
  }

  /** Keeps `rows` (every match, in view order) as the answer to this search. */
  set(tags: readonly string[], words: readonly string[], rows: R[]): void {
    this.memos.set(SearchMemos.key(tags, words), { tags: [...tags], words: [...words], rows });
  }

  added(row: R): void {
    this.memos.forEach((memo) => {
      if (matches(row, memo.tags, memo.words)) insertSorted(memo.rows, row);
    });
  }

  removed(row: R): void {
    this.memos.forEach((memo) => removeSorted(memo.rows, row));
  }

  clear(): void {
    this.memos.clear();
  }
}
