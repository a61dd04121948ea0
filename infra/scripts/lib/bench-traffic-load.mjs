/**
 * Public quote traffic: landing-page quote requests, a fixed number in flight on keep-alive
 * connections (as many browsers sending the form at once), until the stored quotes reach the
 * target or the time cap; each answer's time, kept per band of stored quotes.
 */
import http from 'node:http';
import { postQuote } from './bench-http.mjs';

/** Beyond this many failures in a row the API is not answering: the load stops rather than hammer it. */
const MAX_FAILURES_IN_A_ROW = 50;

/**
 * What the bench has had stored, whichever part of the run sent it: each 201's quote id and when
 * it was answered (its two emails are owed from then on), and the quote limiter's RateLimit
 * header on the first and the latest 201 (it counts down: the limiter runs).
 */
export function createLedger() {
  return {
    created: [],
    rateLimit: {},
    record(res) {
      if (res.status !== 201) return;
      this.created.push({ id: JSON.parse(res.text).id, at: performance.now() });
      this.rateLimit.first ??= res.headers.ratelimit;
      this.rateLimit.latest = res.headers.ratelimit;
    },
  };
}

/**
 * Sends quote requests, `connections` at a time, for the quotes numbered `stored` + 1 to `to`,
 * stopping early at `deadline` (performance.now() time) or when the API stops answering. Each
 * sample: the number of quotes stored when it was sent (`ordinal`), when it was sent, its time and status.
 */
export async function sendQuoteLoad(site, ledger, { stored, to, connections, deadline }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  let next = stored;
  let failuresInARow = 0;
  let stoppedBy = 'target reached';
  const client = async () => {
    while (next < to) {
      if (performance.now() >= deadline) stoppedBy = 'time cap';
      if (failuresInARow >= MAX_FAILURES_IN_A_ROW) stoppedBy = `${MAX_FAILURES_IN_A_ROW} failures in a row`;
      if (stoppedBy !== 'target reached') return;
      const ordinal = next;
      next += 1;
      const sentAt = performance.now();
      const res = await postQuote(site, ordinal, { agent });
      ledger.record(res);
      samples.push({ ordinal, sentAt, ms: res.ms, status: res.status });
      failuresInARow = res.status === 201 ? 0 : failuresInARow + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { samples, stoppedBy };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (n) => +n.toFixed(1);

/** p50 / p95 in ms of a list of times (null when empty). */
export function latency(times) {
  if (!times.length) return { p50ms: null, p95ms: null };
  const sorted = [...times].sort((a, b) => a - b);
  return { p50ms: round1(percentile(sorted, 50)), p95ms: round1(percentile(sorted, 95)) };
}

/**
 * The samples per band of `size` stored quotes (1,000–2,000, 2,000–3,000, …): the answers' p50
 * and p95, the failures, and how fast quotes were stored while the band filled.
 */
export function latencyBands(samples, size) {
  const byBand = new Map();
  for (const s of samples) {
    const band = Math.floor(s.ordinal / size);
    if (!byBand.has(band)) byBand.set(band, []);
    byBand.get(band).push(s);
  }
  return [...byBand.entries()]
    .sort(([a], [b]) => a - b)
    .map(([band, rows]) => {
      const created = rows.filter((s) => s.status === 201);
      const seconds = (Math.max(...rows.map((s) => s.sentAt + s.ms)) - Math.min(...rows.map((s) => s.sentAt))) / 1000;
      return {
        storedFrom: band * size,
        storedTo: band * size + size,
        requests: rows.length,
        created: created.length,
        failed: rows.length - created.length,
        ...latency(created.map((s) => s.ms)),
        maxMs: Math.round(Math.max(...rows.map((s) => s.ms))),
        seconds: round1(seconds),
        storedPerSecond: round1(created.length / seconds),
      };
    });
}
