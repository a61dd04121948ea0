/**
 * The mail queue as the traffic bench sees it: what the SMTP peer received, against what the
 * quotes the API stored owe (each new quote sends two emails: the quotes desk's alert and the
 * requester's acknowledgment), per 10-second window, with the admin overview's queued count and
 * the processes' CPU beside it; when the queue emptied, and how soon after the database was idle.
 */
const EMAILS_PER_QUOTE = 2;
export const WINDOW_SECONDS = 10;
/** Idle: the database used less than this share of one core… */
export const IDLE_CPU_PERCENT = 5;
/** …averaged over this long (one-second samples are noisy: a poll or a follower's read is a blip). */
const IDLE_SPAN_SECONDS = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => +n.toFixed(1);
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Waits until the admin overview shows no queued email, so what follows counts only its own mail. */
export async function settleMail(site, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { mail } = await site.stats();
    if (mail.queued === 0) return;
    if (performance.now() > deadline) throw new Error(`bench: ${mail.queued} emails still queued before the run; the mail worker is not sending`);
    await sleep(1000);
  }
}

/**
 * Asks the admin overview for the queue every `intervalMs` (skipping a turn while an answer is
 * late, so a slow API is not asked twice at once). `samples`: `{ at, queued, sent, failed, ms }`.
 */
export function startQueueSampler(site, intervalMs = WINDOW_SECONDS * 1000) {
  const samples = [];
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    const t0 = performance.now();
    try {
      const { mail } = await site.stats();
      samples.push({ at: performance.now(), ...mail, ms: Math.round(performance.now() - t0) });
    } catch {
      // A restart or an overloaded API: the window shows no admin figure.
    } finally {
      busy = false;
    }
  };
  void sample();
  const timer = setInterval(sample, intervalMs);
  return { samples, stop: () => clearInterval(timer) };
}

/** Emails owed by the quotes the bench had stored by `at` (counting those answered since `since`). */
const owedBy = (ledger, since, at) => EMAILS_PER_QUOTE * ledger.created.filter((q) => q.at >= since && q.at <= at).length;
const arrivedBetween = (received, since, at) => received.filter((m) => m.at >= since && m.at <= at);

/**
 * Polls until every email owed by the quotes stored since `since` has reached the SMTP peer and
 * the admin overview shows nothing queued, or until `deadline`. The queue emptied when its last
 * email arrived.
 */
export async function waitForDrain(site, ledger, since, deadline) {
  for (;;) {
    const now = performance.now();
    const owed = owedBy(ledger, since, now);
    const arrived = arrivedBetween(site.smtp.received, since, now);
    if (arrived.length >= owed) {
      // An overview that does not answer (a busy or restarting API) is asked again next turn.
      const { mail } = await site.stats().catch(() => ({ mail: {} }));
      if (mail.queued === 0) return { emptied: true, emptiedAt: arrived.at(-1)?.at ?? now, owed, delivered: arrived.length, queued: 0 };
    }
    if (now >= deadline) {
      const { mail } = await site.stats().catch(() => ({ mail: {} }));
      // At the last minute's pace, how long the rest would take (the run stops here: the cap).
      const lastMinute = arrivedBetween(site.smtp.received, now - 60_000, now).length;
      const projectedMinutesToEmpty = lastMinute ? round1((owed - arrived.length) / lastMinute) : null;
      return { emptied: false, owed, delivered: arrived.length, queued: mail.queued ?? null, failed: mail.failed ?? null, projectedMinutesToEmpty };
    }
    await sleep(1000);
  }
}

/**
 * The run per window from `since` to `until`: emails received and their rate, the quotes stored,
 * the backlog at the window's end (owed and not yet received), the admin overview's queued count
 * (its latest sample in the window) and the mean CPU of the database and of the API.
 */
export function mailWindows({ since, until, ledger, received, queueSamples, cpuSamples }) {
  const windows = [];
  for (let start = since; start < until; start += WINDOW_SECONDS * 1000) {
    const end = Math.min(until, start + WINDOW_SECONDS * 1000);
    const inWindow = (t) => t > start && t <= end;
    const seconds = (end - start) / 1000;
    const delivered = received.filter((m) => inWindow(m.at)).length;
    const cpu = cpuSamples.filter((s) => inWindow(s.at));
    const meanCpu = (name) => mean(cpu.map((s) => s[name]).filter((v) => v !== null));
    windows.push({
      fromS: Math.round((start - since) / 1000),
      toS: Math.round((end - since) / 1000),
      quotesStored: ledger.created.filter((q) => inWindow(q.at)).length,
      delivered,
      perSecond: round1(delivered / seconds),
      backlog: owedBy(ledger, since, end) - arrivedBetween(received, since, end).length,
      queuedAdmin: queueSamples.filter((s) => inWindow(s.at)).at(-1)?.queued ?? null,
      databaseCpu: meanCpu('database') === null ? null : round1(meanCpu('database')),
      apiCpu: meanCpu('api') === null ? null : round1(meanCpu('api')),
    });
  }
  return windows;
}

/** The first moment at or after `from` from which the database's CPU stayed under the idle line for IDLE_SPAN_SECONDS. */
export function idleFrom(cpuSamples, from) {
  const after = cpuSamples.filter((s) => s.at > from && s.database !== null);
  for (let i = 0; i + IDLE_SPAN_SECONDS <= after.length; i += 1) {
    const span = after.slice(i, i + IDLE_SPAN_SECONDS);
    // A sample covers the second before it: the span starts a second before its first sample.
    if (mean(span.map((s) => s.database)) < IDLE_CPU_PERCENT) return Math.max(from, span[0].at - 1000);
  }
  return undefined;
}

/**
 * Waits (at most `maxSeconds`) until neither the database nor the API has used more than
 * `percent` of a core over the last 3 s: the load starts on a quiet site, not on one still
 * starting (migrations, the index check, the first sessions) or sending the mail of a restart. Returns the seconds waited, or null if it never got quiet.
 */
export async function waitForQuiet(cpuSamples, { percent = 10, maxSeconds = 60 } = {}) {
  const t0 = performance.now();
  for (;;) {
    const recent = cpuSamples.filter((s) => s.at > t0).slice(-3);
    const quiet = (name) => recent.every((s) => s[name] !== null && s[name] < percent);
    if (recent.length === 3 && quiet('database') && quiet('api')) return round1((performance.now() - t0) / 1000);
    if (performance.now() - t0 > maxSeconds * 1000) return null;
    await sleep(500);
  }
}

/** Waits (at most `watchSeconds`) for the database to be idle after `from`; seconds from `from` to idle, or null. */
export async function waitForIdle(cpuSamples, from, watchSeconds) {
  const until = from + watchSeconds * 1000;
  for (;;) {
    const idleAt = idleFrom(cpuSamples, from);
    if (idleAt !== undefined) return round1((idleAt - from) / 1000);
    if (performance.now() >= until + IDLE_SPAN_SECONDS * 1000) return null;
    await sleep(1000);
  }
}

/** Emails received from `since` to `until`, by kind, and how many of them were a second copy. */
export function deliveries(received, since, until) {
  const mine = arrivedBetween(received, since, until);
  const byKind = {};
  for (const m of mine) byKind[m.kind] = (byKind[m.kind] ?? 0) + 1;
  return { total: mine.length, byKind, deliveredTwice: mine.length - new Set(mine.map((m) => m.id)).size };
}
