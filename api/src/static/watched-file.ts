import fs from 'node:fs';

/**
 * Reads a JSON file through `parse`, again only when the file changes: a redeployed build is seen without
 * a restart, and otherwise a read is one stat. A missing or unreadable file is `undefined` (and logged
 * by the caller's `parse` only when it throws on content).
 */
export function watchedJson<T>(parse: (json: unknown) => T): (file: string) => T | undefined {
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
      value = parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // Half-written or malformed: treated as absent until it changes again.
      value = undefined;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}
