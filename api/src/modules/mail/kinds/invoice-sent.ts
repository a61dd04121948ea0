import { ACCOUNTING_EMAIL, COMPANY, formatCalendarDate, INVOICES_PATH } from '@freight/domain';
import { formatCents, termsLabel } from '@freight/domain/billing';
import type { StoredInvoice } from '../../../store';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

/** An invoice as its email needs it, frozen when it was sent. */
export interface InvoiceFacts {
  id: number;
  number: string;
  email: string;
  customerName: string;
  companyName: string;
  shipmentNumber: string;
  invoiceDate: string;
  dueDate: string;
  terms: string;
  totalCents: number;
}

export const invoiceFacts = (invoice: StoredInvoice, number: string, totalCents: number): InvoiceFacts => ({
  id: invoice.id,
  number,
  email: invoice.billTo.email,
  customerName: invoice.billTo.name,
  companyName: invoice.billTo.companyName,
  shipmentNumber: invoice.shipmentNumber,
  invoiceDate: invoice.invoiceDate ?? '',
  dueDate: invoice.dueDate ?? '',
  terms: termsLabel(invoice.terms),
  totalCents,
});

/** To the customer: an invoice was sent; it is read and downloaded in the portal, where the amount due stays current. */
export const customerInvoiceSent = defineMailKind<InvoiceFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Invoice ${facts.number} for shipment ${facts.shipmentNumber}`,
      paragraphs: [
        `Hello ${facts.customerName}, thank you for shipping with ${COMPANY.name}. Your invoice for shipment ${facts.shipmentNumber} is ready. You can read it and download it as a PDF with your invoices in the customer portal.`,
        `Questions about this invoice? Reply to this email or write to ${ACCOUNTING_EMAIL}.`,
      ],
      rows: [
        ['Invoice', facts.number],
        ['Shipment', facts.shipmentNumber],
        ['Invoice date', formatCalendarDate(facts.invoiceDate)],
        ['Terms', facts.terms],
        ['Due date', formatCalendarDate(facts.dueDate)],
        ['Amount due', formatCents(facts.totalCents)],
      ],
      action: { label: 'See your invoices', url: `${publicUrl}${INVOICES_PATH}` },
    });
    return { to: facts.email, replyTo: ACCOUNTING_EMAIL, subject: oneLine(`Invoice ${facts.number} from ${COMPANY.shortName}: ${formatCents(facts.totalCents)} due ${formatCalendarDate(facts.dueDate)}`).slice(0, 200), ...body };
  },
});
