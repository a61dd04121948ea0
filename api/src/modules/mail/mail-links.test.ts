import { type RegistryRoute, routeMatches } from '@freight/domain';
import { ROUTES as ADMIN_ROUTES } from '../../../../mfe-admin/src/app/routes';
import { ROUTES as MARKETING_ROUTES } from '../../../../mfe-marketing/src/app/routes';
import { ROUTES as PORTAL_ROUTES } from '../../../../mfe-portal/src/app/routes';
import { ROUTES as TOOLS_ROUTES } from '../../../../mfe-tools/src/app/routes';
import { routeTable } from '../../../../shell/src/app/route-table';
import { isMailKind, MAIL_KINDS } from './kinds';
import { linksOf, sampleFacts } from './mail-samples';

const PUBLIC_URL = 'https://freight.example.com';
const context = { notifyQuotesTo: 'quotes@example.com', publicUrl: PUBLIC_URL };

/** The shell's route table, built as at run time from the pages each remote declares it owns. */
const remote = (routes: RegistryRoute[]) => ({ entry: 'remoteEntry.js', routes });
const table = routeTable({ remotes: { marketing: remote(MARKETING_ROUTES), portal: remote(PORTAL_ROUTES), admin: remote(ADMIN_ROUTES), tools: remote(TOOLS_ROUTES) } });

const TRACKING_TOKEN = 'b'.repeat(32);
const rendered = Object.entries(sampleFacts({ quoteId: 41, customerId: 12, shipmentId: 4, carrierId: 15, resetToken: 'a'.repeat(43), trackingToken: TRACKING_TOKEN })).map(([kind, facts]) => {
  if (!isMailKind(kind)) throw new Error(kind);
  return { kind, mail: (MAIL_KINDS[kind].render as (f: unknown, c: typeof context) => { html: string; text: string })(facts, context) };
});

describe('links in emails', () => {
  it('renders every kind of email', () => {
    expect(rendered.map((r) => r.kind).sort()).toEqual(Object.keys(MAIL_KINDS).sort());
  });

  it.each(rendered.map((r) => [r.kind, r.mail] as const))('%s links only to pages of the site', (_kind, mail) => {
    for (const link of linksOf(mail)) {
      const url = new URL(link);
      expect({ link, origin: url.origin }).toEqual({ link, origin: PUBLIC_URL });
      const page = table.find((route) => routeMatches(route.path, url.pathname));
      expect({ link, page: page?.path ?? 'no page: the site answers 404' }).toEqual({ link, page: expect.stringMatching(/^\//) });
    }
  });

  it('sends staff to the tab it names: an expiring certificate to Carrier Accounts', () => {
    const mail = rendered.find((r) => r.kind === 'staff.carrier-insurance-expiring')!.mail;
    expect(linksOf(mail)).toEqual([`${PUBLIC_URL}/admin?tab=carrier-accounts`]);
    expect(mail.text).toContain('Open the Carrier Accounts tab');
  });

  it('sends customers to their shipment in My Shipments, the proof of delivery included, with the tracking link to share', () => {
    for (const kind of ['customer.shipment-booked', 'customer.shipment-picked-up', 'customer.shipment-delivered', 'customer.shipment-exception'] as const) {
      const mail = rendered.find((r) => r.kind === kind)!.mail;
      expect(linksOf(mail)).toEqual([`${PUBLIC_URL}/shipments?id=4`, `${PUBLIC_URL}/track/${TRACKING_TOKEN}`]);
      expect(mail.text).toContain(`Tracking link to share with your consignee: ${PUBLIC_URL}/track/${TRACKING_TOKEN}`);
    }
  });

  it('sends the customer an invoice to their invoices in the portal, never to a file or a page without sign-in', () => {
    const mail = rendered.find((r) => r.kind === 'customer.invoice-sent')!.mail;
    expect(linksOf(mail)).toEqual([`${PUBLIC_URL}/dashboard?tab=invoices`]);
    expect(mail.text).toContain('Amount due: $1,850.00');
  });

  it('sends the consignee the tracking page only: no sign-in page, no price', () => {
    const mail = rendered.find((r) => r.kind === 'consignee.shipment-booked')!.mail;
    expect(linksOf(mail)).toEqual([`${PUBLIC_URL}/track/${TRACKING_TOKEN}`]);
    expect(mail.text).not.toContain('$1,850');
  });
});
