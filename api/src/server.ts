import type { Server } from 'node:http';
import { resolveMongoUri } from '@freight/infra/db/launcher.cjs';
import { createApp } from './app';
import { type Config, loadConfig, startWarnings } from './config/config';
import { backgroundWritesSettled } from './core/background-writes';
import { createHttpServer } from './core/http-server';
import { configureLogger, type Logger } from './core/logger';
import { startInsuranceExpiry } from './modules/carriers/insurance-expiry';
import { startAwardLapses } from './modules/load-board/load-board.service';
import { startReceivablesReconcile } from './modules/billing-reports/receivable-totals';
import { startMail } from './modules/mail/mail-start';
import { runSeed } from './seed/seed';
import { connectDatabase, disconnectDatabase, migrate } from './store';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const log: Logger = configureLogger(config.logLevel);
  for (const warning of startWarnings(config)) log.warn(warning);
  const database = await resolveMongoUri({
    env: {
      MONGODB_URI: config.mongodbUri,
      FERRETDB_SQLITE_SYNC: config.ferretdb.sqliteSync,
    },
  });
  log.info({ engine: database.engine }, 'database ready');
  await connectDatabase(database.uri);
  await migrate();
  await runSeed(config);

  const app = createApp(config);
  const mail = await startMail(config.mail);
  let stopInsuranceExpiry = () => undefined as void;
  let stopAwardLapses = () => undefined as void;
  let stopReceivablesReconcile = () => undefined as void;
  const server = createHttpServer(app).listen(config.port, () => {
    log.info(`API listening on http://localhost:${config.port} (${config.demoMode ? 'demo mode' : 'production mode'})`);
    // Carriers' insurance: the 30-day reminders and the suspensions on the expiry date, every 5 minutes.
    stopInsuranceExpiry = startInsuranceExpiry();
    // Awards the carrier has not signed in time go back to the board, checked every minute.
    stopAwardLapses = startAwardLapses();
    // The aging report's running totals, recomputed from the invoices now and every 15 minutes.
    stopReceivablesReconcile = startReceivablesReconcile();
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await closeServer(server);
    stopInsuranceExpiry();
    stopAwardLapses();
    stopReceivablesReconcile();
    // A new quote's emails are released after its answer: before the worker stops.
    await backgroundWritesSettled();
    await mail.stop();
    await disconnectDatabase();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`The API could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
