/**
 * Sizes and time caps of the traffic bench (`npm run bench -- --traffic`). Each setting is read
 * from a flag (`--traffic-<name>=<value>`), else from the environment (`BENCH_TRAFFIC_<NAME>`),
 * else from the preset: the issue's full run, or `--quick` (200 → 1,000 quotes, a couple of
 * minutes) for trying the bench out.
 */

/** The issue's run: 1,000 → 10,000 stored quotes, bands of 1,000, stopped at 25 minutes if it has not finished. */
const FULL = {
  from: 1_000,
  to: 10_000,
  band: 1_000,
  connections: 16,
  // Load first, then the mail queue's drain; together the issue's ~25 minute cap.
  loadCapMinutes: 20,
  drainCapMinutes: 5,
  // The limit is 30 s after the queue empties; watching twice as long shows a near miss.
  idleWatchSeconds: 60,
  // Accounts beside the quotes (the scale bench's 10,000-quote step has 2,000), so quotes name real customers.
  seedUsers: 2_000,
  restartTimeoutSeconds: 60,
  port: 4183,
};

const QUICK = { ...FULL, from: 200, to: 1_000, band: 200, loadCapMinutes: 0.6, drainCapMinutes: 0.4, idleWatchSeconds: 35, seedUsers: 1_100, restartTimeoutSeconds: 30 };

const envName = (key) => `BENCH_TRAFFIC_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
const flagName = (key) => `--traffic-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function flagValue(argv, key) {
  const prefix = `${flagName(key)}=`;
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** The settings for this run, every value a positive number (a typo stops the bench before it starts). */
export function trafficSettings(argv = process.argv, env = process.env) {
  const preset = argv.includes('--quick') ? QUICK : FULL;
  const settings = { preset: preset === QUICK ? 'quick' : 'full' };
  for (const [key, fallback] of Object.entries(preset)) {
    const raw = flagValue(argv, key) ?? env[envName(key)];
    const value = raw === undefined ? fallback : Number(raw);
    if (!(value > 0)) throw new Error(`bench: ${flagName(key)} / ${envName(key)} must be a positive number (got ${raw})`);
    settings[key] = value;
  }
  if (settings.to <= settings.from) throw new Error(`bench: the traffic run must grow the quotes (from ${settings.from} to ${settings.to})`);
  if (settings.preset === 'full' && (settings.from !== FULL.from || settings.to !== FULL.to)) settings.preset = 'custom';
  return settings;
}

