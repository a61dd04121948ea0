/**
 * Counts the records of an RFC 4180 CSV as its bytes arrive, chunk by chunk: a line break ends a
 * record unless it is inside a quoted field (where `""` is a quote, not its end). The first record
 * is the header.
 */
export function csvRecordCounter() {
  let quoted = false;
  let lines = 0;
  let pending = false;
  return {
    /** Reads one chunk of text; returns the data records seen so far (the header not counted). */
    add(text: string): number {
      for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) lines += 1;
        pending = c !== 10 || quoted;
      }
      return Math.max(0, lines - 1);
    },
    /** The data records once the text is whole (a last record without a line break counts). */
    total(): number {
      return Math.max(0, lines + (pending ? 1 : 0) - 1);
    },
  };
}

/** The file name a download answer names (Content-Disposition), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}
