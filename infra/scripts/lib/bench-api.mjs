/** Bounded latency runs against the API on loopback: N requests, C at a time, p50/p95 and throughput. */
import { demoAdmin } from './demo-admin.mjs';

const REQUESTS = 200;
const CONCURRENCY = 8;

async function timeRun(name, makeRequest) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const res = await makeRequest();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { endpoint: name, requests: latencies.length, p50ms: +pct(50).toFixed(1), p95ms: +pct(95).toFixed(1), reqPerSec: +(latencies.length / elapsed).toFixed(0) };
}

export async function measureApi(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin()),
  });
  if (!login.ok) throw new Error(`bench: admin sign-in failed (${login.status})`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const authed = (url) => () => fetch(base + url, { headers: { cookie } });
  return [
    await timeRun('GET /api/health', () => fetch(`${base}/api/health`)),
    await timeRun('GET /api/user (signed in)', authed('/api/user')),
    await timeRun('GET /api/quotes?limit=100 (admin)', authed('/api/quotes?limit=100')),
    await timeRun('GET /api/admin/stats (admin)', authed('/api/admin/stats')),
  ];
}
