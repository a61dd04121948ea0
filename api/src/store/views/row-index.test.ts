import { wordsOf } from '../search-keys';
import { RowIndex, type ViewQuery, type ViewRow } from './row-index';

/** A deterministic generator (mulberry32), so a failure can be replayed: an integer below n. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const NAMES = ['santos', 'okafor', 'kowalski', 'nguyen', 'reyes', 'ok', 'okafors', 'dos santos'];
const STATUSES = ['pending', 'approved', 'rejected'];

function fact(id: number, pick: (n: number) => number): ViewRow {
  return {
    id,
    at: pick(50),
    tags: [`status:${STATUSES[pick(3)]}`, ...(pick(2) ? [`user:${pick(4)}`] : [])],
    words: wordsOf([NAMES[pick(NAMES.length)], `${NAMES[pick(NAMES.length)]}${pick(30)}`, `mail${pick(9)}@example.com`]),
    deadline: pick(3) ? pick(100) : undefined,
  };
}

/** What a query must answer, by testing every row. */
function expected(rows: Map<number, ViewRow>, { tags = [], words = [], deadline, offset, limit }: ViewQuery) {
  const all = [...rows.values()]
    .filter((row) => tags.every((tag) => row.tags.includes(tag)))
    .filter((row) => words.every((word) => row.words.some((own) => own.startsWith(word))))
    .filter((row) => !deadline || (row.deadline !== undefined && row.deadline <= deadline.now === deadline.passed))
    .sort((a, b) => b.at - a.at || Number(b.id) - Number(a.id));
  return { ids: all.slice(offset, offset + limit).map((row) => row.id), total: all.length };
}

const QUERIES: ViewQuery[] = [
  { offset: 0, limit: 10 },
  { offset: 5, limit: 7, tags: ['status:approved'] },
  { offset: 0, limit: 10, tags: ['status:pending', 'user:1'] },
  { offset: 0, limit: 10, words: ['okafor'] },
  { offset: 3, limit: 10, words: ['santos', 'mail1'] },
  { offset: 0, limit: 50, words: ['ok'] },
  { offset: 0, limit: 10, words: ['ok', 'reyes2'] },
  { offset: 0, limit: 10, words: ['zzz'] },
  { offset: 0, limit: 10, tags: ['status:rejected'], words: ['kowal'] },
  { offset: 0, limit: 10, tags: ['user:2'], words: ['nguyen'], deadline: { now: 50, passed: true } },
  // A deadline on one tag or none: counted from the sorted deadlines, the page read until it is full.
  { offset: 0, limit: 10, tags: ['status:pending'], deadline: { now: 50, passed: true } },
  { offset: 3, limit: 5, deadline: { now: 30, passed: false } },
  { offset: 0, limit: 0, tags: ['status:approved'], deadline: { now: 70, passed: true } },
  { offset: 0, limit: 10, tags: ['user:3'], deadline: { now: 0, passed: true } },
  { offset: 400, limit: 10, tags: ['status:pending'], deadline: { now: 50, passed: true } },
];

describe('RowIndex', () => {
  it('answers every page, total and search exactly as testing every row would, through puts and removes', () => {
    const pick = random(7);
    const index = new RowIndex();
    const rows = new Map<number, ViewRow>();
    const initial = Array.from({ length: 300 }, (_, i) => fact(i + 1, pick));
    for (const row of initial) rows.set(row.id as number, row);
    index.fill(initial.map((row) => index.shape(row)));
    // Searches asked before the changes are remembered; the changes must keep them exact.
    for (const query of QUERIES) expect(index.query(query)).toEqual(expected(rows, query));
    for (let step = 0; step < 3000; step += 1) {
      const id = 1 + pick(400);
      if (pick(4) === 0) {
        index.remove(id);
        rows.delete(id);
      } else if (pick(3) === 0 && rows.has(id)) {
        // Written again unchanged (a save that changed nothing the list shows): same text, same slot.
        index.put(rows.get(id)!);
      } else {
        const row = fact(id, pick);
        index.put(row);
        rows.set(id, row);
      }
      if (step % 100 === 0) for (const query of QUERIES) expect(index.query(query)).toEqual(expected(rows, query));
      // A search not asked before: through the text index, not a remembered answer.
      if (step % 10 === 0) {
        // A word's beginning (a match), or its middle (none: searches match words from their start).
        const word = `${NAMES[pick(5)]}${pick(30)}`;
        const cold: ViewQuery = { offset: 0, limit: 5, words: [pick(2) ? word.slice(0, 3 + pick(5)) : word.slice(1)] };
        expect(index.query(cold)).toEqual(expected(rows, cold));
      }
    }
    for (const query of QUERIES) expect(index.query(query)).toEqual(expected(rows, query));
    expect(index.count()).toBe(rows.size);
    expect(index.count('status:approved')).toBe([...rows.values()].filter((row) => row.tags.includes('status:approved')).length);
  });
});
