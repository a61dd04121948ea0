import type { RecordKey } from './change-log';

/** What a list view orders by: newest first, larger `at`, then larger `id`, comes first. */
export interface OrderedRow {
  id: RecordKey;
  at: number;
}

export const before = (a: OrderedRow, b: OrderedRow) => a.at > b.at || (a.at === b.at && a.id > b.id);
export const newestFirst = (a: OrderedRow, b: OrderedRow) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);

/** Where `row` goes in `list` (kept in view order), by binary search. */
export function position(list: OrderedRow[], row: OrderedRow): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid], row)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted<R extends OrderedRow>(list: R[], row: R): void {
  list.splice(position(list, row), 0, row);
}

export function removeSorted(list: OrderedRow[], row: OrderedRow): void {
  const at = position(list, row);
  if (list[at]?.id === row.id) list.splice(at, 1);
}
