import { easternDate, type InvoiceLineView, type InvoiceView } from '@freight/domain';
import { creditedCents, creditNoteAmount, displayStatusOf, type Invoice, invoiceBalance, type InvoicePayment, invoiceTotal, paidCents } from '@freight/domain/billing';
import type { StoredInvoice } from '../../store';

/** Who reads an invoice: staff see who recorded each payment and issued each credit note, the customer does not. */
export type InvoiceReader = 'staff' | 'customer';

const billingLine = ({ kind, description, amountCents }: StoredInvoice['lines'][number]) => ({ kind, description, amountCents });

/** A stored invoice as billing's rules take it: its lines and credit notes, money in cents. */
export const moneyOf = (invoice: StoredInvoice): Invoice => ({
  number: invoice.number ?? '',
  customerId: invoice.customerId,
  status: invoice.status,
  invoiceDate: invoice.invoiceDate ?? '',
  dueDate: invoice.dueDate ?? '',
  lines: invoice.lines.map(billingLine),
  creditNotes: (invoice.creditNotes ?? []).map((note) => ({ reason: note.reason, lines: note.lines.map(billingLine) })),
});

export const paymentsOf = (invoice: StoredInvoice): InvoicePayment[] =>
  invoice.payments.map(({ reference, amountCents, receivedOn }) => ({ reference, amountCents, receivedOn }));

const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);

function lineJson(line: StoredInvoice['lines'][number]): InvoiceLineView {
  return {
    ...billingLine(line),
    ...(line.id !== undefined ? { id: line.id } : {}),
    ...(line.receipt ? { receipt: { name: line.receipt.name, contentType: line.receipt.contentType, size: line.receipt.size } } : {}),
  };
}

/** An invoice as the API answers it: its lines, payments, credit notes and the sums of them in cents, and where it stands today. */
export function invoiceJson(invoice: StoredInvoice, reader: InvoiceReader, today = easternDate()): InvoiceView {
  const money = moneyOf(invoice);
  const payments = paymentsOf(invoice);
  const staff = reader === 'staff';
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    shipmentId: invoice.shipmentId,
    shipmentNumber: invoice.shipmentNumber,
    customerId: invoice.customerId,
    billTo: { name: invoice.billTo.name, companyName: invoice.billTo.companyName, email: invoice.billTo.email },
    status: invoice.status,
    displayStatus: displayStatusOf(money, payments, today),
    lines: invoice.lines.map(lineJson),
    terms: { kind: invoice.terms.kind, days: invoice.terms.days },
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    sentAt: iso(invoice.sentAt),
    totalCents: invoiceTotal(money),
    paidCents: paidCents(payments),
    creditedCents: creditedCents(money),
    // A void invoice asks for nothing.
    balanceCents: invoice.status === 'void' ? 0 : invoiceBalance(money, payments),
    payments: invoice.payments.map((p) => ({
      amountCents: p.amountCents,
      receivedOn: p.receivedOn,
      method: p.method,
      reference: p.reference,
      recordedAt: iso(p.recordedAt)!,
      ...(staff ? { recordedBy: { userId: p.recordedBy.userId, name: p.recordedBy.name } } : {}),
    })),
    creditNotes: (invoice.creditNotes ?? []).map((note) => ({
      id: note.id,
      number: note.number,
      amountCents: creditNoteAmount(note),
      reason: note.reason,
      issuedOn: note.issuedOn,
      issuedAt: iso(note.issuedAt)!,
      ...(staff ? { issuedBy: { userId: note.issuedBy.userId, name: note.issuedBy.name } } : {}),
    })),
    version: invoice.__v,
    ...(invoice.status === 'void' ? { voidReason: invoice.voidReason, voidedAt: iso(invoice.voidedAt) } : {}),
    createdAt: iso(invoice.createdAt)!,
    updatedAt: iso(invoice.updatedAt)!,
  };
}
