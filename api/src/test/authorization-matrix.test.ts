import mongoose from 'mongoose';
import { type Capability, type CompanyRole, kindHas, roleCan } from '@freight/domain';
import { users } from '../store';
import { invite } from '../modules/companies/companies.service';
import { type Agent, useTestApp } from './harness';
import { listRoutes } from './routes';
import { BOOKING, PDF_FILE } from './billing-fixtures';

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
 * - member: a company's; 401 anonymous and deactivated; 403 staff, who belong to no company
 * - owner: a company's Owner; 401 anonymous and deactivated; 403 staff and the other members (a
 *   member leaving on their own is companies.test.ts')
 * - [rule, capability]: the rule, and within a company of the kind that does it, only the roles that
 *   may (`roleCan`): 403 for the others (a shipper company's Billing member and its quotes, a
 *   carrier's driver and the load board)
 */
type Rule = 'public' | 'session' | 'signedIn' | 'admin' | 'carrier' | 'verifiedCarrier' | 'member' | 'owner' | [BaseRule, Capability];
type BaseRule = 'signedIn' | 'carrier' | 'verifiedCarrier';

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
  // Company accounts: members read their company; invitation links open for anyone holding one.
  'GET /api/company': 'member',
  'POST /api/company/invitations': 'owner',
  'DELETE /api/company/invitations/:invitationId': 'owner',
  'PUT /api/company/members/:id/role': 'owner',
  'DELETE /api/company/members/:id': 'owner',
  'POST /api/company/owner': 'owner',
  'POST /api/invitations/preview': 'public',
  'POST /api/invitations/accept': 'member',
  'POST /api/quotes': 'public',
  'GET /api/quotes': 'admin',
  'POST /api/customer-quotes': ['signedIn', 'quotes'],
  'GET /api/customer-quotes': ['signedIn', 'quotes'],
  'POST /api/customer-quotes/:id/accept': ['signedIn', 'quotes'],
  'POST /api/customer-quotes/:id/decline': ['signedIn', 'quotes'],
  'GET /api/customer-quotes/:id/document': ['signedIn', 'quotes'],
  'GET /api/customer-quotes/:id/booking': ['signedIn', 'quotes'],
  'GET /api/admin/users/export': 'admin',
  'GET /api/admin/quotes/export': 'admin',
  'GET /api/admin/quotes/:id/document': 'admin',
  'GET /api/admin/quotes/:id/emails': 'admin',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  // A customer's billing settings and open receivables: staff only (the customer edits only the billing email, on the profile).
  'GET /api/admin/users/:id/billing': 'admin',
  'PUT /api/admin/users/:id/billing': 'admin',
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
  'GET /api/carrier/documents': ['carrier', 'documents'],
  'POST /api/carrier/documents': ['carrier', 'documents'],
  'GET /api/carrier/documents/:documentId': ['carrier', 'documents'],
  'PUT /api/carrier/home-zip': ['carrier', 'loadBoard'],
  'GET /api/admin/deployments': 'admin',
  'POST /api/admin/deployments/:remote/activate': 'admin',
  'POST /api/admin/deployments/:remote/rollback': 'admin',
  'POST /api/remote-failures': 'public',
  // Shipments: the public tracking data; a customer's own (staff: any); staff's actions.
  'GET /api/track/:token': 'public',
  'GET /api/track/:token/map.svg': 'public',
  'POST /api/shipments': ['signedIn', 'shipments'],
  'GET /api/shipments': ['signedIn', 'shipments'],
  'GET /api/shipments/:id': ['signedIn', 'shipments'],
  'GET /api/shipments/:id/map.svg': ['signedIn', 'shipments'],
  'POST /api/shipments/:id/tracking-link': ['signedIn', 'shipments'],
  'DELETE /api/shipments/:id/tracking-link': ['signedIn', 'shipments'],
  'GET /api/shipments/:id/bill-of-lading': ['signedIn', 'shipments'],
  'GET /api/shipments/:id/pod': ['signedIn', 'shipments'],
  'GET /api/admin/shipments': 'admin',
  'PATCH /api/admin/shipments/:id': 'admin',
  'POST /api/admin/shipments/:id/events': 'admin',
  'POST /api/admin/shipments/:id/cancel': 'admin',
  'POST /api/admin/shipments/:id/pod': 'admin',
  'PUT /api/admin/shipments/:id/trailer-type': 'admin',
  'POST /api/admin/shipments/:id/tracking-link': 'admin',
  // A booking held past the customer's credit limit: staff's credit review.
  'POST /api/admin/shipments/:id/booking/approve': 'admin',
  'POST /api/admin/shipments/:id/booking/refuse': 'admin',
  // The load board: verified carriers; staff's offers, posted rate, award and rate confirmation.
  'GET /api/carrier/loads': ['verifiedCarrier', 'loadBoard'],
  'POST /api/carrier/loads/:id/offers': ['verifiedCarrier', 'loadBoard'],
  'POST /api/carrier/loads/:id/book': ['verifiedCarrier', 'loadBoard'],
  'GET /api/carrier/offers': ['verifiedCarrier', 'offers'],
  'POST /api/carrier/offers/:id/withdraw': ['verifiedCarrier', 'offers'],
  'GET /api/carrier/assigned': ['verifiedCarrier', 'assignedLoads'],
  'GET /api/carrier/assigned/:id/rate-confirmation': ['verifiedCarrier', 'assignedLoads'],
  'POST /api/carrier/assigned/:id/sign': ['verifiedCarrier', 'assignedLoads'],
  'POST /api/carrier/assigned/:id/events': ['verifiedCarrier', 'assignedLoads'],
  'POST /api/carrier/assigned/:id/delivered': ['verifiedCarrier', 'assignedLoads'],
  'POST /api/carrier/assigned/:id/driver': ['verifiedCarrier', 'assignDrivers'],
  'POST /api/carrier/places/nearest': ['verifiedCarrier', 'assignedLoads'],
  'POST /api/carrier/assigned/:id/check-calls': ['verifiedCarrier', 'assignedLoads'],
  'GET /api/carrier/assigned/:id/bill-of-lading': ['verifiedCarrier', 'assignedLoads'],
  'GET /api/admin/shipments/:id/offers': 'admin',
  'PUT /api/admin/shipments/:id/carrier-rate': 'admin',
  'GET /api/admin/shipments/:id/rate-options': 'admin',
  'GET /api/admin/shipments/:id/rate-confirmation': 'admin',
  'POST /api/admin/offers/:id/award': 'admin',
  'POST /api/admin/shipments/:id/award/withdraw': 'admin',
  // Invoices: a customer's own once sent (staff: any); staff's list, send, payments and void.
  'GET /api/invoices': ['signedIn', 'invoices'],
  'GET /api/invoices/:id': ['signedIn', 'invoices'],
  'GET /api/invoices/:id/pdf': ['signedIn', 'invoices'],
  'GET /api/admin/invoices': 'admin',
  'GET /api/admin/invoices/:id': 'admin',
  'POST /api/admin/invoices/:id/send': 'admin',
  'POST /api/admin/invoices/:id/payments': 'admin',
  'POST /api/admin/invoices/:id/void': 'admin',
  // Staff's lines on a ready invoice (a lumper's with its receipt) and credit notes on a sent one.
  'POST /api/admin/invoices/:id/lines': 'admin',
  'POST /api/admin/invoices/:id/lines/lumper': 'admin',
  'DELETE /api/admin/invoices/:id/lines/:lineId': 'admin',
  'GET /api/admin/invoices/:id/lines/:lineId/receipt': 'admin',
  'POST /api/admin/invoices/:id/credit-notes': 'admin',
  // Carrier pay: a carrier's own payables (any verification status: a suspended carrier is still paid); staff's queue, steps, reports and settings.
  'GET /api/carrier/payables': ['carrier', 'pay'],
  'GET /api/carrier/payables/:id': ['carrier', 'pay'],
  'POST /api/carrier/payables/:id/invoice': ['carrier', 'pay'],
  'POST /api/carrier/payables/:id/invoice-file': ['carrier', 'pay'],
  'GET /api/carrier/payables/:id/invoice-file': ['carrier', 'pay'],
  'GET /api/carrier/payables/:id/quick-pay': ['carrier', 'pay'],
  'POST /api/carrier/payables/:id/quick-pay': ['carrier', 'pay'],
  'GET /api/admin/payables': 'admin',
  'GET /api/admin/payables/export': 'admin',
  'GET /api/admin/payables/export/quickbooks': 'admin',
  'GET /api/admin/payables/due-by-week': 'admin',
  'POST /api/admin/payables/batch': 'admin',
  'GET /api/admin/payables/:id': 'admin',
  'GET /api/admin/payables/:id/invoice-file': 'admin',
  'POST /api/admin/payables/:id/accessorials': 'admin',
  'POST /api/admin/payables/:id/holds': 'admin',
  'POST /api/admin/payables/:id/release': 'admin',
  'POST /api/admin/payables/:id/schedule': 'admin',
  'POST /api/admin/payables/:id/payments': 'admin',
  'GET /api/admin/carrier-pay-settings': 'admin',
  'PUT /api/admin/carrier-pay-settings': 'admin',
  // Staff's billing reports and invoice exports: costs and margins are never a customer's or a carrier's to see.
  'GET /api/admin/billing-reports/ar-aging': 'admin',
  'GET /api/admin/billing-reports/ar-aging.csv': 'admin',
  'GET /api/admin/billing-reports/weekly-revenue': 'admin',
  'GET /api/admin/billing-reports/margins': 'admin',
  'GET /api/admin/billing-reports/invoices.csv': 'admin',
  'GET /api/admin/billing-reports/invoices-quickbooks.csv': 'admin',
};

/**
 * `carrier` is a carrier as it registers (pending verification). Every account is the Owner of its own
 * company; the members are people who joined another's: a shipper's Shipper and Billing, the verified
 * carrier's Dispatcher and Driver.
 */
type Persona = 'anonymous' | 'customer' | 'shipper' | 'carrier' | 'verifiedCarrier' | 'suspendedCarrier' | 'deactivated' | 'admin' | 'shipperMember' | 'billingMember' | 'dispatcher' | 'driver';
const PERSONAS: Persona[] = ['anonymous', 'customer', 'shipper', 'carrier', 'verifiedCarrier', 'suspendedCarrier', 'deactivated', 'admin', 'shipperMember', 'billingMember', 'dispatcher', 'driver'];

/** Each member persona: the role they have, and the account whose company they act for (its persona). */
const MEMBERS: Partial<Record<Persona, { role: CompanyRole; of: Persona }>> = {
  shipperMember: { role: 'shipper', of: 'shipper' },
  billingMember: { role: 'billing', of: 'shipper' },
  dispatcher: { role: 'dispatcher', of: 'verifiedCarrier' },
  driver: { role: 'driver', of: 'verifiedCarrier' },
};

/** The status range each rule allows a persona: 'refused-401', 'refused-403' or 'allowed' (anything but 401/403). */
function expected(rule: Rule, persona: Persona): 401 | 403 | 'allowed' {
  if (Array.isArray(rule)) {
    const [base, capability] = rule;
    const member = MEMBERS[persona];
    const actsAs = member?.of ?? persona;
    const kind = actsAs.toLowerCase().includes('carrier') ? 'carrier' : 'shipper';
    const outcome = expected(base, actsAs);
    if (outcome !== 'allowed' || persona === 'admin' || !kindHas(kind, capability)) return outcome;
    return roleCan(kind, member?.role ?? 'owner', capability) ? 'allowed' : 403;
  }
  if (rule === 'public') return 'allowed';
  if (persona === 'anonymous' || persona === 'deactivated') return 401;
  if (rule === 'admin' && persona !== 'admin') return 403;
  if ((rule === 'member' || rule === 'owner') && persona === 'admin') return 403;
  if (rule === 'owner' && MEMBERS[persona]) return 403;
  if (MEMBERS[persona]) return expected(rule, MEMBERS[persona]!.of);
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
  // The members, each joined to the company of the persona they act for.
  const whoIs = async (agent: Agent) => (await agent.get('/api/user').expect(200)).body as { id: number };
  for (const [persona, { role, of }] of Object.entries(MEMBERS) as [Persona, { role: CompanyRole; of: Persona }][]) {
    const owner = (await users.find((await whoIs(agents[of])).id))!;
    const member = await t.createUser({ accountType: owner.accountType });
    const { token } = await invite(owner, { email: member.user.email, role });
    agents[persona] = t.agent();
    await t.signIn(agents[persona], member.user.username, member.password);
    await agents[persona].post('/api/invitations/accept').send({ token }).expect(200);
  }
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
    // Every route × twelve callers, one request at a time: well past Jest's default 5 s on a busy machine.
  }, 120_000);
});

/**
 * What each side of a load may read of its money: the customer its price, never the carrier's rate
 * or the margin; the carrier its rate, never the customer's price; staff both and the margin.
 */
describe('who sees which side of a load’s money', () => {
  it('shows the customer no carrier rate or margin, the carrier no customer price, and staff the margin', async () => {
    const admin = (await t.createAdmin()).agent;
    const owner = await t.createUser({ companyName: 'Money Views Co' });
    const customer = t.agent();
    await t.signIn(customer, owner.user.username, owner.password);
    const hauler = await t.createUser({
      accountType: 'carrier',
      companyName: 'Money Views Haulers',
      carrierStatus: 'verified',
      carrierInfo: { dotNumber: '7654321', mcNumber: 'MC-765432', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
    } as never);
    const carrier = t.agent();
    await t.signIn(carrier, hauler.user.username, hauler.password);

    // The customer pays $1,987.65; the carrier hauls it for $1,432.10.
    const quoteId = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
    await admin.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: '1,987.65' }).expect(200);
    await customer.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Mona Money', accept: true }).expect(200);
    const id = (await customer.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment.id as number;
    const board = JSON.stringify((await carrier.get('/api/carrier/loads?limit=500').expect(200)).body);
    expect(board).toContain(`"id":${id}`);
    const offerId = (await carrier.post(`/api/carrier/loads/${id}/offers`).send({ amount: '1432.10', hours: 4 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(200);
    await carrier.post(`/api/carrier/assigned/${id}/sign`).send({ signature: 'Casey Driver' }).expect(200);
    await carrier.post(`/api/carrier/assigned/${id}/events`).send({ kind: 'picked-up', confirmEarlyPickup: true }).expect(200);
    await carrier.post(`/api/carrier/assigned/${id}/events`).send({ kind: 'in-transit', city: 'Hartford', state: 'CT' }).expect(200);
    await carrier.post(`/api/carrier/assigned/${id}/delivered`).set('Content-Type', 'application/octet-stream').send(PDF_FILE).expect(201);
    const invoice = ((await admin.get('/api/admin/invoices?limit=500').expect(200)).body as { id: number; shipmentId: number }[]).find((i) => i.shipmentId === id)!;
    await admin.post(`/api/admin/invoices/${invoice.id}/send`).send({}).expect(200);

    // Staff see both sides and the margin: the figures the others must not see are really there.
    const { items } = (await admin.get(`/api/admin/billing-reports/margins?shipmentIds=${id}`).expect(200)).body;
    expect(items).toEqual([expect.objectContaining({ revenueCents: 198_765, costCents: 143_210, marginCents: 55_555 })]);
    expect(JSON.stringify((await admin.get(`/api/shipments/${id}`).expect(200)).body)).toContain('1432.10');

    const rate = /1,?432\.10|143210/;
    const margin = /margin|555\.55|55555/i;
    const customerReads = [
      (await customer.get(`/api/shipments/${id}`).expect(200)).body,
      (await customer.get('/api/shipments?limit=100').expect(200)).body,
      (await customer.get(`/api/invoices/${invoice.id}`).expect(200)).body,
      (await customer.get('/api/invoices?limit=100').expect(200)).body,
    ];
    for (const body of customerReads) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(rate);
      expect(text).not.toMatch(margin);
      expect(text).not.toMatch(/"(award|postedRate|carrierId)"/);
    }
    const price = /1,?987\.65|198765/;
    expect(JSON.stringify(customerReads[0])).toMatch(price);
    const carrierReads = [board, ...(await Promise.all(['/api/carrier/assigned', '/api/carrier/offers', '/api/carrier/payables'].map(async (path) => JSON.stringify((await carrier.get(path).expect(200)).body))))];
    for (const text of carrierReads) {
      expect(text).not.toMatch(price);
      expect(text).not.toMatch(margin);
      expect(text).not.toMatch(/"price"/);
    }
    expect(carrierReads[1]).toMatch(rate);
  });
});
