/**
 * `npm run bench -- --traffic` (also the last part of `--scale`), issue 22: what users hit on a
 * busy day. (A) Public quote requests through HTTP, 16 in flight, from 1,000 stored quotes to
 * 10,000 on a production-mode API (rate limits, sessions, mail over SMTP): each answer's time per
 * band of 1,000 stored quotes, every 201 checked in the admin list, the mail queue's drain to a
 * real SMTP server per 10-second window, the database's CPU until it is idle once the queue is
 * empty, and single requests afterwards. (B) Restart time: kill -9 the API after a fresh start
 * and again after the burst, then the database, under the supervisor; time until /api/health
 * answers and a quote is stored again. Sizes and caps: bench-traffic-settings.mjs.
 */
import os from 'node:os';
import { postQuote } from './bench-http.mjs';
import { deliveries, mailWindows, settleMail, startQueueSampler, waitForDrain, waitForIdle, waitForQuiet } from './bench-mail-drain.mjs';
import { startCpuSampler } from './bench-proc.mjs';
import { timeRestart } from './bench-restart.mjs';
import { createLedger, latency, latencyBands, sendQuoteLoad } from './bench-traffic-load.mjs';
import { judgeRestart, judgeTraffic } from './bench-traffic-limits.mjs';
import { startSite } from './bench-traffic-site.mjs';
import { step } from './log.mjs';

const MINUTE = 60_000;
const SINGLE_POSTS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((n) => +n.toFixed(2));

/** SINGLE_POSTS quote requests, one at a time, a second apart: what one visitor waits for at that moment. */
async function singlePosts(site, ledger, firstN) {
  const times = [];
  for (let i = 0; i < SINGLE_POSTS; i += 1) {
    const answer = await postQuote(site, firstN + i);
    ledger.record(answer);
    if (answer.status === 201) times.push(answer.ms);
    await sleep(1000);
  }
  return { ...latency(times), times: times.map(Math.round), failed: SINGLE_POSTS - times.length };
}

/** The load's answers by status (0: no answer, a refused or reset connection or a time-out). */
function statusCounts(samples) {
  const counts = {};
  for (const { status } of samples) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Every quote the API said it stored is in the admin list, and nothing else was added. */
async function verifyStored(site, ledger, storedBefore, since) {
  const ids = await site.quoteIds();
  const createdSince = ledger.created.filter((q) => q.at >= since).length;
  return {
    adminListTotal: ids.size,
    adminOverviewTotal: (await site.stats()).quotes.total,
    expected: storedBefore + createdSince,
    answered201Missing: ledger.created.filter((q) => !ids.has(q.id)).length,
  };
}

/**
 * After the load: waits for the mail queue to empty (at most the drain cap), then for the
 * database to be idle. `{ drain, idleSeconds }`, the drain's times from the end of the load.
 */
async function watchDrain(site, ledger, cpu, { since, loadEnded, settings }) {
  const drain = await waitForDrain(site, ledger, since, loadEnded + settings.drainCapMinutes * MINUTE);
  const summary = {
    emptied: drain.emptied,
    emptiedSecondsAfterLoad: drain.emptied ? +((drain.emptiedAt - loadEnded) / 1000).toFixed(1) : null,
    owed: drain.owed,
    delivered: drain.delivered,
    queuedAtEnd: drain.queued,
    failedAtEnd: drain.failed ?? 0,
    projectedMinutesToEmpty: drain.projectedMinutesToEmpty ?? null,
  };
  if (!drain.emptied) {
    step(`  queue not empty at the cap: ${drain.owed - drain.delivered} emails not delivered (about ${summary.projectedMinutesToEmpty ?? '∞'} more minutes at the last minute's pace)`);
    return { drain: summary, idleSeconds: null };
  }
  step(`  queue empty ${summary.emptiedSecondsAfterLoad.toFixed(0)} s after the load stopped; watching the database's CPU...`);
  return { drain: summary, idleSeconds: await waitForIdle(cpu.samples, drain.emptiedAt, settings.idleWatchSeconds) };
}

/**
 * Part A: on a quiet site with an empty mail queue, the load from the stored quotes to the
 * target, then the queue's drain and the database's idle time, with single requests right
 * after the load and at the end; every 201 checked in the admin list last, once nothing is measured.
 */
async function publicTraffic(site, ledger, settings) {
  const cpu = startCpuSampler(() => site.pids);
  await settleMail(site);
  const quietAfterSeconds = await waitForQuiet(cpu.samples);
  const storedBefore = (await site.stats()).quotes.total;
  const queue = startQueueSampler(site);
  const since = performance.now();
  const loadAverageAtStart = loadAverage();
  step(`Public quote traffic: ${storedBefore} → ${settings.to} stored quotes, ${settings.connections} in flight (cap ${settings.loadCapMinutes} min)...`);
  const load = await sendQuoteLoad(site, ledger, { stored: storedBefore, to: settings.to, connections: settings.connections, deadline: since + settings.loadCapMinutes * MINUTE });
  const loadEnded = performance.now();
  const loadSeconds = (loadEnded - since) / 1000;
  const created = load.samples.filter((s) => s.status === 201).length;
  step(`  ${created} quotes stored in ${loadSeconds.toFixed(0)} s (${load.stoppedBy}); the mail queue drains (cap ${settings.drainCapMinutes} min)...`);
  const afterLoad = await singlePosts(site, ledger, 50_000_000);
  const { drain, idleSeconds } = await watchDrain(site, ledger, cpu, { since, loadEnded, settings });
  const atEnd = await singlePosts(site, ledger, 60_000_000);
  const until = performance.now();
  cpu.stop();
  queue.stop();
  const traffic = {
    measuredAt: new Date().toISOString(),
    loadAverageAtStart,
    loadAverageAtEnd: loadAverage(),
    settings,
    method:
      'built API under infra/db/supervisor.cjs, NODE_ENV=production (rate limits, sessions, mail to a local SMTP server), fresh embedded engine (FerretDB v1 with its index front, SQLite), one way to the data (plain Mongoose); ' +
      `first ${settings.from} quotes seeded through the models (scale-seed, no email), then POST /api/quotes as the landing page sends it, ` +
      `${settings.connections} in flight on keep-alive connections, one client address`,
    // How long the seed took (the first size, through the models), and the site to be quiet before the load (null: it never was, within a minute).
    seeding: site.seeding,
    quietAfterSeconds,
    storedBefore,
    storedAtLoadEnd: storedBefore + created,
    stoppedBy: load.stoppedBy,
    loadSeconds: +loadSeconds.toFixed(1),
    storedPerSecond: +(created / loadSeconds).toFixed(1),
    answers: statusCounts(load.samples),
    rateLimitHeader: ledger.rateLimit,
    bands: latencyBands(load.samples, settings.band),
    stored: await verifyStored(site, ledger, storedBefore, since),
    mail: {
      drain,
      deliveries: deliveries(site.smtp.received, since, until),
      windows: mailWindows({ since, until, ledger, received: site.smtp.received, queueSamples: queue.samples, cpuSamples: cpu.samples }),
    },
    databaseIdleSecondsAfterQueueEmpty: idleSeconds,
    singlePost: { afterLoad, atEnd },
  };
  return { ...traffic, limits: judgeTraffic(traffic) };
}

/** Parts A and B on one site: `{ traffic, restart }` for bench/results.json. */
export async function benchTraffic(settings) {
  const ledger = createLedger();
  const site = await startSite(settings);
  try {
    const ready = await postQuote(site, 1);
    ledger.record(ready);
    if (ready.status !== 201) throw new Error(`bench: a quote request was refused before the run: ${ready.status} ${ready.error ?? ready.text.slice(0, 300)}`);
    const restartAt = (which, when, nth) => {
      step(`Restart: kill -9 the ${which} ${when}...`);
      return timeRestart(site, ledger, { which, when, nth, timeoutSeconds: settings.restartTimeoutSeconds });
    };
    const cases = [await restartAt('api', 'after a fresh start', 10_000_000)];
    const traffic = await publicTraffic(site, ledger, settings);
    cases.push(await restartAt('api', 'after the burst', 20_000_000));
    cases.push(await restartAt('database', 'after the burst', 30_000_000));
    const restart = { measuredAt: new Date().toISOString(), method: 'kill -9 under infra/db/supervisor.cjs; probes every 50 ms (health) and 100 ms (POST)', cases };
    return { traffic, restart: { ...restart, limits: judgeRestart(cases) } };
  } finally {
    await site.stop();
  }
}
