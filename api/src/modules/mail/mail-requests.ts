import type { CompanyRole, PolicyExpiry, ShipmentEventKind } from '@freight/domain';
import type { OutboxEntry, QuoteFields, ShipmentFields, UserRecord } from '../../store';
import { consigneeFacts, decisionFacts, type InsuranceExpiryFacts, quoteFacts, shipmentFacts } from './kinds';
import { mailRequest } from './mail-outbox';

/** A new quote request: the quotes desk is told, and the requester gets an acknowledgment. */
export const newQuoteMail = (quote: QuoteFields): OutboxEntry[] => [
  mailRequest('staff.quote-received', quoteFacts(quote)),
  mailRequest('customer.quote-received', quoteFacts(quote)),
];

/** Staff changed status, price or note. */
export const quoteUpdatedMail = (quote: QuoteFields): OutboxEntry => mailRequest('customer.quote-updated', quoteFacts(quote));

export const welcomeMail = (user: Pick<UserRecord, 'firstName' | 'username' | 'email' | 'accountType'>): OutboxEntry =>
  mailRequest('customer.welcome', { firstName: user.firstName, username: user.username, email: user.email, accountType: user.accountType });

/** A link to choose a new password, for an account whose owner asked for one (see account.service). */
export const passwordResetMail = (user: Pick<UserRecord, 'firstName' | 'username' | 'email'>, token: string, expiresAt: Date): OutboxEntry =>
  mailRequest('customer.password-reset', { firstName: user.firstName, username: user.username, email: user.email, token, expiresAt: expiresAt.toISOString() });

/** An Owner invited someone to their company: the link goes to the address invited. */
export const companyInvitationMail = (invitation: { email: string; companyName: string; invitedBy: string; role: CompanyRole; token: string; expiresAt: Date }): OutboxEntry =>
  mailRequest('company.invitation', { ...invitation, expiresAt: invitation.expiresAt.toISOString() });

/** The customer accepted or declined a priced quote: staff are told, and the customer gets a confirmation. */
export const quoteDecidedMail = (quote: QuoteFields): OutboxEntry[] =>
  quote.decision?.outcome === 'accepted'
    ? [mailRequest('staff.quote-accepted', decisionFacts(quote)), mailRequest('customer.quote-accepted', decisionFacts(quote))]
    : [mailRequest('staff.quote-declined', decisionFacts(quote)), mailRequest('customer.quote-declined', decisionFacts(quote))];

/** Staff verified or suspended a carrier (the user's carrierStatus is already set). */
export const carrierStatusMail = (user: Pick<UserRecord, 'firstName' | 'email' | 'companyName' | 'carrierInfo' | 'carrierStatus'>, reason?: string, key?: string): OutboxEntry =>
  mailRequest(
    'carrier.status-changed',
    {
      firstName: user.firstName,
      email: user.email,
      companyName: user.companyName,
      dotNumber: user.carrierInfo?.dotNumber ?? '',
      status: user.carrierStatus ?? 'pending',
      ...(reason ? { reason } : {}),
    },
    key,
  );

type CarrierFacts = Pick<UserRecord, 'id' | 'firstName' | 'email' | 'companyName' | 'carrierInfo'>;

interface ExpiringDocument extends PolicyExpiry {
  id: string;
  label: string;
  /** The other policy, when it expires later. */
  later?: PolicyExpiry;
}

const insuranceFacts = (user: CarrierFacts, document: ExpiringDocument): InsuranceExpiryFacts => ({
  carrierId: user.id,
  firstName: user.firstName,
  email: user.email,
  companyName: user.companyName,
  dotNumber: user.carrierInfo?.dotNumber ?? '',
  document: document.label,
  policies: document.policies,
  expiresOn: document.expiresOn,
  ...(document.later ? { later: document.later } : {}),
});

/**
 * 30 days before a policy expires: the carrier and staff, once per document (the keys are the
 * document's, so the job asking twice, in two processes or after a restart, records them once).
 */
export const insuranceExpiringMail = (user: CarrierFacts, document: ExpiringDocument): OutboxEntry[] => [
  mailRequest('carrier.insurance-expiring', insuranceFacts(user, document), `insurance-expiring:${document.id}:carrier`),
  mailRequest('staff.carrier-insurance-expiring', insuranceFacts(user, document), `insurance-expiring:${document.id}:staff`),
];

/**
 * A customer booked a shipment: the quotes desk and the customer are told, the customer with the
 * shipment's tracking link (`trackingPath`), which also goes to the consignee's email when the booking has one.
 */
export const shipmentBookedMail = (shipment: ShipmentFields, trackingPath?: string): OutboxEntry[] => [
  mailRequest('staff.shipment-booked', shipmentFacts(shipment, 'booked')),
  mailRequest('customer.shipment-booked', shipmentFacts(shipment, 'booked', trackingPath)),
  ...(trackingPath && shipment.consignee?.email?.trim() ? [mailRequest('consignee.shipment-booked', consigneeFacts(shipment, trackingPath))] : []),
];

const MILESTONE_MAIL = {
  'picked-up': 'customer.shipment-picked-up',
  delivered: 'customer.shipment-delivered',
  'exception-raised': 'customer.shipment-exception',
} as const;

/**
 * The email a recorded event sends the customer, if any (pickup, delivery, an exception); and, when
 * the carrier reported an exception or a delivery, the operations desk too.
 */
export function shipmentEventMail(shipment: ShipmentFields, kind: ShipmentEventKind, role: 'staff' | 'carrier' = 'staff', trackingPath?: string): OutboxEntry[] {
  const mailKind = MILESTONE_MAIL[kind as keyof typeof MILESTONE_MAIL];
  const customer = mailKind && shipment.customer?.email ? [mailRequest(mailKind, shipmentFacts(shipment, kind, trackingPath))] : [];
  const staff = role === 'carrier' && (kind === 'exception-raised' || kind === 'delivered') ? [mailRequest('staff.carrier-reported', shipmentFacts(shipment, kind))] : [];
  return [...customer, ...staff];
}
