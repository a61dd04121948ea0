import { ACCOUNTING_EMAIL, COMPANY, SHIPMENT_MESSAGES, shipmentPath } from '@freight/domain';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';
import type { ShipmentFacts } from './shipment-milestone';

/** A booking held for a credit review: the shipment, and why it was held (staff's words, never the customer's). */
export interface HeldBookingFacts extends ShipmentFacts {
  reason: string;
}

const rows = (facts: ShipmentFacts): [string, string][] => [
  ['Shipment', facts.number],
  ['Lane', facts.lane],
  ['Pickup window', facts.pickup],
  ['Delivery window', facts.delivery],
  ['Price', facts.price],
];

/** To the quotes desk: a booking waits for a credit review before it goes on the board. */
export const staffBookingHeld = defineMailKind<HeldBookingFacts>({
  render(facts, { notifyQuotesTo, publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} waits for a credit review`,
      paragraphs: [
        `${facts.customerName} (${facts.companyName}) booked quote Q-${facts.quoteId} as shipment ${facts.number}. ${facts.reason}`,
        'The load is not on the board until you approve the booking. Approve or refuse it from the shipment.',
      ],
      rows: [...rows(facts), ['Email', facts.email]],
      action: { label: 'Open it in the admin area', url: `${publicUrl}/admin?tab=shipments&shipment=${facts.id}` },
    });
    return { to: notifyQuotesTo, replyTo: facts.email, subject: oneLine(`Credit review: shipment ${facts.number} for ${facts.companyName}`).slice(0, 200), ...body };
  },
});

/** To the customer: the booking was not confirmed after the credit review (staff's reason is not in it). */
export const customerBookingRefused = defineMailKind<ShipmentFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} was not confirmed`,
      paragraphs: [`Hello ${facts.customerName}, ${SHIPMENT_MESSAGES.refusedForCustomer}`, `Write to ${ACCOUNTING_EMAIL} or call ${COMPANY.phone}.`],
      rows: rows(facts),
      action: { label: 'See it in My Shipments', url: `${publicUrl}${shipmentPath(facts.id)}` },
    });
    return { to: facts.email, replyTo: ACCOUNTING_EMAIL, subject: `Not confirmed: shipment ${facts.number}`, ...body };
  },
});
