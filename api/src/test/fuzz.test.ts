import fc from 'fast-check';
import { type Agent, useTestApp } from './harness';
import { type AppRoute, listRoutes } from './routes';

/**
 * Generated bad requests against every API route: wrong types, query operators, prototype keys,
 * broken percent escapes, broken JSON, huge bodies. Whatever arrives, the answer is a 4xx (or a
 * success), never a 5xx, never a stack trace, never an internal field.
 */

const RUNS_PER_ROUTE = 80;

const FIELD_NAMES = [
  'username', 'password', 'email', 'firstName', 'lastName', 'companyName', 'phone', 'accountType', 'isAdmin',
  'isActive', 'status', 'estimatedPrice', 'adminNotes', 'notifyCustomer', 'serviceNeeded', 'projectDetails',
  'equipmentType', 'originZip', 'destinationZip', 'weight', 'distance', 'calculatedPrice', 'shipperInfo',
  'carrierInfo', 'baseRate', 'ratePerMile', 'fuelSurcharge', 'carrierName', 'origin', 'destination', 'title',
  'content', 'section', 'pricePerMile', 'minimumCharge', 'description', 'id', '_id', '__v', 'userId',
];
const HOSTILE_KEYS = ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__', 'prototype', '$where', '$set', 'a.b', ''];

const operator = fc.constantFrom({ $ne: null }, { $gt: '' }, { $regex: '.*' }, { $where: 'sleep(100)' }, { $in: [1, 2] }, { $exists: true });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  operator,
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...HOSTILE_KEYS), fc.jsonValue(), { maxKeys: 3 }),
  fc.constantFrom('x'.repeat(5_000), '9'.repeat(400), '-1', '1e309', 'NaN', '<script>alert(1)</script>', '\u0000', '%zz'),
);
const jsonBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...HOSTILE_KEYS), hostileValue, { maxKeys: 6 }).map((o) => JSON.stringify(o));
const rawBody = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1}{"b":2}',
  '\u0000',
  `{"projectDetails":"${'x'.repeat(200_000)}"}`,
);
const body = fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody });
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16');

const idSegment = fc.oneof(
  fc.constantFrom('%zz', '%', '%E0%A4%A', '1%20', '+5', '05', '-1', '0', '1e3', '0x10', 'NaN', '1.5', '%00', '..%2f..%2fetc', '%24where', '99999999999999999999'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.nat({ max: 50 }).map(String),
);
const queryKey = fc.constantFrom('limit', 'offset', 'search', 'status', 'after', 'limit[$gt]', 'status[$ne]', 'search[]', '__proto__[x]', 'constructor', '%zz');
const queryValue = fc.oneof(fc.string({ maxLength: 20 }).map(encodeURIComponent), fc.constantFrom('-1', '1e309', 'NaN', '999999999', '', '%zz', '%', 'x'.repeat(3_000)));
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** Never in any answer: a stack trace or the database's own error names. */
const INTERNALS = [/\bat .+\.(js|ts):\d+/, /node_modules/, /MongoServerError|MongooseError|CastError|URIError|TypeError/];
/** Never in data: storage fields and password hashes (an error may echo a field name the caller sent). */
const STORAGE_FIELDS = [/"_id"/, /"__v"/, /scrypt\$/, /"mailOutbox"/];

const t = useTestApp();
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  anonymous = t.agent();
});

const concrete = (route: AppRoute, id: string) => route.path.replace(/:id\b/g, id);

describe('fuzzing every route', () => {
  it('answers every generated bad request with a clean 4xx or a success: no 5xx, stack trace or internal field', async () => {
    const routes = listRoutes(t.app).filter((r) => r.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(25);
    let sent = 0;
    const bad: string[] = [];
    for (const route of routes) {
      // Signing out would end the admin's session for the routes after it.
      const agentFor = (asAdmin: boolean) => (asAdmin && route.path !== '/api/logout' ? admin : anonymous);
      await fc.assert(
        fc.asyncProperty(idSegment, query, body, contentType, fc.boolean(), async (id, qs, payload, type, asAdmin) => {
          const url = `${concrete(route, id)}${qs ? `?${qs}` : ''}`;
          const call = agentFor(asAdmin)[route.method.toLowerCase() as 'post'](url);
          const res = route.method === 'GET' ? await call : await call.set('Content-Type', type).send(payload);
          sent += 1;
          const text = res.text ?? '';
          const leaks = res.status < 300 ? [...INTERNALS, ...STORAGE_FIELDS] : INTERNALS;
          const problem = res.status >= 500 ? `status ${res.status}` : leaks.find((leak) => leak.test(text));
          if (problem) bad.push(`${route.method} ${url.slice(0, 120)} (${type}, ${payload.slice(0, 120)}): ${String(problem)} ${text.slice(0, 200)}`);
          return !problem;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000), endOnFailure: true },
      ).catch((error: Error) => bad.push(error.message.split('\n').slice(0, 3).join(' ').slice(0, 300)));
    }
    expect(bad).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2_000);
  }, 300_000);
});
