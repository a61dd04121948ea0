import type { IsoDate } from './calendar';
import { assertCents, type Cents, percentOf, sumCents } from './cents';
import { BILLING_MESSAGES } from './messages';
import { addFederalBusinessDays, dueDateOf, NET_30, type PaymentTerms } from './terms';

/**
 * What the brokerage owes a carrier for a load. It is delivered, becomes ready to pay once the
 * paperwork is in and nothing holds it, is scheduled into a pay run, then paid; one step at a
 * time, so no payable reaches the bank without passing the checks of the step before.
 */
export const PAYABLE_STATUSES = ['delivered', 'ready', 'scheduled', 'paid'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

export const PAYABLE_STATUS_LABELS: Record<PayableStatus, string> = {
  delivered: 'Delivered',
  ready: 'Ready to pay',
  scheduled: 'Scheduled',
  paid: 'Paid',
};

/** Why staff stop a carrier's pay. */
export const PAYABLE_HOLD_REASONS = ['missing_pod', 'open_claim', 'documents_expired'] as const;
export type PayableHoldReason = (typeof PAYABLE_HOLD_REASONS)[number];

export const PAYABLE_HOLD_LABELS: Record<PayableHoldReason, string> = {
  missing_pod: 'Proof of delivery missing',
  open_claim: 'Open claim',
  documents_expired: 'Carrier documents expired',
};

export interface PayableHold {
  reason: PayableHoldReason;
  note: string;
}

export interface Payable {
  status: PayableStatus;
  podReceived: boolean;
  documentsComplete: boolean;
  /** The carrier has sent its invoice (one click from the rate confirmation, or its own PDF). */
  carrierInvoiceReceived: boolean;
  holds: readonly PayableHold[];
}

/** The carrier's pay: the rate confirmation plus the accessorials staff approved (detention, lumper…). */
export function payableAmount(rateConfirmationCents: Cents, approvedAccessorials: readonly { amountCents: Cents }[]): Cents {
  if (assertCents(rateConfirmationCents, 'A rate confirmation') <= 0) throw new RangeError('A rate confirmation is more than $0.00');
  if (approvedAccessorials.some((a) => assertCents(a.amountCents, 'An accessorial') <= 0)) throw new RangeError('An accessorial is more than $0.00');
  return sumCents([rateConfirmationCents, ...approvedAccessorials.map((a) => a.amountCents)]);
}

/** A hold as a person reads it: "Open claim: damaged pallet", or the label alone without a note. */
export const holdText = (hold: PayableHold): string =>
  hold.note.trim() ? `${PAYABLE_HOLD_LABELS[hold.reason]}: ${hold.note.trim()}` : PAYABLE_HOLD_LABELS[hold.reason];

/** Ready to pay only with the proof of delivery received, the carrier's documents complete, its invoice in and no hold; otherwise every reason why not. */
export function readiness(payable: Omit<Payable, 'status'>): { ready: true } | { ready: false; reasons: string[] } {
  const reasons = [
    ...(payable.podReceived ? [] : [BILLING_MESSAGES.podNotReceived]),
    ...(payable.documentsComplete ? [] : [BILLING_MESSAGES.documentsIncomplete]),
    ...(payable.carrierInvoiceReceived ? [] : [BILLING_MESSAGES.carrierInvoiceMissing]),
    ...payable.holds.map(holdText),
  ];
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}

/** Quick pay reaches the carrier this many business days after approval. */
export const QUICK_PAY_BUSINESS_DAYS = 2;

/**
 * Quick pay: the carrier gives up `feePercent` % of the amount (rounded half away from zero, see
 * percentOf) to be paid within QUICK_PAY_BUSINESS_DAYS business days of approval, weekends and
 * federal holidays not counted.
 */
export function quickPay(amountCents: Cents, feePercent: number, approvedOn: IsoDate): { feeCents: Cents; netCents: Cents; payBy: IsoDate } {
  if (assertCents(amountCents, 'A quick pay amount') <= 0) throw new RangeError('A quick pay amount is more than $0.00');
  if (!(feePercent >= 0 && feePercent < 100)) throw new RangeError(`A quick pay fee is 0 to under 100 percent, not ${feePercent}`);
  const feeCents = percentOf(amountCents, feePercent);
  return { feeCents, netCents: amountCents - feeCents, payBy: addFederalBusinessDays(approvedOn, QUICK_PAY_BUSINESS_DAYS) };
}

/** The pay date on standard terms: approval plus the terms' calendar days (a pay run on a holiday is the pay run's concern). */
export const standardPayDate = (approvedOn: IsoDate, terms: PaymentTerms = NET_30): IsoDate => dueDateOf(approvedOn, terms);

// Each status and the ones it may move to: forward one step, or a scheduled payment taken back out of its run.
const NEXT: Record<PayableStatus, readonly PayableStatus[]> = {
  delivered: ['ready'],
  ready: ['scheduled'],
  scheduled: ['paid', 'ready'],
  paid: [],
};

/**
 * Moves a payable to `to`, or says why not. Going forward (to ready, scheduled or paid) checks
 * readiness every time: a hold placed after scheduling stops the payment. Taking a scheduled
 * payable out of its pay run (back to ready) is always allowed; paid is final.
 */
export function nextPayableStatus(payable: Payable, to: PayableStatus): { ok: true; status: PayableStatus } | { ok: false; error: string } {
  if (payable.status === 'paid') return { ok: false, error: BILLING_MESSAGES.payableAlreadyPaid };
  if (payable.status === to) return { ok: false, error: BILLING_MESSAGES.payableAlreadyIn(PAYABLE_STATUS_LABELS[to].toLowerCase()) };
  if (!NEXT[payable.status].includes(to)) return { ok: false, error: BILLING_MESSAGES.payableSkip(PAYABLE_STATUS_LABELS[payable.status], PAYABLE_STATUS_LABELS[to]) };
  const movingBack = payable.status === 'scheduled' && to === 'ready';
  const check = readiness(payable);
  if (!movingBack && !check.ready) return { ok: false, error: BILLING_MESSAGES.payableNotReady(check.reasons) };
  return { ok: true, status: to };
}
