import mongoose from 'mongoose';
import { type Agent, useTestApp } from './harness';
import { listRoutes } from './routes';

/**
 * Who may call what. Every /api route of the app must be listed here: a new route without an
 * entry fails this file, so nobody ships an endpoint without deciding who may use it.
 * - public: nobody is refused (401/403) by who they are
 * - session: GET /api/user — 401 when signed out (or deactivated), 200 for anyone signed in
 * - signedIn: 401 anonymous and deactivated; any active account may call it
 * - admin: 401 anonymous and deactivated; 403 for customers, shippers and carriers
 * - carrier: 401 anonymous and deactivated; 403 for every account but a carrier's, whatever its
 *   verification (admins included): its own documents
 * - verifiedCarrier: the load board; 401 anonymous and deactivated; 403 for every account but a
 *   verified carrier (pending and suspended carriers, customers, shippers, staff)
 */
type Rule = 'public' | 'session' | 'signedIn' | 'admin' | 'carrier' | 'verifiedCarrier';

const MATRIX: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /api/app-info': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/user': 'session',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset': 'public',
  'PUT /api/user/profile': 'signedIn',
  'PUT /api/user/password': 'signedIn',
  'POST /api/quotes': 'public',
  'GET /api/quotes': 'admin',
  'POST /api/customer-quotes': 'signedIn',
  'GET /api/customer-quotes': 'signedIn',
  'POST /api/customer-quotes/:id/accept': 'signedIn',
  'POST /api/customer-quotes/:id/decline': 'signedIn',
  'GET /api/customer-quotes/:id/document': 'signedIn',
  'GET /api/customer-quotes/:id/booking': 'signedIn',
  'GET /api/admin/users/export': 'admin',
  'GET /api/admin/quotes/export': 'admin',
  'GET /api/admin/quotes/:id/document': 'admin',
  'GET /api/admin/quotes/:id/emails': 'admin',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/quotes/:id': 'admin',
  'PATCH /api/admin/quotes/:id': 'admin',
  'DELETE /api/admin/quotes/:id': 'admin',
  'GET /api/admin/carrier-rates': 'admin',
  'POST /api/admin/carrier-rates': 'admin',
  'PATCH /api/admin/carrier-rates/:id': 'admin',
  'DELETE /api/admin/carrier-rates/:id': 'admin',
  'GET /api/admin/equipment-pricing': 'admin',
  'POST /api/admin/equipment-pricing': 'admin',
  'PATCH /api/admin/equipment-pricing/:id': 'admin',
  'DELETE /api/admin/equipment-pricing/:id': 'admin',
  'GET /api/admin/website-content': 'admin',
  'POST /api/admin/website-content': 'admin',
  'PATCH /api/admin/website-content/:id': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/mail': 'admin',
  'POST /api/admin/mail/:id/retry': 'admin',
  'GET /api/admin/demo-mail': 'admin',
  // Lanes and pricing: the calculator's public look-ups; staff's accessorials, settings and suggestions.
  'GET /api/lanes': 'public',
  'GET /api/accessorials': 'public',
  'GET /api/calculator-settings': 'public',
  'GET /api/admin/accessorials': 'admin',
  'POST /api/admin/accessorials': 'admin',
  'PATCH /api/admin/accessorials/:id': 'admin',
  'DELETE /api/admin/accessorials/:id': 'admin',
  'GET /api/admin/pricing-settings': 'admin',
  'PUT /api/admin/pricing-settings': 'admin',
  'GET /api/admin/quotes/:id/suggestions': 'admin',
  'GET /api/admin/carriers': 'admin',
  'POST /api/admin/carriers/:id/verify': 'admin',
  'POST /api/admin/carriers/:id/suspend': 'admin',
  'GET /api/admin/carriers/:id/documents/:documentId': 'admin',
  'POST /api/admin/carriers/:id/fmcsa': 'admin',
  // A carrier's own documents.
  'GET /api/carrier/documents': 'carrier',
  'POST /api/carrier/documents': 'carrier',
  'GET /api/carrier/documents/:documentId': 'carrier',
  'PUT /api/carrier/home-zip': 'carrier',
  'GET /api/admin/deployments': 'admin',
  'POST /api/admin/deployments/:remote/activate': 'admin',
  'POST /api/admin/deployments/:remote/rollback': 'admin',
  'POST /api/remote-failures': 'public',
  // Shipments: the public tracking data; a customer's own (staff: any); staff's actions.
  'GET /api/track/:token': 'public',
  'GET /api/track/:token/map.svg': 'public',
  'POST /api/shipments': 'signedIn',
  'GET /api/shipments': 'signedIn',
  'GET /api/shipments/:id': 'signedIn',
  'GET /api/shipments/:id/map.svg': 'signedIn',
  'POST /api/shipments/:id/tracking-link': 'signedIn',
  'DELETE /api/shipments/:id/tracking-link': 'signedIn',
  'GET /api/shipments/:id/bill-of-lading': 'signedIn',
  'GET /api/shipments/:id/pod': 'signedIn',
  'GET /api/admin/shipments': 'admin',
  'PATCH /api/admin/shipments/:id': 'admin',
  'POST /api/admin/shipments/:id/events': 'admin',
  'POST /api/admin/shipments/:id/cancel': 'admin',
  'POST /api/admin/shipments/:id/pod': 'admin',
  'PUT /api/admin/shipments/:id/trailer-type': 'admin',
  'POST /api/admin/shipments/:id/tracking-link': 'admin',
  // The load board: verified carriers; staff's offers, posted rate, award and rate confirmation.
  'GET /api/carrier/loads': 'verifiedCarrier',
  'POST /api/carrier/loads/:id/offers': 'verifiedCarrier',
  'POST /api/carrier/loads/:id/book': 'verifiedCarrier',
  'GET /api/carrier/offers': 'verifiedCarrier',
  'POST /api/carrier/offers/:id/withdraw': 'verifiedCarrier',
  'GET /api/carrier/assigned': 'verifiedCarrier',
  'GET /api/carrier/assigned/:id/rate-confirmation': 'verifiedCarrier',
  'POST /api/carrier/assigned/:id/sign': 'verifiedCarrier',
  'POST /api/carrier/assigned/:id/events': 'verifiedCarrier',
  'POST /api/carrier/assigned/:id/delivered': 'verifiedCarrier',
  'GET /api/carrier/assigned/:id/bill-of-lading': 'verifiedCarrier',
  'GET /api/admin/shipments/:id/offers': 'admin',
  'PUT /api/admin/shipments/:id/carrier-rate': 'admin',
  'GET /api/admin/shipments/:id/rate-options': 'admin',
  'GET /api/admin/shipments/:id/rate-confirmation': 'admin',
  'POST /api/admin/offers/:id/award': 'admin',
  'POST /api/admin/shipments/:id/award/withdraw': 'admin',
  // Invoices: a customer's own once sent (staff: any); staff's list, send, payments and void.
  'GET /api/invoices': 'signedIn',
  'GET /api/invoices/:id': 'signedIn',
  'GET /api/invoices/:id/pdf': 'signedIn',
  'GET /api/admin/invoices': 'admin',
  'GET /api/admin/invoices/:id': 'admin',
  'POST /api/admin/invoices/:id/send': 'admin',
  'POST /api/admin/invoices/:id/payments': 'admin',
  'POST /api/admin/invoices/:id/void': 'admin',
};

/** `carrier` is a carrier as it registers (pending verification). */
type Persona = 'anonymous' | 'customer' | 'shipper' | 'carrier' | 'verifiedCarrier' | 'suspendedCarrier' | 'deactivated' | 'admin';
const PERSONAS: Persona[] = ['anonymous', 'customer', 'shipper', 'carrier', 'verifiedCarrier', 'suspendedCarrier', 'deactivated', 'admin'];

/** The status range each rule allows a persona: 'refused-401', 'refused-403' or 'allowed' (anything but 401/403). */
function expected(rule: Rule, persona: Persona): 401 | 403 | 'allowed' {
  if (rule === 'public') return 'allowed';
  if (persona === 'anonymous' || persona === 'deactivated') return 401;
  if (rule === 'admin' && persona !== 'admin') return 403;
  if (rule === 'carrier' && !persona.toLowerCase().includes('carrier')) return 403;
  if (rule === 'verifiedCarrier' && persona !== 'verifiedCarrier') return 403;
  return 'allowed';
}

const t = useTestApp();
const agents = {} as Record<Persona, Agent>;

beforeAll(async () => {
  agents.anonymous = t.agent();
  for (const accountType of ['customer', 'shipper', 'carrier'] as const) {
    const { user, password } = await t.createUser({ accountType });
    agents[accountType] = t.agent();
    await t.signIn(agents[accountType], user.username, password);
  }
  for (const [persona, status] of [['verifiedCarrier', 'verified'], ['suspendedCarrier', 'suspended']] as const) {
    const carrier = await t.createUser({ accountType: 'carrier', carrierStatus: status } as never);
    agents[persona] = t.agent();
    await t.signIn(agents[persona], carrier.user.username, carrier.password);
  }
  const { user, password } = await t.createUser();
  agents.deactivated = t.agent();
  await t.signIn(agents.deactivated, user.username, password);
  // Deactivated behind the app's back: only the per-request reload can notice.
  await mongoose.connection.collection('users').updateOne({ id: user.id }, { $set: { isActive: false } });
  agents.admin = (await t.createAdmin()).agent;
});

const concrete = (path: string) => path.replace(/:id\b/g, '999999').replace(/:\w+/g, 'x');
const apiRoutes = () => listRoutes(t.app).filter((r) => r.path.startsWith('/api/'));

describe('authorization matrix', () => {
  it('has an entry for every API route of the app', () => {
    expect(apiRoutes()).toContainEqual({ method: 'PATCH', path: '/api/admin/users/:id' });
    const missing = apiRoutes()
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in MATRIX));
    expect(missing).toEqual([]);
  });

  it('lists no route the app does not have', () => {
    const present = new Set(apiRoutes().map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(MATRIX).filter((key) => !present.has(key))).toEqual([]);
  });

  it('answers every route as the matrix says for every kind of caller', async () => {
    // Logout ends the caller's session, so it goes last.
    const routes = apiRoutes().sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    const wrong: string[] = [];
    for (const route of routes) {
      const rule = MATRIX[`${route.method} ${route.path}`];
      if (!rule) continue;
      for (const persona of PERSONAS) {
        const agent = agents[persona];
        const call = agent[route.method.toLowerCase() as 'get'](concrete(route.path));
        const res = route.method === 'GET' || route.method === 'DELETE' ? await call : await call.send({});
        const want = rule === 'session' && persona !== 'anonymous' && persona !== 'deactivated' ? 200 : expected(rule, persona);
        const ok = want === 'allowed' ? res.status !== 401 && res.status !== 403 : res.status === want;
        if (!ok) wrong.push(`${route.method} ${route.path} as ${persona}: ${res.status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    // Every route × eight callers, one request at a time: well past Jest's default 5 s on a busy machine.
  }, 60_000);
});
