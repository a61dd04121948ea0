import { easternDate, type InvoiceView } from '@freight/domain';
import { displayStatusOf, type Invoice, invoiceBalance, type InvoicePayment, invoiceTotal, paidCents } from '@freight/domain/billing';
import type { StoredInvoice } from '../../store';

/** Who reads an invoice: staff see who recorded each payment, the customer does not. */
export type InvoiceReader = 'staff' | 'customer';

/** A stored invoice as billing's rules take it (no credit notes are issued yet). */
export const moneyOf = (invoice: StoredInvoice): Invoice => ({
  number: invoice.number ?? '',
  customerId: invoice.customerId,
  status: invoice.status,
  invoiceDate: invoice.invoiceDate ?? '',
  dueDate: invoice.dueDate ?? '',
  lines: invoice.lines,
  creditNotes: [],
});

export const paymentsOf = (invoice: StoredInvoice): InvoicePayment[] =>
  invoice.payments.map(({ reference, amountCents, receivedOn }) => ({ reference, amountCents, receivedOn }));

const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);

/** An invoice as the API answers it: its lines, payments and the sums of them in cents, and where it stands today. */
export function invoiceJson(invoice: StoredInvoice, reader: InvoiceReader, today = easternDate()): InvoiceView {
  const money = moneyOf(invoice);
  const payments = paymentsOf(invoice);
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    shipmentId: invoice.shipmentId,
    shipmentNumber: invoice.shipmentNumber,
    customerId: invoice.customerId,
    billTo: { name: invoice.billTo.name, companyName: invoice.billTo.companyName, email: invoice.billTo.email },
    status: invoice.status,
    displayStatus: displayStatusOf(money, payments, today),
    lines: invoice.lines.map(({ kind, description, amountCents }) => ({ kind, description, amountCents })),
    terms: { kind: invoice.terms.kind, days: invoice.terms.days },
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    sentAt: iso(invoice.sentAt),
    totalCents: invoiceTotal(money),
    paidCents: paidCents(payments),
    // A void invoice asks for nothing.
    balanceCents: invoice.status === 'void' ? 0 : invoiceBalance(money, payments),
    payments: invoice.payments.map((p) => ({
      amountCents: p.amountCents,
      receivedOn: p.receivedOn,
      method: p.method,
      reference: p.reference,
      recordedAt: iso(p.recordedAt)!,
      ...(reader === 'staff' ? { recordedBy: { userId: p.recordedBy.userId, name: p.recordedBy.name } } : {}),
    })),
    ...(invoice.status === 'void' ? { voidReason: invoice.voidReason, voidedAt: iso(invoice.voidedAt) } : {}),
    createdAt: iso(invoice.createdAt)!,
    updatedAt: iso(invoice.updatedAt)!,
  };
}
