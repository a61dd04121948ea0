import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDatabase } from '@freight/infra/db/launcher.cjs';
import { URI_FILE } from './test-database';

/**
 * One FerretDB per Jest run (random port, temp dir), shared with the workers through
 * TEST_MONGODB_URI (and a temp file). Set TEST_MONGODB_URI yourself to test against another server
 * (a MongoDB, for instance).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-test-db-'));
  const db = await startDatabase({ dataDir });
  process.env.TEST_MONGODB_URI = db.uri;
  fs.writeFileSync(URI_FILE(process.pid), db.uri);
  Object.assign(globalThis, { __freightTestDb: { stop: db.stop, dataDir } });
}
