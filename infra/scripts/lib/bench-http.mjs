/**
 * The traffic bench's HTTP client: plain node:http, so each request's time is the API's answer
 * and nothing else, and a failure (refused connection, reset, time-out) is an answer with status
 * 0 rather than an exception: a restart is measured by polling through exactly those.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
// Read when first needed: the bench builds the packages after it loads this module (a fresh clone has no dist yet).
const domain = () => require(path.join(ROOT, 'packages/domain/dist/index.js'));

/**
 * One request; resolves `{ status, headers, text, ms }`, status 0 with `error` when no answer came.
 * The default time-out is what a visitor gets in production: nginx in front of the API
 * (infra/nginx) gives up on an answer after its default proxy_read_timeout, 60 s.
 */
export function send(url, { method = 'GET', headers = {}, body, agent = false, timeoutMs = 60_000 } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const done = (answer) => resolve({ headers: {}, text: '', ...answer, ms: performance.now() - t0 });
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }));
        res.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    req.end(data);
  });
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tom', 'Lena', 'Raj', 'Chen', 'Olga', 'Diego', 'Grace', 'Ibrahim', 'Noor'];
const LAST = ['Santos', 'Okafor', 'Kowalski', 'Nguyen', 'Reyes', 'Murphy', 'Haddad', 'Larsen', 'Brennan', 'Ferreira'];
const COMPANIES = ['Garden State Foods', 'Tundra Mills', 'Keystone Paper', 'Harbor Imports', 'Empire Steel', 'Bay Colony Goods'];
const pick = (list, n) => list[n % list.length];

/** The landing page form's body (mfe-marketing's quote request form), different for every `n`. */
export function quoteForm(n) {
  const first = pick(FIRST, n);
  const last = pick(LAST, Math.floor(n / FIRST.length));
  return {
    firstName: first,
    lastName: last,
    email: `${first}.${last}.${n}@shipper.example`.toLowerCase(),
    phone: `(973) 555-${String(n % 10_000).padStart(4, '0')}`,
    companyName: `${pick(COMPANIES, n)} ${n % 700}`,
    serviceNeeded: pick(domain().PUBLIC_QUOTE_SERVICES, n),
    projectDetails: `${(n % 40) + 1} pallets a week, Newark to Boston, from next month.`,
    // The honeypot a person leaves empty.
    website: '',
  };
}

/**
 * A public quote request as the landing page sends it: JSON, the site's own Origin, and a fresh
 * Idempotency-Key per submission (the form's own header).
 */
export const postQuote = (site, n, { agent, timeoutMs } = {}) =>
  send(`${site.base}/api/quotes`, {
    method: 'POST',
    agent,
    timeoutMs,
    headers: { origin: site.base, 'idempotency-key': `bench-${randomUUID()}` },
    body: quoteForm(n),
  });
