/**
 * Issue 22's limits, checked against what the traffic bench measured. Each check is
 * `{ limit, measured, held }`, so the results file says by itself what held and what did not.
 */
import { IDLE_CPU_PERCENT, WINDOW_SECONDS } from './bench-mail-drain.mjs';
import { RESTART_LIMIT_MS } from './bench-restart.mjs';

export const LIMITS = {
  postP50Ms: 150,
  postP50Growth: 1.5,
  emailsPerSecond: 50,
  /** "Steady, not falling": the backlogged windows' last third sends at least this share of what their first third sent. */
  emailRateKept: 0.8,
  databaseIdleSeconds: 30,
  restartMs: RESTART_LIMIT_MS,
};

/** A window the sender could have spent entirely at the limit rate: it began with that much mail waiting. */
const BACKLOGGED = LIMITS.emailsPerSecond * WINDOW_SECONDS;

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (n) => n.toLocaleString('en-US');

function postChecks(t) {
  const first = t.bands[0];
  const last = t.bands.at(-1);
  const reached = t.storedAtLoadEnd >= t.settings.to;
  const notReached = reached ? '' : ` (target ${fmt(t.settings.to)} not reached: ${t.stoppedBy} at ${fmt(t.storedAtLoadEnd)})`;
  const growth = +(last.p50ms / first.p50ms).toFixed(2);
  return [
    {
      limit: `POST /api/quotes p50 <= ${LIMITS.postP50Ms} ms at ${fmt(t.settings.to)} quotes`,
      measured: `${last.p50ms} ms (p95 ${last.p95ms}) at ${fmt(last.storedFrom)}–${fmt(last.storedTo)}${notReached}`,
      held: reached && last.p50ms <= LIMITS.postP50Ms,
    },
    {
      limit: `POST p50 growth <= x${LIMITS.postP50Growth} from the first band to the last`,
      measured: `x${growth} (${first.p50ms} → ${last.p50ms} ms)${notReached}`,
      held: reached && growth <= LIMITS.postP50Growth,
    },
    storedCheck(t),
  ];
}

/**
 * Every 201's quote is in the admin list, the list and the overview agree, and whatever else was
 * stored can only come from requests that got no 201 (a request that timed out may still have
 * been stored: the visitor saw an error, the quotes desk gets the request).
 */
function storedCheck(t) {
  const { stored, singlePost } = t;
  const notCreated = Object.entries(t.answers).reduce((sum, [status, count]) => sum + (status === '201' ? 0 : count), 0);
  const unanswered = notCreated + singlePost.afterLoad.failed + singlePost.atEnd.failed;
  const extra = stored.adminListTotal - stored.expected;
  return {
    limit: 'every 201 stored (admin list and overview agree), nothing beyond the requests sent',
    measured:
      `${stored.answered201Missing} of the 201s missing; list ${fmt(stored.adminListTotal)}, overview ${fmt(stored.adminOverviewTotal)}, ` +
      `${fmt(stored.expected)} answered 201${extra > 0 ? `; ${extra} more stored from the ${unanswered} requests that got no 201` : ''}`,
    held: stored.answered201Missing === 0 && stored.adminListTotal === stored.adminOverviewTotal && extra >= 0 && extra <= unanswered,
  };
}

function mailChecks(t) {
  const { windows, drain, deliveries } = t.mail;
  // A window's starting backlog is the previous window's ending one; partial windows (the last) are left out.
  const backlogged = windows.filter((w, i) => i > 0 && windows[i - 1].backlog >= BACKLOGGED && w.toS - w.fromS === WINDOW_SECONDS);
  const rates = backlogged.map((w) => w.perSecond);
  const third = Math.floor(rates.length / 3);
  const [early, late] = third ? [mean(rates.slice(0, third)), mean(rates.slice(-third))] : [];
  // Nothing to compare with fewer than three windows, or when the early ones sent nothing at all.
  const kept = third && early > 0 ? +(late / early).toFixed(2) : null;
  const drainText = drain.emptied ? `empty ${drain.emptiedSecondsAfterLoad} s after the load stopped` : `${fmt(drain.owed - drain.delivered)} of ${fmt(drain.owed)} not delivered at the cap`;
  const rateText = rates.length
    ? `min ${Math.min(...rates)}/s, mean ${mean(rates).toFixed(1)}/s over ${rates.length} backlogged windows of ${WINDOW_SECONDS} s (largest backlog ${fmt(Math.max(...windows.map((w) => w.backlog)))}); ` +
      (third ? `last third ${kept === null ? 'n/a' : `${Math.round(kept * 100)} %`} of the first (${early.toFixed(1)} → ${late.toFixed(1)}/s)` : 'too few windows to compare thirds')
    : `never ${BACKLOGGED} emails behind (${drainText})`;
  return [
    {
      limit:
        `at least ${LIMITS.emailsPerSecond} emails/s in every ${WINDOW_SECONDS} s that starts with ${BACKLOGGED}+ waiting, ` +
        `steady (the last third of those windows >= ${LIMITS.emailRateKept * 100} % of the first)`,
      measured: rateText,
      held: rates.length ? Math.min(...rates) >= LIMITS.emailsPerSecond && (kept === null || kept >= LIMITS.emailRateKept) : drain.emptied,
    },
    {
      limit: 'the queue empties, each email delivered once',
      measured: `${drainText}; ${fmt(deliveries.total)} received, ${deliveries.deliveredTwice} twice`,
      held: drain.emptied && deliveries.deliveredTwice === 0,
    },
    {
      limit: `database idle (< ${IDLE_CPU_PERCENT} % of a core) within ${LIMITS.databaseIdleSeconds} s of the queue emptying`,
      measured: !drain.emptied
        ? `not measured: the queue never emptied (database at ${windows.at(-1)?.databaseCpu} % of a core in the last window)`
        : t.databaseIdleSecondsAfterQueueEmpty === null
          ? `still busy ${t.settings.idleWatchSeconds} s after`
          : `${t.databaseIdleSecondsAfterQueueEmpty} s after`,
      held: t.databaseIdleSecondsAfterQueueEmpty !== null && t.databaseIdleSecondsAfterQueueEmpty <= LIMITS.databaseIdleSeconds,
    },
  ];
}

export const judgeTraffic = (traffic) => [...postChecks(traffic), ...mailChecks(traffic)];

export const judgeRestart = (cases) =>
  cases.map((c) => ({
    limit: `${c.killed === 'api' ? 'API' : 'database'} killed ${c.when}: health 200 and a quote stored within ${LIMITS.restartMs / 1000} s`,
    measured: `health ${c.healthBackMs ?? 'never'} ms, POST ${c.postBackMs ?? 'never'} ms`,
    held: c.withinLimit,
  }));
