/**
 * The scale benchmark's measures besides single requests: throughput under load, the API's memory
 * and a full CSV export, and the password hash's own time.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { benchTool } from './bench-tools.mjs';

const LOAD_SECONDS = 8;
const LOAD_ROUNDS = 2;
const CONNECTIONS = 16;
const AUTOCANNON_VERSION = '9.0.0';
export const THROUGHPUT_LIMITS = { userRps: 1000, userShareOfHealth: 0.4 };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Requests per second with CONNECTIONS keep-alive connections for LOAD_SECONDS (autocannon: a load
 * generator that leaves the cores to the API rather than measuring its own client). The anonymous
 * and signed-in requests alternate, LOAD_ROUNDS times each, in the same run; the mean is kept.
 */
export async function throughput(base, cookie) {
  const autocannon = benchTool('autocannon', AUTOCANNON_VERSION);
  const load = async (url, headers) => {
    const result = await autocannon({ url: base + url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
    if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    return Math.round(result.requests.average);
  };
  const rounds = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) rounds.push({ healthRps: await load('/api/health', {}), userRps: await load('/api/user', { cookie }) });
  const mean = (key) => Math.round(rounds.reduce((sum, r) => sum + r[key], 0) / rounds.length);
  const healthRps = mean('healthRps');
  const userRps = mean('userRps');
  const userShareOfHealth = +(userRps / healthRps).toFixed(2);
  const withinLimits = userRps >= THROUGHPUT_LIMITS.userRps && userShareOfHealth >= THROUGHPUT_LIMITS.userShareOfHealth;
  return { healthRps, userRps, userShareOfHealth, withinLimits, rounds, connections: CONNECTIONS, secondsEach: LOAD_SECONDS, tool: `autocannon ${AUTOCANNON_VERSION}` };
}

export const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/** The whole quote list as CSV (streamed): time, rows, size, and the API process's memory before and at its peak. */
export function exportAll(base, cookie, pid) {
  return new Promise((resolve, reject) => {
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);
    const t0 = performance.now();
    let bytes = 0;
    let lines = 0;
    http
      .get(`${base}/api/admin/quotes/export`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export: HTTP ${res.statusCode}`));
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines += 1;
        });
        res.on('end', () => {
          clearInterval(sampler);
          resolve({ seconds: +((performance.now() - t0) / 1000).toFixed(1), lines, megabytes: +(bytes / 1e6).toFixed(1), rssBeforeMb, rssPeakMb });
        });
      })
      .on('error', reject);
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

