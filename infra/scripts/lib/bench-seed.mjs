/**
 * Seeds one database through the API's own store (api/dist/seed/scale-seed.js), in a process of
 * its own: connect, `migrate()` (the indexes exist before the first record, as in the API), the
 * scale seed, disconnect. A child per database, so the benchmarks can seed two databases of one
 * engine at once (the store holds one connection per process) and keep their own memory clean.
 *
 * As a child: `node bench-seed.mjs <uri> <targets as JSON>`; prints one line, `seeded ` and JSON:
 * the seconds per collection and in all (the store's own log lines may come before it).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const SELF = fileURLToPath(import.meta.url);
/** Records per insertMany, and batches on their way at once (see scale-seed's SeedOptions). */
export const SEED_BATCH = 5_000;
export const SEED_IN_FLIGHT = 2;
const MARK = 'seeded ';

/** `{ seconds, collections: { kind: { added, seconds } } }` once `uri` holds `targets` (ScaleTargets of scale-seed). */
export function seedDatabase(uri, targets) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, uri, JSON.stringify(targets)], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(MARK));
      if (code === 0 && line) resolve(JSON.parse(line.slice(MARK.length)));
      else reject(new Error(`bench: seeding ${uri} failed (exit ${code}): ${out.slice(-2000)}`));
    });
  });
}

async function main([uri, targets]) {
  const { connectDatabase, disconnectDatabase, migrate } = require(path.join(ROOT, 'api/dist/store/index.js'));
  const { seedScale } = require(path.join(ROOT, 'api/dist/seed/scale-seed.js'));
  const t0 = performance.now();
  const collections = {};
  await connectDatabase(uri);
  await migrate();
  await seedScale(JSON.parse(targets), {
    batch: SEED_BATCH,
    inFlight: SEED_IN_FLIGHT,
    onCollection: (kind, added, seconds) => (collections[kind] = { added, seconds: +seconds.toFixed(1) }),
  });
  await disconnectDatabase();
  process.stdout.write(`${MARK}${JSON.stringify({ seconds: +((performance.now() - t0) / 1000).toFixed(1), collections })}\n`);
}

if (process.argv[1] === SELF) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
