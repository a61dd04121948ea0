'use strict';
/**
 * Keeps the site up on one machine (`npm start`, the browser tests): runs the local database and
 * the API as two child processes and restarts whichever crashes, with backoff, logging each
 * restart. The database comes back on the same port and data directory, so the API's driver
 * reconnects by itself; a restarted API finds the database where it was. stop() (Ctrl-C) ends
 * both cleanly: the API first, then the database. In production a process manager does this job
 * (infra/systemd).
 */
const { spawn } = require('node:child_process');
const { localDatabase } = require('./launcher.cjs');

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 10_000;
/** A process that stayed up this long is healthy again: its next crash restarts at once. */
const STABLE_MS = 30_000;
const STOP_GRACE_MS = 10_000;

/** Restart delays: 200 ms doubling to 10 s while crashes follow each other, back to 200 ms once stable. */
function backoff() {
  let delay = FIRST_DELAY_MS;
  let startedAt = 0;
  return {
    started() {
      startedAt = Date.now();
    },
    next() {
      if (Date.now() - startedAt > STABLE_MS) delay = FIRST_DELAY_MS;
      const current = delay;
      delay = Math.min(MAX_DELAY_MS, delay * 2);
      return current;
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {{ command: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string }} options.api
 * @param {NodeJS.ProcessEnv} [options.env] decides the database (MONGODB_URI, FERRETDB_SQLITE_SYNC, ...)
 * @param {string} [options.dataRoot]
 * @param {string} [options.dbName]
 * @param {(line: string) => void} [options.log]
 */
async function supervise({ api, env = process.env, dataRoot, dbName = 'freight', log = (line) => process.stderr.write(`[supervisor] ${line}\n`) }) {
  let stopping = false;
  let database = null;
  let apiChild = null;
  let apiExited = null;
  const local = localDatabase({ env, dataRoot });

  async function startDatabase(port) {
    const waits = backoff();
    for (;;) {
      try {
        database = await local.start(port);
        waits.started();
        log(`database (${local.engine}) running, pid ${database.pid}, port ${database.port}`);
        database.exited.then(({ code, signal }) => onDatabaseExit(waits, code, signal));
        return;
      } catch (error) {
        if (stopping) return;
        const delay = waits.next();
        log(`database did not start (${error.message.split('\n')[0]}); trying again in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  async function onDatabaseExit(waits, code, signal) {
    if (stopping) return;
    const delay = waits.next();
    log(`database exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
    await sleep(delay);
    if (stopping) return;
    await startDatabase(database.port);
    if (stopping && database) await database.stop();
  }

  if (local) await startDatabase();
  const mongodbUri = local ? `${database.uri}${dbName}` : env.MONGODB_URI;

  const apiWaits = backoff();
  function startApi() {
    apiChild = spawn(api.command, api.args, {
      cwd: api.cwd,
      env: { ...process.env, ...api.env, MONGODB_URI: mongodbUri },
      stdio: 'inherit',
    });
    apiWaits.started();
    log(`API running, pid ${apiChild.pid}`);
    const child = apiChild;
    apiExited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    apiExited.then(async ({ code, signal }) => {
      if (stopping) return;
      const delay = apiWaits.next();
      log(`API exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      await sleep(delay);
      if (!stopping) startApi();
    });
  }
  startApi();

  return {
    get apiPid() {
      return apiChild?.pid;
    },
    get databasePid() {
      return database?.pid;
    },
    /** Stops the API (SIGTERM, then SIGKILL after 10 s), then the database. */
    async stop() {
      stopping = true;
      if (apiChild && apiChild.exitCode === null && apiChild.signalCode === null) {
        const killer = setTimeout(() => apiChild.kill('SIGKILL'), STOP_GRACE_MS);
        apiChild.kill('SIGTERM');
        await apiExited;
        clearTimeout(killer);
      }
      if (database) await database.stop();
    },
  };
}

module.exports = { supervise };
