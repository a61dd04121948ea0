import { carrierAwardLapsed, carrierAwardWithdrawn, carrierLoadAwarded, carrierOfferDeclined, carrierSignReminder } from './carrier-load';
import { carrierRemittance } from './carrier-remittance';
import { customerBookingRefused, staffBookingHeld } from './booking-review';
import { carrierStatusChanged } from './carrier-status';
import { companyInvitation } from './company-invitation';
import { customerQuoteReceived } from './customer-quote-received';
import { customerQuoteUpdated } from './customer-quote-updated';
import { customerWelcome } from './customer-welcome';
import { carrierInsuranceExpiring, staffCarrierInsuranceExpiring } from './insurance-expiry';
import { customerInvoiceSent } from './invoice-sent';
import { customerCreditNoteIssued } from './credit-note-issued';
import { passwordReset } from './password-reset';
import type { MailKind } from './mail-kind';
import { customerQuoteAccepted, customerQuoteDeclined, staffQuoteAccepted, staffQuoteDeclined } from './quote-decided';
import { consigneeShipmentBooked, customerShipmentBooked, customerShipmentDelivered, customerShipmentException, customerShipmentPickedUp, staffCarrierReported, staffShipmentBooked } from './shipment-milestone';
import { staffQuoteReceived } from './staff-quote-received';

/**
 * Every kind of email the site sends. Adding one: write its template beside these
 * (`defineMailKind<Facts>({ render })`), add it here, then ask for it where the change happens:
 * `doc.mailOutbox.push(mailRequest('your.kind', facts))` in the same write, `releaseOutbox` after.
 */
export const MAIL_KINDS = {
  'staff.quote-received': staffQuoteReceived,
  'customer.quote-received': customerQuoteReceived,
  'customer.quote-updated': customerQuoteUpdated,
  'customer.welcome': customerWelcome,
  'customer.password-reset': passwordReset,
  'staff.quote-accepted': staffQuoteAccepted,
  'customer.quote-accepted': customerQuoteAccepted,
  'staff.quote-declined': staffQuoteDeclined,
  'customer.quote-declined': customerQuoteDeclined,
  'carrier.status-changed': carrierStatusChanged,
  'carrier.insurance-expiring': carrierInsuranceExpiring,
  'staff.carrier-insurance-expiring': staffCarrierInsuranceExpiring,
  'carrier.load-awarded': carrierLoadAwarded,
  'carrier.award-lapsed': carrierAwardLapsed,
  'carrier.award-withdrawn': carrierAwardWithdrawn,
  'carrier.offer-declined': carrierOfferDeclined,
  'carrier.sign-reminder': carrierSignReminder,
  'staff.shipment-booked': staffShipmentBooked,
  'customer.shipment-booked': customerShipmentBooked,
  'consignee.shipment-booked': consigneeShipmentBooked,
  'customer.shipment-picked-up': customerShipmentPickedUp,
  'customer.shipment-delivered': customerShipmentDelivered,
  'customer.shipment-exception': customerShipmentException,
  'staff.carrier-reported': staffCarrierReported,
  'customer.invoice-sent': customerInvoiceSent,
  'staff.booking-held': staffBookingHeld,
  'customer.booking-refused': customerBookingRefused,
  'customer.credit-note-issued': customerCreditNoteIssued,
  'carrier.remittance': carrierRemittance,
  'company.invitation': companyInvitation,
} as const;

export type MailKindName = keyof typeof MAIL_KINDS;
export type FactsOf<K extends MailKindName> = (typeof MAIL_KINDS)[K] extends MailKind<infer F> ? F : never;

export const isMailKind = (kind: string): kind is MailKindName => Object.hasOwn(MAIL_KINDS, kind);

export type { MailContext, RenderedMail } from './mail-kind';
export { quoteFacts, type QuoteFacts } from './quote-facts';
export { decisionFacts, type DecisionFacts } from './quote-decided';
export type { WelcomeFacts } from './customer-welcome';
export type { CarrierStatusFacts } from './carrier-status';
export type { PasswordResetFacts } from './password-reset';
export type { InsuranceExpiryFacts } from './insurance-expiry';
export type { CarrierLoadFacts } from './carrier-load';
export { consigneeFacts, type ConsigneeFacts, shipmentFacts, type ShipmentFacts } from './shipment-milestone';
export { invoiceFacts, type InvoiceFacts } from './invoice-sent';
export type { CreditNoteFacts } from './credit-note-issued';
export type { RemittanceFacts } from './carrier-remittance';
export type { HeldBookingFacts } from './booking-review';
