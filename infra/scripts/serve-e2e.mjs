/**
 * The server the browser tests drive: the built site in demo mode on E2E_PORT, backed by a fresh
 * FerretDB in a temporary directory so every run starts from the same seeded data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { serveBuiltSite } from './lib/serve.mjs';

const require = createRequire(import.meta.url);
const { startDatabase } = require(path.join(ROOT, 'infra/db/launcher.cjs'));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freight-e2e-'));
const db = await startDatabase({ dataDir });
const code = await serveBuiltSite({
  PORT: process.env.E2E_PORT ?? '4173',
  MONGODB_URI: `${db.uri}freight_e2e`,
  NODE_ENV: 'development',
  DEMO_MODE: 'true',
  LOG_LEVEL: 'warn',
  // Every browser test signs in from 127.0.0.1; the limits themselves are covered by API tests.
  RATE_LIMIT_LOGIN_IP: '100000',
  RATE_LIMIT_LOGIN_PAIR: '100000',
  RATE_LIMIT_LOGIN_USERNAME: '100000',
  LOGIN_DELAY_AFTER: '100000',
  RATE_LIMIT_REGISTER_IP: '100000',
  RATE_LIMIT_QUOTE_IP: '100000',
});
await db.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
