import fs from 'node:fs';
import { URI_FILE } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __freightTestDb?: { stop(): Promise<void>; dataDir: string } }).__freightTestDb;
  if (!db) return;
  // Both API projects share the one database; the first teardown stops it.
  delete (globalThis as { __freightTestDb?: unknown }).__freightTestDb;
  await db.stop();
  fs.rmSync(db.dataDir, { recursive: true, force: true });
  fs.rmSync(URI_FILE(process.pid), { force: true });
}
