import { assertCents, type Cents, sumCents } from './cents';
import { type CreditNote, type Invoice, type InvoiceLine, type InvoiceStatus } from './invoice';
import { invoiceBalance, type InvoicePayment, invoiceStatusOf } from './invoice-payments';
import { BILLING_MESSAGES } from './messages';
import { parseSeriesNumber, seriesNumber } from './series-number';

/** A credit note ready to store, with where the invoice stands once it is; or why it cannot be issued. */
export type CreditNoteResult = { ok: true; creditNote: CreditNote; status: InvoiceStatus; balanceCents: Cents } | { ok: false; error: string };

/**
 * A credit note against a sent invoice: negative lines with a reason, taking off at most what is
 * still owed. The limit is the balance, not the total, so the balance never goes below $0.00:
 * money already received goes back as a refund, which is not a credit note. Crediting the whole
 * balance settles the invoice (paid). An invoice not yet sent is edited instead; a void one is over.
 */
export function creditNoteFor(invoice: Invoice, payments: readonly InvoicePayment[], lines: readonly InvoiceLine[], reason: string): CreditNoteResult {
  const status = invoiceStatusOf(invoice, payments);
  if (status === 'ready') return { ok: false, error: BILLING_MESSAGES.creditNotSent };
  if (status === 'void') return { ok: false, error: BILLING_MESSAGES.creditOnVoid };
  if (status === 'paid') return { ok: false, error: BILLING_MESSAGES.creditOnPaid };
  if (reason.trim() === '') return { ok: false, error: BILLING_MESSAGES.creditReason };
  if (lines.length === 0) return { ok: false, error: BILLING_MESSAGES.creditNoLines };
  for (const line of lines) {
    if (assertCents(line.amountCents, 'A credit line') >= 0) return { ok: false, error: BILLING_MESSAGES.creditLineNotNegative };
    if (line.description.trim() === '') return { ok: false, error: BILLING_MESSAGES.lineDescription };
  }

  const credit = 0 - sumCents(lines.map((line) => line.amountCents));
  const balance = invoiceBalance(invoice, payments);
  if (credit > balance) return { ok: false, error: BILLING_MESSAGES.creditTooLarge(credit, balance) };
  const creditNote: CreditNote = { reason: reason.trim(), lines };
  const credited = { ...invoice, creditNotes: [...invoice.creditNotes, creditNote] };
  return { ok: true, creditNote, status: invoiceStatusOf(credited, payments), balanceCents: invoiceBalance(credited, payments) };
}

/**
 * A credit note as staff issue it: one amount, more than $0.00, taken off for a reason. It is one
 * adjustment line of minus the amount, described by the reason, then creditNoteFor's rules.
 */
export function creditNoteOf(invoice: Invoice, payments: readonly InvoicePayment[], amountCents: Cents, reason: string): CreditNoteResult {
  if (assertCents(amountCents, 'A credit') <= 0) return { ok: false, error: BILLING_MESSAGES.creditNotPositive };
  return creditNoteFor(invoice, payments, [{ kind: 'adjustment', description: reason.trim(), amountCents: -amountCents }], reason);
}

/** The amount a credit note takes off, as a positive amount. */
export const creditNoteAmount = (creditNote: Pick<CreditNote, 'lines'>): Cents => 0 - sumCents(creditNote.lines.map((line) => line.amountCents));

/** "CN-2026-000123": credit notes have their own gapless yearly series, like invoices. */
export const creditNoteNumber = (year: number, sequence: number): string => seriesNumber('CN', year, sequence);

/** "CN-2026-000123" (any case, spaces around) → { year: 2026, sequence: 123 }; null for anything else. */
export const parseCreditNoteNumber = (text: string | null | undefined) => parseSeriesNumber('CN', text);
