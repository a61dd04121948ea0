/**
 * Restart time: kill -9 the API or the database of the supervised site and time, from the kill,
 * until /api/health answers 200 again and until a public quote request is stored again (201).
 * The supervisor (infra/db/supervisor.cjs) restarts whichever process died; the bench only watches.
 */
import { postQuote, send } from './bench-http.mjs';
import { hasEnded } from './bench-proc.mjs';

export const RESTART_LIMIT_MS = 5000;
const HEALTH_EVERY_MS = 50;
const POST_EVERY_MS = 100;
/** One probe's own time-out: a restarting API may hold a connection without answering. */
const PROBE_TIMEOUT_MS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `probe` every `everyMs` (new connection each time) until `ok(answer)`; ms from `t0`, or null at `deadline`. */
async function firstSuccess(probe, ok, everyMs, t0, deadline) {
  let tries = 0;
  while (performance.now() < deadline) {
    tries += 1;
    const answer = await probe();
    if (ok(answer)) return { ms: Math.round(performance.now() - t0), tries };
    await sleep(everyMs);
  }
  return { ms: null, tries };
}

/** ms from `t0` to the supervisor's first log line after `t0` that matches `pattern`, or null. */
const loggedAfter = (site, t0, pattern) => {
  const event = site.events.find((e) => e.at > t0 && pattern.test(e.line));
  return event ? Math.round(event.at - t0) : null;
};

/**
 * Kills `which` ('api' or 'database') with SIGKILL and measures the way back. The probes start
 * once the process has really ended, so no answer from before the kill counts; the times are
 * from the kill. `nth` numbers the quote requests the probe sends (any number not used before).
 */
export async function timeRestart(site, ledger, { which, when, nth, timeoutSeconds }) {
  const pid = site.pids[which];
  const t0 = performance.now();
  process.kill(pid, 'SIGKILL');
  while (!hasEnded(pid)) await sleep(5);
  const endedAfterMs = Math.round(performance.now() - t0);
  const deadline = t0 + timeoutSeconds * 1000;
  let n = nth;
  const [health, post] = await Promise.all([
    firstSuccess(() => send(`${site.base}/api/health`, { timeoutMs: PROBE_TIMEOUT_MS }), (a) => a.status === 200, HEALTH_EVERY_MS, t0, deadline),
    firstSuccess(
      async () => {
        const answer = await postQuote(site, (n += 1), { timeoutMs: PROBE_TIMEOUT_MS });
        ledger.record(answer);
        return answer;
      },
      (a) => a.status === 201,
      POST_EVERY_MS,
      t0,
      deadline,
    ),
  ]);
  const name = which === 'api' ? 'API' : 'database';
  return {
    when,
    killed: which,
    pid,
    endedAfterMs,
    supervisorRestartedAfterMs: loggedAfter(site, t0, new RegExp(`^${name} (\\(\\w+\\) )?running`)),
    healthBackMs: health.ms,
    postBackMs: post.ms,
    postTries: post.tries,
    withinLimit: health.ms !== null && post.ms !== null && Math.max(health.ms, post.ms) <= RESTART_LIMIT_MS,
  };
}
