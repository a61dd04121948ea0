import fs from 'node:fs';

/**
 * Reads a text file through `parse`, again only when the file changes: a redeployed build is seen
 * without a restart, and otherwise a read is one stat. A missing file, or one `parse` throws on
 * (half-written or malformed), is `undefined` until it changes again.
 */
export function watchedFile<T>(parse: (text: string, file: string) => T): (file: string) => T | undefined {
  const cache = new Map<string, { mtimeMs: number; value: T | undefined }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: T | undefined;
    try {
      value = parse(fs.readFileSync(file, 'utf8'), file);
    } catch {
      value = undefined;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** A JSON file, read through `parse` with `watchedFile`. */
export const watchedJson = <T>(parse: (json: unknown) => T) => watchedFile((text) => parse(JSON.parse(text)));
