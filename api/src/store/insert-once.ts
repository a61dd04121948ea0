/** FerretDB v1 reports a unique index broken by an update as SQLite's constraint error, naming the index. */
const FERRETDB_UNIQUE_UPDATE = /UNIQUE constraint failed: index '[^']*?_([A-Za-z0-9.]+)_-?1'/;

/** MongoDB's (and FerretDB's) duplicate-key error: a unique `_id` or index value exists already. */
export const isDuplicateKey = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === 11000 || (code === 1 && FERRETDB_UNIQUE_UPDATE.test(message ?? ''));
};

/**
 * The fields of the unique index a duplicate-key error is about: MongoDB names them (`keyPattern`,
 * or the index in its message); FerretDB v1 names neither (undefined: ask the data which one clashed).
 */
export function duplicateKeyFields(error: unknown): string[] | undefined {
  if (!isDuplicateKey(error)) return [];
  const { keyPattern, message } = error as { keyPattern?: Record<string, unknown>; message?: string };
  if (keyPattern) return Object.keys(keyPattern);
  const ferret = FERRETDB_UNIQUE_UPDATE.exec(message ?? '');
  if (ferret) return [ferret[1]];
  const index = /index: (\S+)/.exec(message ?? '')?.[1];
  if (!index) return undefined;
  if (index === '_id_') return ['_id'];
  return index.split(/_-?1(?:_|$)/).filter(Boolean);
}

/**
 * Runs an insert; false when its key exists already (someone else got there first). A unique
 * insert is the one step that is atomic across processes on every engine, the embedded one too.
 */
export async function insertOnce<T>(create: () => Promise<T>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
