/** The traffic bench's figures as tables, and each of the issue's limits as held or missed. */
import { fail, ok } from './log.mjs';

const fmt = (n) => n.toLocaleString('en-US');

function printChecks(checks) {
  for (const check of checks) (check.held ? ok : fail)(`${check.held ? 'held' : 'MISSED'}: ${check.limit}: ${check.measured}`);
}

export function reportTraffic({ traffic, restart }) {
  const t = traffic;
  console.log(`\nPublic quote traffic (${t.settings.preset} run, ${t.measuredAt}, load average ${t.loadAverageAtStart.join(' ')} → ${t.loadAverageAtEnd.join(' ')})`);
  console.table(
    t.bands.map((b) => ({
      'stored quotes': `${fmt(b.storedFrom)}–${fmt(b.storedTo)}`,
      requests: b.requests,
      failed: b.failed,
      'p50 ms': b.p50ms,
      'p95 ms': b.p95ms,
      'max ms': b.maxMs,
      seconds: b.seconds,
      'stored/s': b.storedPerSecond,
    })),
  );
  console.log(
    `Quiet ${t.quietAfterSeconds ?? 'never (60 s)'} s before the load; ${fmt(t.storedAtLoadEnd - t.storedBefore)} quotes stored in ${t.loadSeconds} s (${t.storedPerSecond}/s; ${t.stoppedBy}); answers ${JSON.stringify(t.answers)}; ` +
      `quote limiter's RateLimit header ${t.rateLimitHeader.first} → ${t.rateLimitHeader.latest}`,
  );
  console.log(
    'Mail per 10 s from the start of the load. Backlog: emails owed by the quotes answered 201 and not yet received; ' +
      'queued (admin): the overview, which also counts the quotes of requests that timed out (blank: it had not answered within the window)',
  );
  console.table(
    t.mail.windows.map((w) => ({
      seconds: `${w.fromS}–${w.toS}`,
      'quotes stored': w.quotesStored,
      emails: w.delivered,
      'emails/s': w.perSecond,
      backlog: w.backlog,
      'queued (admin)': w.queuedAdmin ?? '',
      'DB CPU %': w.databaseCpu ?? '',
      'API CPU %': w.apiCpu ?? '',
    })),
  );
  const { drain } = t.mail;
  console.log(
    `Emails by kind: ${JSON.stringify(t.mail.deliveries.byKind)}; ` +
      (drain.emptied
        ? `the queue emptied ${drain.emptiedSecondsAfterLoad} s after the load stopped`
        : `at the cap ${fmt(drain.owed - drain.delivered)} not delivered, ${drain.queuedAtEnd} queued and ${drain.failedAtEnd} failed (admin overview); about ${drain.projectedMinutesToEmpty ?? '∞'} more minutes at the last minute's pace`),
  );
  const single = (s) => `p50 ${s.p50ms} ms (${s.times.join(', ')} ms${s.failed ? `, ${s.failed} failed` : ''})`;
  console.log(`A single POST right after the load: ${single(t.singlePost.afterLoad)}; at the end: ${single(t.singlePost.atEnd)}`);
  printChecks(t.limits);

  console.log('\nRestart (kill -9 under the supervisor; ms from the kill)');
  console.table(
    restart.cases.map((c) => ({
      killed: c.killed,
      when: c.when,
      'restarted by the supervisor': c.supervisorRestartedAfterMs,
      'health 200': c.healthBackMs ?? 'never',
      'quote stored': c.postBackMs ?? 'never',
      'POST tries': c.postTries,
    })),
  );
  printChecks(restart.limits);
}
