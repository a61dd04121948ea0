import { ACCOUNTING_EMAIL, COMPANY, formatCalendarDate, INVOICES_PATH } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

/** A credit note as its email needs it, frozen when it was issued. */
export interface CreditNoteFacts {
  invoiceId: number;
  invoiceNumber: string;
  creditNoteNumber: string;
  email: string;
  customerName: string;
  shipmentNumber: string;
  issuedOn: string;
  reason: string;
  amountCents: number;
  /** What is still owed on the invoice once the credit is taken off. */
  balanceCents: number;
}

/** To the customer: money was taken off a sent invoice; the invoice in the portal shows it and the new balance. */
export const customerCreditNoteIssued = defineMailKind<CreditNoteFacts>({
  render(facts, { publicUrl }) {
    const settled = facts.balanceCents === 0;
    const body = renderLayout({
      heading: `Credit note ${facts.creditNoteNumber} on invoice ${facts.invoiceNumber}`,
      paragraphs: [
        `Hello ${facts.customerName}, we have issued a credit of ${formatCents(facts.amountCents)} on invoice ${facts.invoiceNumber} for shipment ${facts.shipmentNumber}.`,
        settled ? 'Nothing more is owed on this invoice.' : `The balance due on the invoice is now ${formatCents(facts.balanceCents)}.`,
        `The credit note is listed with the invoice in the customer portal, and in the invoice's PDF. Questions? Reply to this email or write to ${ACCOUNTING_EMAIL}.`,
      ],
      rows: [
        ['Credit note', facts.creditNoteNumber],
        ['Invoice', facts.invoiceNumber],
        ['Date', formatCalendarDate(facts.issuedOn)],
        ['Reason', facts.reason],
        ['Credit', formatCents(facts.amountCents)],
        ['Balance due', formatCents(facts.balanceCents)],
      ],
      action: { label: 'See your invoices', url: `${publicUrl}${INVOICES_PATH}` },
    });
    return {
      to: facts.email,
      replyTo: ACCOUNTING_EMAIL,
      subject: oneLine(`Credit note ${facts.creditNoteNumber} from ${COMPANY.shortName}: ${formatCents(facts.amountCents)} off invoice ${facts.invoiceNumber}`).slice(0, 200),
      ...body,
    };
  },
});
