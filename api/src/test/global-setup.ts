import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDatabase } from '@freight/infra/db/launcher.cjs';
import { URI_FILE } from './test-database';

/**
 * One FerretDB per Jest run (random port, temp dir), shared with the workers through
 * TEST_MONGODB_URI (and a temp file). Set TEST_MONGODB_URI yourself to test against another server;
 * FERRETDB_HANDLER=postgresql with FERRETDB_POSTGRESQL_URL runs the suite on FerretDB's PostgreSQL backend.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-test-db-'));
  const handler = process.env.FERRETDB_HANDLER === 'postgresql' ? 'postgresql' : 'sqlite';
  const db = await startDatabase({ dataDir, handler, postgresqlUrl: process.env.FERRETDB_POSTGRESQL_URL });
  process.env.TEST_MONGODB_URI = db.uri;
  fs.writeFileSync(URI_FILE(process.pid), db.uri);
  Object.assign(globalThis, { __freightTestDb: { stop: db.stop, dataDir } });
}
