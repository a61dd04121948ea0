import type { FactsOf, MailKindName } from './kinds';

/** The records an email is about: sample facts point at these (tests pass real ones when pages must open them). */
export interface SampleRecords {
  quoteId: number;
  customerId: number;
  shipmentId: number;
  carrierId: number;
  resetToken: string;
  /** A live tracking link's token (the shipment's emails link to its page). */
  trackingToken?: string;
}

/**
 * Facts for every kind of email, as a change would store them: one sample per kind, so a test can
 * render them all (the type makes a new kind without a sample fail to compile).
 */
export function sampleFacts(records: SampleRecords): { [K in MailKindName]: FactsOf<K> } {
  const quote: FactsOf<'staff.quote-received'> = {
    id: records.quoteId,
    userId: records.customerId,
    firstName: 'Dana',
    lastName: 'Morales',
    email: 'dana@example.com',
    phone: '(973) 555-0100',
    companyName: 'Morales Manufacturing',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Four pallets of machine parts',
    status: 'approved',
    estimatedPrice: '1850.00',
    validUntil: '2026-12-15',
    createdAt: '2026-11-25T14:00:00.000Z',
  };
  const decision = (outcome: 'accepted' | 'declined'): FactsOf<'staff.quote-accepted'> => ({
    ...quote,
    decision: { outcome, at: '2026-11-26T15:00:00.000Z', userId: records.customerId, accountName: 'Dana Morales', ...(outcome === 'accepted' ? { signature: 'Dana Morales' } : { reason: 'Budget' }) },
  });
  const shipment: FactsOf<'customer.shipment-booked'> = {
    id: records.shipmentId,
    number: `HL-${10000 + records.shipmentId}`,
    quoteId: records.quoteId,
    customerName: 'Dana Morales',
    companyName: 'Morales Manufacturing',
    email: 'dana@example.com',
    lane: 'Newark, NJ → Boston, MA',
    pickup: '2026-12-01, 08:00–12:00 Eastern',
    delivery: '2026-12-03, 09:00–17:00 Eastern',
    commodity: 'Machine parts, 4 pcs, 2500 lbs',
    price: '$1,850.00',
    event: { kind: 'booked', at: '2026-11-26T15:00:00.000Z', location: 'Newark, NJ', note: '' },
    trackingPath: `/track/${records.trackingToken ?? 'c'.repeat(32)}`,
  };
  const consignee: FactsOf<'consignee.shipment-booked'> = {
    email: 'receiving@bostonsupply.example',
    consigneeName: 'Pat Kelly',
    number: shipment.number,
    senderName: shipment.companyName,
    lane: shipment.lane,
    delivery: shipment.delivery,
    trackingPath: shipment.trackingPath!,
  };
  const carrier = { firstName: 'Tom', email: 'tom@example.com', companyName: 'Brennan Trucking', dotNumber: '1234567' };
  const load: FactsOf<'carrier.load-awarded'> = { email: carrier.email, carrierName: carrier.companyName, number: shipment.number, lane: shipment.lane, rate: '$1,400.00', signBy: 'Dec 1, 2026, 2:30 PM ET', reason: 'The customer moved the date' };
  return {
    'staff.quote-received': quote,
    'customer.quote-received': quote,
    'customer.quote-updated': { ...quote, customerMessage: 'Priced with liftgate' },
    'customer.welcome': { firstName: 'Dana', username: 'dmorales', email: quote.email, accountType: 'customer' },
    'customer.password-reset': { firstName: 'Dana', username: 'dmorales', email: quote.email, token: records.resetToken, expiresAt: '2026-11-28T16:00:00.000Z' },
    'company.invitation': { email: 'billing@harborpantry.example', companyName: 'Harbor Pantry Foods', invitedBy: 'Dana Morales', role: 'billing', token: records.resetToken, expiresAt: '2026-12-05T16:00:00.000Z' },
    'staff.quote-accepted': decision('accepted'),
    'customer.quote-accepted': decision('accepted'),
    'staff.quote-declined': decision('declined'),
    'customer.quote-declined': decision('declined'),
    'carrier.status-changed': { ...carrier, status: 'verified' },
    'carrier.insurance-expiring': { ...carrier, carrierId: records.carrierId, document: 'Certificate of insurance', expiresOn: '2026-12-20', policies: ['cargo'] },
    'staff.carrier-insurance-expiring': { ...carrier, carrierId: records.carrierId, document: 'Certificate of insurance', expiresOn: '2026-12-20', policies: ['cargo'] },
    'carrier.load-awarded': load,
    'carrier.award-lapsed': load,
    'carrier.award-withdrawn': load,
    'carrier.offer-declined': load,
    'carrier.sign-reminder': load,
    'staff.shipment-booked': shipment,
    'customer.shipment-booked': shipment,
    'consignee.shipment-booked': consignee,
    'customer.shipment-picked-up': { ...shipment, event: { ...shipment.event, kind: 'picked-up' } },
    'customer.shipment-delivered': { ...shipment, event: { ...shipment.event, kind: 'delivered', location: 'Boston, MA' } },
    'customer.shipment-exception': { ...shipment, event: { ...shipment.event, kind: 'exception-raised', note: 'Weather delay' } },
    'staff.carrier-reported': { ...shipment, event: { ...shipment.event, kind: 'delivered', location: 'Boston, MA' } },
    'staff.booking-held': { ...shipment, reason: 'Open receivables $48,200.00 + this load $1,850.00 exceed the credit limit $50,000.00.' },
    'customer.booking-refused': shipment,
    'customer.invoice-sent': {
      id: 9,
      number: 'INV-2026-000009',
      email: quote.email,
      customerName: 'Dana Morales',
      companyName: quote.companyName,
      shipmentNumber: shipment.number,
      invoiceDate: '2026-12-04',
      dueDate: '2027-01-03',
      terms: 'Net 30',
      totalCents: 185000,
    },
    'customer.credit-note-issued': {
      invoiceId: 9,
      invoiceNumber: 'INV-2026-000009',
      creditNoteNumber: 'CN-2026-000002',
      email: quote.email,
      customerName: 'Dana Morales',
      shipmentNumber: shipment.number,
      issuedOn: '2026-12-10',
      reason: 'Delivery two days late',
      amountCents: 25000,
      balanceCents: 160000,
    },
    'carrier.remittance': {
      payableId: 5,
      email: carrier.email,
      firstName: carrier.firstName,
      carrierName: carrier.companyName,
      shipmentNumber: shipment.number,
      lane: shipment.lane,
      invoiceNumber: 'BT-2026-118',
      paidOn: '2026-12-18',
      method: 'ACH transfer',
      reference: 'ACH-20261218-07',
      amountCents: 137200,
      netCents: 137200,
      quickPayFeeCents: 2800,
      balanceCents: 0,
    },
  };
}

/** Every address a rendered email links to: the HTML's hrefs and the URLs in its plain text. */
export function linksOf(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const inText = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...inText])];
}
