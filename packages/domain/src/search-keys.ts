/**
 * What a list search matches: every word of the search must begin a word of one of the record's
 * fields (case-insensitive; "smi" finds Smith, "acme" finds acme-freight.com, "jane.doe@acme" finds
 * that address). Words are runs of letters and digits.
 *
 * A record stores every prefix of every word in `searchKeys` (edge n-grams, at most MAX_WORD
 * characters a word), so a search is an equality match on an indexed array that also keeps the
 * list's order.
 */
const MAX_WORD = 32;
const MAX_SEARCH_WORDS = 5;

/** The lower-case words of some fields, each cut to MAX_WORD characters. */
export function wordsOf(fields: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const field of fields) {
    for (const word of (field ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word.slice(0, MAX_WORD));
  }
  return [...words];
}

/** Every prefix of every word of the fields: what a search word is compared with. */
export function searchKeysOf(fields: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const word of wordsOf(fields)) for (let length = 1; length <= word.length; length += 1) keys.add(word.slice(0, length));
  return [...keys];
}

/**
 * The words of a search as the list compares them (at most five); null when the search has text
 * but no word in it (`.*`, `(`): taken literally, it matches nothing.
 */
export function searchWords(search: string | undefined): string[] | null {
  const words = wordsOf([search]).slice(0, MAX_SEARCH_WORDS);
  return words.length || !search?.trim() ? words : null;
}
