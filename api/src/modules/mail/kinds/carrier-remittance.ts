import { ACCOUNTING_EMAIL, CARRIER_PAY_PATH, CARRIER_PAY_TEXTS, COMPANY, formatCalendarDate } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

/** One payment to a carrier as its remittance advice needs it, frozen when the payment was recorded. */
export interface RemittanceFacts {
  payableId: number;
  email: string;
  firstName: string;
  carrierName: string;
  shipmentNumber: string;
  lane: string;
  /** The carrier's own invoice number, which its accounts receivable match the money to. */
  invoiceNumber: string;
  paidOn: string;
  /** "ACH transfer", "Check". */
  method: string;
  reference: string;
  amountCents: number;
  /** What was owed in all (after any quick pay fee), and what is left to pay after this payment. */
  netCents: number;
  quickPayFeeCents: number | null;
  balanceCents: number;
}

/** To the carrier: a payment was made for one of its loads, with what it settles; the pay page lists all of them. */
export const carrierRemittance = defineMailKind<RemittanceFacts>({
  render(facts, { publicUrl }) {
    const settled = facts.balanceCents === 0;
    const body = renderLayout({
      heading: `Payment for load ${facts.shipmentNumber}`,
      paragraphs: [
        `Hello ${facts.firstName}, ${COMPANY.name} has paid ${facts.carrierName} ${formatCents(facts.amountCents)} for load ${facts.shipmentNumber} (${facts.lane}).`,
        settled ? 'This pays the load in full.' : `${formatCents(facts.balanceCents)} is still to be paid on this load.`,
        `Questions about this payment? Reply to this email or write to ${ACCOUNTING_EMAIL}.`,
      ],
      rows: [
        ['Your invoice', facts.invoiceNumber],
        ['Load', facts.shipmentNumber],
        ['Paid on', formatCalendarDate(facts.paidOn)],
        ['Method', facts.method],
        ['Reference', facts.reference],
        ['Amount paid', formatCents(facts.amountCents)],
        [CARRIER_PAY_TEXTS.quickPayFee, facts.quickPayFeeCents ? formatCents(facts.quickPayFeeCents) : null],
        ['Total for the load', formatCents(facts.netCents)],
        ['Still to pay', formatCents(facts.balanceCents)],
      ],
      action: { label: 'See your pay', url: `${publicUrl}${CARRIER_PAY_PATH}` },
    });
    const subject = oneLine(`Payment of ${formatCents(facts.amountCents)} from ${COMPANY.shortName} for load ${facts.shipmentNumber}`).slice(0, 200);
    return { to: facts.email, replyTo: ACCOUNTING_EMAIL, subject, ...body };
  },
});
