/** The scale benchmark's figures as tables, and each of issue 36's limits as held or missed. */
import { fail, ok } from './log.mjs';

const rowsOf = (list, [small, large], judged = true) =>
  list.map((r) => ({
    request: r.request,
    [`p50 ${small}`]: r.small.p50ms,
    [`p50 ${large}`]: r.large.p50ms,
    [`p95 ${large}`]: r.large.p95ms,
    growth: r.growth,
    samples: r.large.samples,
    ...(judged ? { ok: r.withinLimits ? 'yes' : 'NO' } : {}),
  }));

export function reportScale(r) {
  const [small, large] = r.sizes;
  const la = r.loadAverages;
  console.log(
    `\nScale (${r.preset} run, ${r.measuredAt}; load average at start ${la.atStart.join(' ')}, after seeding ${la.afterSeeding.join(' ')}, ` +
      `after the timed requests ${la.afterRequests.join(' ')}, at the end ${la.atEnd.join(' ')})`,
  );
  console.log(`Seeding (both databases at once): ${r.seeding.seconds} s, engine CPU ${r.seeding.engineCpuSeconds} s`);
  console.table(
    r.seeding.perDatabase.flatMap((d) => Object.entries(d.collections).map(([kind, c]) => ({ size: d.size, collection: kind, added: c.added, seconds: c.seconds, 'per second': c.seconds ? Math.round(c.added / c.seconds) : '' }))),
  );
  console.log(`Hot requests (${r.samples} samples each, ms)`);
  console.table(rowsOf(r.requests, r.sizes));
  console.table(rowsOf(r.informative, r.sizes, false));
  console.log('Hot writes (each sample on a target of its own, ms)');
  console.table(rowsOf(r.writes, r.sizes));
  const { api, engine } = r.memory;
  console.table([
    { process: 'API', size: small, 'RSS after requests MB': api.rssAfterRequestsMb.small, 'export peak MB': api.exportPeakMb.small, 'user/s': r.throughput.small.userRps, 'health/s': r.throughput.small.healthRps },
    { process: 'API', size: large, 'RSS after requests MB': api.rssAfterRequestsMb.large, 'export peak MB': api.exportPeakMb.large, 'user/s': r.throughput.large.userRps, 'health/s': r.throughput.large.healthRps },
  ]);
  console.table([
    { engine: 'after the timed requests (both sizes)', 'RSS MB': engine.afterRequests.rssMb, 'peak MB': engine.afterRequests.peakMb, 'CPU s': engine.afterRequests.cpuSeconds },
    ...[small, large].map((size, k) => {
      const e = engine.duringExport[k ? 'large' : 'small'];
      return { engine: `during the ${size} export`, 'RSS MB': e.rssMb, 'peak MB': e.peakMb, 'CPU s': e.cpuSeconds };
    }),
  ]);
  console.table(
    [small, large].map((size, k) => {
      const e = r.csvExport[k ? 'large' : 'small'];
      return { 'CSV export': size, 'headers s': e.headersSeconds, 'first byte s': e.firstByteSeconds, 'first row s': e.firstRowSeconds, 'all s': e.seconds, lines: e.lines, MB: e.megabytes };
    }),
  );
  console.log(`Sign-in p50 ${r.signIn.requestP50ms} ms (the password hash alone ${r.signIn.passwordHashP50ms} ms)`);
  const { store, frontGo, frontGoTests } = r.lines;
  console.log(`Lines: api/src/store ${store.lines} (non-test, ${store.files} files); the engine's index front ${frontGo.lines} Go, ${frontGoTests.lines} Go test`);
  for (const check of r.checks) (check.held ? ok : fail)(`${check.held ? 'held' : 'MISSED'}: ${check.limit}: ${check.measured}`);
}
