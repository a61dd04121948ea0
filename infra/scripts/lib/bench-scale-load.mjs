/**
 * The scale benchmark's measures besides single requests: throughput under load, a full CSV
 * export (time to its first byte and to its end, with the API's and the engine's memory and CPU
 * meanwhile), and the password hash's own time.
 */
import http from 'node:http';
import { watchProcess } from './bench-proc.mjs';
import { benchTool } from './bench-tools.mjs';

const LOAD_SECONDS = 8;
const LOAD_ROUNDS = 2;
const CONNECTIONS = 16;
const AUTOCANNON_VERSION = '9.0.0';
export const THROUGHPUT_LIMITS = { userRps: 1000 };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Requests per second with CONNECTIONS keep-alive connections for LOAD_SECONDS (autocannon: a load
 * generator that leaves the cores to the API rather than measuring its own client). The anonymous
 * `/api/health` and the signed-in `/api/user` alternate, LOAD_ROUNDS times each, in the same run;
 * the mean is kept. The limit is on the signed-in request; health is the yardstick beside it.
 */
export async function throughput(base, cookie) {
  const autocannon = benchTool('autocannon', AUTOCANNON_VERSION);
  const load = async (url, headers) => {
    const result = await autocannon({ url: base + url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
    if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    return { rps: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99 };
  };
  const rounds = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) rounds.push({ health: await load('/api/health', {}), user: await load('/api/user', { cookie }) });
  const mean = (key) => Math.round(rounds.reduce((sum, r) => sum + r[key].rps, 0) / rounds.length);
  const healthRps = mean('health');
  const userRps = mean('user');
  return {
    userRps,
    healthRps,
    userShareOfHealth: +(userRps / healthRps).toFixed(2),
    withinLimits: userRps >= THROUGHPUT_LIMITS.userRps,
    rounds,
    connections: CONNECTIONS,
    secondsEach: LOAD_SECONDS,
    tool: `autocannon ${AUTOCANNON_VERSION}`,
  };
}

/**
 * The whole quote list as CSV (`GET /api/admin/quotes/export`, streamed from a cursor): the time
 * to the answer's headers, to its first byte of body, to its first quote's row and to its end, its lines (the header
 * and a row a quote) and size, and, while
 * it ran, the API's and the engine's resident memory (now and peak) and CPU seconds.
 */
export function exportAll(base, cookie, { apiPid, enginePid }) {
  const api = watchProcess(apiPid);
  const engine = watchProcess(enginePid);
  const t0 = performance.now();
  const since = () => +((performance.now() - t0) / 1000).toFixed(2);
  return new Promise((resolve, reject) => {
    let headersSeconds;
    let firstByteSeconds;
    let firstRowSeconds;
    let bytes = 0;
    let lines = 0;
    const done = (error, result) => {
      api.stop();
      engine.stop();
      if (error) reject(error);
      else resolve(result);
    };
    http
      .get(`${base}/api/admin/quotes/export`, { headers: { cookie } }, (res) => {
        headersSeconds = since();
        if (res.statusCode !== 200) return done(new Error(`export: HTTP ${res.statusCode}`));
        res.on('data', (chunk) => {
          firstByteSeconds ??= since();
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines += 1;
          // The header line, then the first quote's.
          if (lines >= 2) firstRowSeconds ??= since();
        });
        res.on('error', done);
        res.on('end', () => {
          const seconds = since();
          done(null, { headersSeconds, firstByteSeconds, firstRowSeconds, seconds, lines, megabytes: +(bytes / 1e6).toFixed(1), api: api.read(), engine: engine.read() });
        });
        return undefined;
      })
      .on('error', done);
  });
}

export async function passwordHashMs() {
  const { scrypt, randomBytes } = await import('node:crypto');
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    await new Promise((resolve, reject) =>
      scrypt('password', randomBytes(16), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 * 128 * 2 ** 17 * 8 }, (e) => (e ? reject(e) : resolve())),
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return +percentile(times, 50).toFixed(0);
}
