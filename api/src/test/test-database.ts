import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the server's URI for workers that did not inherit its environment. */
export const URI_FILE = (jestPid: number) => path.join(os.tmpdir(), `freight-jest-${jestPid}.uri`);

function serverUri(): string {
  if (process.env.TEST_MONGODB_URI) return process.env.TEST_MONGODB_URI;
  for (const pid of [process.ppid, process.pid]) {
    if (fs.existsSync(URI_FILE(pid))) return fs.readFileSync(URI_FILE(pid), 'utf8').trim();
  }
  throw new Error('No test database: run these tests through Jest (the api project starts one) or set TEST_MONGODB_URI');
}

/** A URI for a database of this test file's own, so files never see each other's data. */
export function uniqueDatabaseUri(): string {
  const url = new URL(serverUri());
  url.pathname = `/test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
  return url.toString();
}
