/**
 * `npm run test:postgres`: the API integration tests on FerretDB's PostgreSQL backend, the
 * second engine of DESIGN §5. Creates a fresh PostgreSQL database, runs `jest --selectProjects api`
 * with FERRETDB_HANDLER=postgresql and FERRETDB_POSTGRESQL_URL pointing at it, then drops it.
 *
 * The server comes from TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432, trust
 * auth); extra arguments go to Jest, e.g. `npm run test:postgres -- api/src/modules/quotes`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { checkNode, ensureDatabaseEngine } from './lib/setup.mjs';
import { step, ok, fail } from './lib/log.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/paths.mjs';

const server = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432');
const database = `freight_test_${process.pid}_${randomBytes(3).toString('hex')}`;
const urlFor = (name) => Object.assign(new URL(server.href), { pathname: `/${name}` }).href;

/** One SQL statement through psql against the server's maintenance database. */
const psql = (sql) => run('psql', [urlFor('postgres'), '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { quiet: true });

checkNode();
if ((await run('sh', ['-c', 'command -v psql >/dev/null'])) !== 0) {
  fail('psql is missing. Install the PostgreSQL client (sudo apt-get install -y postgresql-client) and start a PostgreSQL server.');
  process.exit(1);
}
await ensureDatabaseEngine();

step(`Creating PostgreSQL database ${database} on ${server.host}...`);
if ((await psql(`CREATE DATABASE "${database}"`)) !== 0) {
  fail(`Could not create a database on ${server.href} (is PostgreSQL running? set TEST_POSTGRES_URL to another server).`);
  process.exit(1);
}

let dropped = false;
async function dropDatabase() {
  if (dropped) return;
  dropped = true;
  // FORCE (PostgreSQL 13+) ends FerretDB connections a crashed run may have left behind.
  if ((await psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)) !== 0) fail(`Could not drop database ${database}; drop it by hand.`);
  else ok(`Dropped database ${database}`);
}
// Ctrl-C reaches Jest too (same process group); wait for it to stop, then clean up.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});

step('Jest (api project) on FerretDB with the PostgreSQL backend...');
const env = { FERRETDB_HANDLER: 'postgresql', FERRETDB_POSTGRESQL_URL: urlFor(database), TEST_MONGODB_URI: '' };
const code = await run(path.join(ROOT, 'node_modules/.bin/jest'), [...process.argv.slice(2), '--selectProjects', 'api'], { env });
await dropDatabase();
if (code === 0) ok('API tests passed on the PostgreSQL backend');
else fail('API tests failed on the PostgreSQL backend');
process.exit(code);
