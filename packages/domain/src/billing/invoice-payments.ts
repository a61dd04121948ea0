import type { IsoDate } from './calendar';
import { assertCents, type Cents, sumCents } from './cents';
import { type Invoice, type InvoiceDisplayStatus, type InvoiceStatus, invoiceTotal } from './invoice';
import { BILLING_MESSAGES } from './messages';
import { daysPastDue } from './terms';

/**
 * A payment received on an invoice. Its reference (check number, ACH trace, card charge) is its
 * idempotency key: the same reference twice is one payment, so a retried request or a re-imported
 * bank file never counts money twice.
 */
export interface InvoicePayment {
  reference: string;
  amountCents: Cents;
  receivedOn: IsoDate;
}

/** Where an invoice stands after a payment, or why the payment was refused. */
export type PaymentResult = { ok: true; status: InvoiceStatus; balanceCents: Cents; alreadyRecorded: boolean } | { ok: false; error: string };

/** References are compared without the spaces around them, which typing and bank files add. */
const referenceKey = (payment: Pick<InvoicePayment, 'reference'>) => payment.reference.trim();

/** The payments once per reference (the first one recorded wins). */
function uniquePayments(payments: readonly InvoicePayment[]): InvoicePayment[] {
  const byReference = new Map<string, InvoicePayment>();
  for (const payment of payments) if (!byReference.has(referenceKey(payment))) byReference.set(referenceKey(payment), payment);
  return [...byReference.values()];
}

/** Money received on the invoice, each reference counted once. */
export const paidCents = (payments: readonly InvoicePayment[]): Cents => sumCents(uniquePayments(payments).map((p) => p.amountCents));

/** Money taken off by credit notes, as a positive amount. */
export const creditedCents = (invoice: Pick<Invoice, 'creditNotes'>): Cents =>
  0 - sumCents(invoice.creditNotes.flatMap((note) => note.lines.map((line) => line.amountCents)));

/** What the customer still owes: the total less credits and payments; never below 0 while both go through applyPayment and creditNoteFor. */
export const invoiceBalance = (invoice: Invoice, payments: readonly InvoicePayment[]): Cents =>
  invoiceTotal(invoice) - creditedCents(invoice) - paidCents(payments);

/**
 * The status the money says: paid at a balance of 0, partially paid once something was received,
 * sent otherwise. Ready and void are people's decisions and stay as they are.
 */
export function invoiceStatusOf(invoice: Invoice, payments: readonly InvoicePayment[]): InvoiceStatus {
  if (invoice.status === 'ready' || invoice.status === 'void') return invoice.status;
  if (invoiceBalance(invoice, payments) <= 0) return 'paid';
  return paidCents(payments) > 0 ? 'partially_paid' : 'sent';
}

/** The status lists show: Overdue once the day after the due date begins, while money is still owed. */
export function displayStatusOf(invoice: Invoice, payments: readonly InvoicePayment[], today: IsoDate): InvoiceDisplayStatus {
  const status = invoiceStatusOf(invoice, payments);
  const open = status === 'sent' || status === 'partially_paid';
  return open && daysPastDue(invoice.dueDate, today) > 0 ? 'overdue' : status;
}

const standing = (invoice: Invoice, payments: readonly InvoicePayment[], alreadyRecorded: boolean): PaymentResult => ({
  ok: true,
  status: invoiceStatusOf(invoice, payments),
  balanceCents: invoiceBalance(invoice, payments),
  alreadyRecorded,
});

/**
 * Records a payment, or says why not: it must be more than $0.00, carry a reference, and fall on
 * a sent invoice with at least that much owed (paying exactly the balance makes it paid). A
 * payment whose reference is already recorded with the same amount is the same payment: the
 * answer is today's standing with `alreadyRecorded`, and nothing is counted twice. The same
 * reference with another amount is refused, as a mistake rather than a retry.
 */
export function applyPayment(invoice: Invoice, existingPayments: readonly InvoicePayment[], payment: InvoicePayment): PaymentResult {
  if (assertCents(payment.amountCents, 'A payment') <= 0) return { ok: false, error: BILLING_MESSAGES.paymentNotPositive };
  if (referenceKey(payment) === '') return { ok: false, error: BILLING_MESSAGES.paymentReference };
  const recorded = existingPayments.find((p) => referenceKey(p) === referenceKey(payment));
  if (recorded && recorded.amountCents !== payment.amountCents) {
    return { ok: false, error: BILLING_MESSAGES.referenceReused(recorded.reference, recorded.amountCents) };
  }
  if (recorded) return standing(invoice, existingPayments, true);

  const status = invoiceStatusOf(invoice, existingPayments);
  if (status === 'void') return { ok: false, error: BILLING_MESSAGES.paymentOnVoid };
  if (status === 'ready') return { ok: false, error: BILLING_MESSAGES.paymentNotSent };
  if (status === 'paid') return { ok: false, error: BILLING_MESSAGES.alreadyPaid };
  const balance = invoiceBalance(invoice, existingPayments);
  if (payment.amountCents > balance) return { ok: false, error: BILLING_MESSAGES.overpayment(payment.amountCents, balance) };
  return standing(invoice, [...existingPayments, payment], false);
}
