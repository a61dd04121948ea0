/**
 * Substring search over a list view's rows without testing every row: for each three-letter
 * sequence (trigram), the slots of the rows whose text contains it. A search word of three letters
 * or more can only occur in a row that has every one of its trigrams, so the rows of its rarest
 * trigram are the only candidates; each candidate is then tested for real, so the answer is exactly
 * that of testing every row, at a cost that follows the matches instead of the collection.
 *
 * Slots are small integers the view gives its rows and reuses. A removed row's entries stay until
 * the index is rebuilt (when they outnumber the live ones): a candidate slot is always re-tested
 * against the row it holds now, and a slot listed twice is visited once.
 */
const GRAM = 3;

class SlotList {
  data = new Int32Array(4);
  size = 0;

  /** Drops the room kept for growth (after a build, most lists stay as they are). */
  trim(): void {
    if (this.data.length > this.size) this.data = this.data.slice(0, Math.max(this.size, 1));
  }

  push(slot: number): void {
    if (this.size === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.size] = slot;
    this.size += 1;
  }
}

/** The distinct trigrams of a row's text; fields are joined by spaces, and no word spans one. */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + GRAM <= text.length; at += 1) {
    const gram = text.slice(at, at + GRAM);
    if (!gram.includes(' ')) grams.add(gram);
  }
  return grams;
}

export class TextIndex {
  private lists = new Map<string, SlotList>();
  private live = 0;
  private stale = 0;

  add(slot: number, text: string): void {
    for (const gram of gramsOf(text)) {
      let list = this.lists.get(gram);
      if (!list) this.lists.set(gram, (list = new SlotList()));
      list.push(slot);
      this.live += 1;
    }
  }

  /** Forgets `text` at its slot; true when so much is stale that the owner should rebuild the index. */
  remove(text: string): boolean {
    const count = gramsOf(text).size;
    this.live -= count;
    this.stale += count;
    return this.stale > 1024 && this.stale > this.live;
  }

  /** Frees the room lists keep for growth; call after adding many rows at once. */
  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  clear(): void {
    this.lists = new Map();
    this.live = 0;
    this.stale = 0;
  }

  /**
   * The candidate slots for rows containing every word (possibly repeated or stale), or undefined
   * when no word is long enough to use the index. An empty list means nothing can match.
   */
  candidates(words: string[]): { data: Int32Array; size: number } | undefined {
    let best: SlotList | undefined;
    for (const word of words) {
      for (let at = 0; at + GRAM <= word.length; at += 1) {
        const list = this.lists.get(word.slice(at, at + GRAM));
        if (!list) return { data: new Int32Array(0), size: 0 };
        if (!best || list.size < best.size) best = list;
      }
    }
    return best;
  }
}
