import type { IsoDate } from './calendar';
import { assertCents, type Cents, sumCents } from './cents';
import { BILLING_MESSAGES } from './messages';
import { type Payable, payableAmount, PAYABLE_STATUS_LABELS, type PayableStatus, QUICK_PAY_BUSINESS_DAYS, readiness } from './payable';
import { addFederalBusinessDays, dueDateOf, type PaymentTerms } from './terms';

/** What staff approve on top of the rate confirmation: time at the dock, unloading paid to a lumper, a night waiting. */
export const PAYABLE_ACCESSORIAL_KINDS = ['detention', 'lumper', 'layover'] as const;
export type PayableAccessorialKind = (typeof PAYABLE_ACCESSORIAL_KINDS)[number];

export const PAYABLE_ACCESSORIAL_LABELS: Record<PayableAccessorialKind, string> = { detention: 'Detention', lumper: 'Lumper', layover: 'Layover' };

/**
 * A payment made to the carrier. Its reference (check number, ACH trace) is its identity on the
 * payable, as on an invoice: the same reference twice is one payment.
 */
export interface PayablePayment {
  reference: string;
  amountCents: Cents;
  paidOn: IsoDate;
}

/** A payable's money: the rate confirmation, the accessorials staff approved, the quick pay fee fixed when it was asked for, the payments made. */
export interface PayableMoney {
  rateConfirmationCents: Cents;
  accessorials: readonly { amountCents: Cents }[];
  quickPayFeeCents: Cents | null;
  payments: readonly PayablePayment[];
}

const referenceKey = (payment: Pick<PayablePayment, 'reference'>) => payment.reference.trim();

/** What the carrier is owed in all: the rate confirmation and approved accessorials, less the quick pay fee. */
export const payableNet = (money: PayableMoney): Cents => payableAmount(money.rateConfirmationCents, money.accessorials) - (money.quickPayFeeCents ?? 0);

/** Paid to the carrier so far, each reference counted once. */
export function payablePaid(payments: readonly PayablePayment[]): Cents {
  const byReference = new Map<string, Cents>();
  for (const payment of payments) if (!byReference.has(referenceKey(payment))) byReference.set(referenceKey(payment), payment.amountCents);
  return sumCents([...byReference.values()]);
}

/** What is still to pay. */
export const payableBalance = (money: PayableMoney): Cents => payableNet(money) - payablePaid(money.payments);

/** Where a payable stands after a payment, or why it was refused (`conflict`: the payable's state refuses it, not the input). */
export type PayablePaymentResult =
  | { ok: true; status: PayableStatus; balanceCents: Cents; alreadyRecorded: boolean }
  | { ok: false; error: string; conflict: boolean };

/**
 * Records a payment to the carrier, or says why not: more than $0.00, with a reference, on a
 * scheduled payable nothing holds, and no more than the balance (paying the balance makes it paid;
 * less leaves it scheduled for the rest). The same reference with the same amount is the payment
 * already recorded (`alreadyRecorded`, nothing counted twice); with another amount it is refused.
 */
export function applyPayablePayment(payable: Payable & PayableMoney, payment: PayablePayment): PayablePaymentResult {
  if (assertCents(payment.amountCents, 'A payment') <= 0) return { ok: false, error: BILLING_MESSAGES.paymentNotPositive, conflict: false };
  if (referenceKey(payment) === '') return { ok: false, error: BILLING_MESSAGES.paymentReference, conflict: false };
  const recorded = payable.payments.find((p) => referenceKey(p) === referenceKey(payment));
  if (recorded && recorded.amountCents !== payment.amountCents) {
    return { ok: false, error: BILLING_MESSAGES.referenceReused(recorded.reference, recorded.amountCents), conflict: true };
  }
  if (recorded) return { ok: true, status: payable.status, balanceCents: payableBalance(payable), alreadyRecorded: true };
  if (payable.status === 'paid') return { ok: false, error: BILLING_MESSAGES.payableAlreadyPaid, conflict: true };
  if (payable.status !== 'scheduled') return { ok: false, error: BILLING_MESSAGES.payNotScheduled, conflict: true };
  const check = readiness(payable);
  if (!check.ready) return { ok: false, error: BILLING_MESSAGES.payableNotReady(check.reasons), conflict: true };
  const balance = payableBalance(payable);
  if (payment.amountCents > balance) return { ok: false, error: BILLING_MESSAGES.overpayment(payment.amountCents, balance), conflict: false };
  const balanceCents = balance - payment.amountCents;
  return { ok: true, status: balanceCents === 0 ? 'paid' : 'scheduled', balanceCents, alreadyRecorded: false };
}

/**
 * Delivered and Ready to pay follow the paperwork: a payable is ready exactly while readiness says
 * so, and goes back to Delivered when a hold is placed or a document lapses. Scheduled and Paid are
 * staff's steps and stay as they are (a hold on a scheduled payable stops its payment instead).
 */
export function settledStatus(payable: Payable): PayableStatus {
  if (payable.status !== 'delivered' && payable.status !== 'ready') return payable.status;
  return readiness(payable).ready ? 'ready' : 'delivered';
}

/** Why quick pay can no longer be asked for, or null while it can (before the payable is scheduled). */
export function quickPayRefusal(status: PayableStatus): string | null {
  return status === 'scheduled' || status === 'paid' ? BILLING_MESSAGES.quickPayTooLate(PAYABLE_STATUS_LABELS[status].toLowerCase()) : null;
}

/** Why accessorials can no longer be approved, or null while they can (the amount is fixed once it is in a pay run). */
export function accessorialRefusal(status: PayableStatus): string | null {
  return status === 'scheduled' || status === 'paid' ? BILLING_MESSAGES.accessorialAfterScheduling(PAYABLE_STATUS_LABELS[status].toLowerCase()) : null;
}

/** What sets the pay date: quick pay asked for, or the carrier's invoice date and the standard terms. */
export interface PayDateFacts {
  quickPay: boolean;
  carrierInvoiceDate: IsoDate | null;
  terms: PaymentTerms;
}

/**
 * The date a payable is paid when staff schedule it on `today`: quick pay within
 * QUICK_PAY_BUSINESS_DAYS business days; otherwise the due date of the carrier's invoice on the
 * standard terms, or today when that date has already passed (a pay run is never dated in the past).
 */
export function payDateOf(facts: PayDateFacts, today: IsoDate): IsoDate {
  if (facts.quickPay) return addFederalBusinessDays(today, QUICK_PAY_BUSINESS_DAYS);
  if (!facts.carrierInvoiceDate) throw new RangeError('A payable on standard terms is scheduled from its carrier invoice date');
  const due = dueDateOf(facts.carrierInvoiceDate, facts.terms);
  return due < today ? today : due;
}
