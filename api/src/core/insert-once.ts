/** MongoDB's (and FerretDB's) duplicate-key error: a unique `_id` or index value exists already. */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number } | null)?.code === 11000;

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
