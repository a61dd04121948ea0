'use strict';
/**
 * Gives the API and the tests a MongoDB URI: MONGODB_URI, a local mongod, or the embedded FerretDB
 * (built once from infra/ferretdb). CommonJS so Jest, the .mjs scripts and the API can all load it.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const ENGINE_SOURCE = path.join(REPO_ROOT, 'infra', 'ferretdb');
/** The build is named after its source (tests aside), so a changed engine (infra/ferretdb) is built again. */
function sourceStamp() {
  const hash = require('node:crypto').createHash('sha256');
  for (const name of fs.readdirSync(ENGINE_SOURCE).filter((f) => /\.(go|mod|sum)$/.test(f) && !f.endsWith('_test.go')).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(ENGINE_SOURCE, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
const ENGINE_PATH = path.join(os.homedir(), '.cache', 'freight', 'bin', `ferretdb-embedded-${sourceStamp()}`);
const READY_TIMEOUT_MS = 30_000;

function onPath(command) {
  const probe = spawnSync(command, ['--version'], { stdio: 'ignore' });
  return !probe.error;
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds the FerretDB binary on first use; returns its path. */
async function ensureEngine() {
  if (fs.existsSync(ENGINE_PATH)) return ENGINE_PATH;
  if (!onPath('go')) {
    throw new Error(
      'The embedded database (FerretDB) must be built once, and that needs Go 1.22 or newer. ' +
        'Install Go from https://go.dev/dl/ and try again, or set MONGODB_URI to an existing MongoDB.',
    );
  }
  process.stderr.write('Building the embedded database engine (FerretDB v1) - first run only, this can take a few minutes...\n');
  fs.mkdirSync(path.dirname(ENGINE_PATH), { recursive: true });
  // Build to a private name and rename, so a concurrent run never starts a half-written binary.
  const partial = `${ENGINE_PATH}.${process.pid}.partial`;
  await run('go', ['build', '-o', partial, '.'], { cwd: ENGINE_SOURCE });
  fs.renameSync(partial, ENGINE_PATH);
  process.stderr.write('Database engine ready.\n');
  return ENGINE_PATH;
}

/** Whether `port` (0: any) can be listened on now; the port it got, or null. */
function tryPort(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.on('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: got } = server.address();
      server.close(() => resolve(got));
    });
  });
}

/**
 * A port to listen on. Picked below Linux's ephemeral range (32768 and up), where the system also
 * takes the local ports of outgoing connections (each database client opens several), so a port
 * picked here is not taken by a connection before the server binds it.
 */
async function freePort() {
  for (let i = 0; i < 20; i += 1) {
    const port = await tryPort(20_000 + Math.floor(Math.random() * 12_000));
    if (port) return port;
  }
  return tryPort(0);
}

function acceptsConnections(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts `command`, resolves once `port` accepts connections; fails with the child's last words if it dies. */
async function spawnServer(name, command, args, port) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const spawnError = new Promise((resolve) => child.once('error', resolve));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ready = false;
  while (!ready) {
    const early = await Promise.race([exited, spawnError, new Promise((r) => setTimeout(() => r(null), 100))]);
    if (early) throw new Error(`${name} stopped before it was ready (${JSON.stringify(early)}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not accept connections on port ${port} within ${READY_TIMEOUT_MS / 1000}s:\n${output}`);
    }
    // The port answering is not enough: it may be another process's while ours fails to bind it.
    ready = (await acceptsConnections(port)) && (await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 50))])) === null;
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };
  return { child, stop, exited };
}

/**
 * A port picked by freePort() is free when picked, not when the server binds it: another process
 * (a parallel test worker) may take it in between. With no port asked for, a start that finds its
 * port taken tries again on another one.
 */
async function onFreePort(port, start) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(port || (await freePort()));
    } catch (error) {
      if (port || attempt >= 5 || !/address already in use/i.test(error.message)) throw error;
    }
  }
}

/** Starts FerretDB on loopback; `uri` has no database name (callers add their own). */
function startDatabase(options = {}) {
  return onFreePort(options.port, (listenPort) => startDatabaseOn({ ...options, listenPort }));
}

/**
 * How the SQLite backend syncs its write-ahead log. `normal` (the default, as Rails and Litestream
 * run SQLite in production): a commit is durable once written to the log, and the log is flushed
 * to disk at each checkpoint and by the kernel within seconds; a crash or kill of the database or
 * the API loses nothing, a power cut or kernel crash may lose the last seconds of writes, never
 * the database's consistency. The window is of the kind MongoDB's own default write concern has
 * (acknowledged before the journal is flushed, every 100 ms). `full`: every commit waits for the
 * disk, which costs the engine 2.5 times its write throughput under concurrent load.
 */
const SQLITE_SYNC_MODES = ['normal', 'full'];
function sqliteSync(mode = process.env.FERRETDB_SQLITE_SYNC || 'normal') {
  if (!SQLITE_SYNC_MODES.includes(mode)) {
    throw new Error(`startDatabase: FERRETDB_SQLITE_SYNC must be one of ${SQLITE_SYNC_MODES.join(', ')}, not "${mode}"`);
  }
  return mode;
}

async function startDatabaseOn({ dataDir, listenPort, sync, logForwarded = process.env.FERRETDB_LOG_FORWARDED === 'true' }) {
  const engine = await ensureEngine();
  if (!dataDir) throw new Error('startDatabase: dataDir is required');
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const args = ['-listen-addr', `127.0.0.1:${listenPort}`, '-log-level', 'warn', '-sqlite-url', `file:${dir}/?_pragma=synchronous(${sqliteSync(sync)})`];
  // Each query shape the index front hands to FerretDB unserved (a missing index), logged once.
  if (logForwarded) args.push('-log-forwarded');
  const { child, stop, exited } = await spawnServer('FerretDB', engine, args, listenPort);
  return { uri: `mongodb://127.0.0.1:${listenPort}/`, port: listenPort, stop, pid: child.pid, exited };
}

function startMongod({ dataDir, port }) {
  fs.mkdirSync(dataDir, { recursive: true });
  return onFreePort(port, async (listenPort) => {
    const args = ['--dbpath', dataDir, '--bind_ip', '127.0.0.1', '--port', String(listenPort), '--quiet'];
    const { child, stop, exited } = await spawnServer('mongod', 'mongod', args, listenPort);
    return { uri: `mongodb://127.0.0.1:${listenPort}/`, port: listenPort, stop, pid: child.pid, exited };
  });
}

/**
 * How to start the local database for this environment, or null when MONGODB_URI names one:
 * a local mongod when installed, else FerretDB (data under `dataRoot`). The starter takes an
 * optional port, so a supervisor can restart the database where the API expects it.
 */
function localDatabase({ env = process.env, dataRoot = path.join(REPO_ROOT, 'data') } = {}) {
  if (env.MONGODB_URI) return null;
  if (onPath('mongod')) return { engine: 'mongod', start: (port) => startMongod({ dataDir: path.join(dataRoot, 'mongod'), port }) };
  return {
    engine: 'ferretdb',
    start: (port) =>
      startDatabase({
        dataDir: path.join(dataRoot, 'ferretdb'),
        port,
        sync: env.FERRETDB_SQLITE_SYNC || undefined,
      }),
  };
}

/**
 * The database the app should use: MONGODB_URI when set, else a local mongod, else FerretDB
 * (data under <repo>/data). Resolves to { uri, engine, stop }; stop() ends what was started.
 */
async function resolveMongoUri({ env = process.env, dataRoot = path.join(REPO_ROOT, 'data'), dbName = 'freight' } = {}) {
  const local = localDatabase({ env, dataRoot });
  if (!local) return { uri: env.MONGODB_URI, engine: 'external', stop: async () => {} };
  const started = await local.start();
  return { uri: `${started.uri}${dbName}`, engine: local.engine, stop: started.stop };
}

module.exports = { ensureEngine, startDatabase, localDatabase, resolveMongoUri, freePort, ENGINE_PATH, REPO_ROOT };
