import type { PayableAccessorialKind, PayableHoldReason, PayableStatus, PaymentTerms } from './billing';
import { formatCents } from './billing/cents';
import type { PaymentMethod } from './invoices';
import { formatCalendarDate } from './offer';
import { PATHS } from './paths';

/**
 * Carrier pay (payables) as the API serves it: what the carrier and staff read, what they send, and
 * every sentence the payable endpoints say. The rules are billing's (`@freight/domain/billing`:
 * payable.ts, payable-money.ts); only types and the money formatter are taken from it here.
 */

/** The carrier's pay page in its dashboard: what the remittance email links to. */
export const CARRIER_PAY_PATH = `${PATHS.dashboard}?tab=pay`;

/** How a carrier sent its invoice: one click from the signed rate confirmation, or its own PDF. */
export const CARRIER_INVOICE_METHODS = ['rate-confirmation', 'upload'] as const;
export type CarrierInvoiceMethod = (typeof CARRIER_INVOICE_METHODS)[number];

export const CARRIER_INVOICE_METHOD_LABELS: Record<CarrierInvoiceMethod, string> = { 'rate-confirmation': 'From the rate confirmation', upload: 'Uploaded PDF' };

/** The carrier's invoice: its number and date, and its file when it uploaded one. */
export interface CarrierInvoiceView {
  method: CarrierInvoiceMethod;
  number: string;
  invoiceDate: string;
  submittedAt: string;
  file: { name: string; size: number } | null;
}

export interface PayableAccessorialView {
  kind: PayableAccessorialKind;
  description: string;
  amountCents: number;
  approvedAt: string;
  /** Staff only. */
  approvedBy?: { userId: number; name: string };
}

export interface PayableHoldView {
  reason: PayableHoldReason;
  /** Staff only: what staff wrote about it (the carrier reads the reason alone). */
  note?: string;
  placedAt: string;
  placedBy?: { userId: number; name: string };
}

export interface PayablePaymentView {
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  recordedAt: string;
  /** Staff only. */
  recordedBy?: { userId: number; name: string };
}

/** A payable as the API answers it: money in integer cents, dates YYYY-MM-DD. */
export interface PayableView {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  carrierId: number;
  carrierName: string;
  /** "Newark, NJ to Boston, MA". */
  lane: string;
  status: PayableStatus;
  rateConfirmationCents: number;
  accessorials: PayableAccessorialView[];
  /** Rate confirmation plus approved accessorials. */
  amountCents: number;
  quickPay: { requestedAt: string; feePercent: number; feeCents: number } | null;
  /** The amount less the quick pay fee: what the carrier is paid in all. */
  netCents: number;
  paidCents: number;
  balanceCents: number;
  podReceived: boolean;
  documentsComplete: boolean;
  holds: PayableHoldView[];
  carrierInvoice: CarrierInvoiceView | null;
  /** What still stands between the payable and its payment (empty when nothing does). */
  waitingFor: string[];
  terms: PaymentTerms;
  /** When the carrier can expect its money: the pay date once scheduled, else the estimate; null without an invoice. */
  expectedPayDate: string | null;
  payDate: string | null;
  payments: PayablePaymentView[];
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/payables/:id/accessorials. */
export interface PayableAccessorialInput {
  kind: PayableAccessorialKind;
  description: string;
  /** Dollars as typed: "75.00". */
  amount: string;
}

/** POST /api/admin/payables/:id/holds. */
export interface PayableHoldInput {
  reason: PayableHoldReason;
  note: string;
}

/** POST /api/admin/payables/:id/payments. */
export interface PayablePaymentInput {
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

export const PAYABLE_BATCH_ACTIONS = ['schedule', 'pay'] as const;
export type PayableBatchAction = (typeof PAYABLE_BATCH_ACTIONS)[number];
export const PAYABLE_BATCH_MAX = 100;

/** POST /api/admin/payables/batch: schedule several, or pay each its balance with one payment run's date, method and reference. */
export interface PayableBatchInput {
  action: PayableBatchAction;
  ids: number[];
  paidOn?: string;
  method?: PaymentMethod;
  reference?: string;
}

export interface PayableBatchItem {
  id: number;
  ok: boolean;
  message: string;
  payable?: PayableView;
}

export interface PayableBatchAnswer {
  message: string;
  /** What the selection comes to: the balances of the payables found. */
  totalCents: number;
  /** The part of it that was scheduled or paid. */
  doneCents: number;
  results: PayableBatchItem[];
}

/** GET /api/carrier/payables/:id/quick-pay: what quick pay costs before the carrier confirms. */
export interface QuickPayQuote {
  feePercent: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
  /** When it would be paid if approved today. */
  payBy: string;
}

/** Staff's carrier pay settings. */
export interface CarrierPaySettings {
  quickPayFeePercent: number;
  carrierTermsDays: number;
}

export const DEFAULT_CARRIER_PAY_SETTINGS: CarrierPaySettings = { quickPayFeePercent: 2, carrierTermsDays: 30 };
export const MAX_QUICK_PAY_FEE_PERCENT = 10;
export const MAX_CARRIER_TERMS_DAYS = 120;

/** The settings that hold for what is stored: each one unset is its default. */
export function carrierPaySettingsOf(stored: { quickPayFeePercent?: unknown; carrierTermsDays?: unknown } | null | undefined): CarrierPaySettings {
  const fee = stored?.quickPayFeePercent;
  const days = stored?.carrierTermsDays;
  return {
    quickPayFeePercent: typeof fee === 'number' ? fee : DEFAULT_CARRIER_PAY_SETTINGS.quickPayFeePercent,
    carrierTermsDays: typeof days === 'number' ? days : DEFAULT_CARRIER_PAY_SETTINGS.carrierTermsDays,
  };
}

export interface AccountsPayableWeek {
  weekOf: string;
  count: number;
  totalCents: number;
  pastDueCents: number;
}

/** GET /api/admin/payables/due-by-week. */
export interface AccountsPayableByWeek {
  today: string;
  weeks: AccountsPayableWeek[];
  totalCents: number;
}

export const DUE_WEEKS_DEFAULT = 8;
export const DUE_WEEKS_MAX = 26;

export const PAYABLE_MESSAGES = {
  notFound: 'Payable not found',
  carriersOnly: 'Only carrier accounts are paid for loads',
  changedMeanwhile: 'This payable was just changed. Please reload it and try again.',
  invoiceSubmitted: (shipmentNumber: string) => `Your invoice for load ${shipmentNumber} is in.`,
  invoiceLocked: (status: string) => `This payable is already ${status}: its invoice can no longer be changed.`,
  invoiceEmpty: 'Please choose your invoice (a PDF file) to upload',
  invoiceTooLarge: 'The invoice must be at most 10 MB',
  invoiceNotPdf: 'The invoice must be a PDF file',
  invoiceNumberInvalid: 'Enter your invoice number (up to 40 letters, digits and - / . #)',
  invoiceDateInvalid: 'Enter your invoice date as a real date',
  invoiceDateFuture: 'An invoice cannot be dated after today',
  invoiceMethodInvalid: 'Send the invoice from the rate confirmation, or upload it as a PDF',
  invoiceFileMissing: 'This payable has no uploaded invoice file',
  quickPayRequested: (net: number, fee: number) => `Quick pay requested: you are paid ${formatCents(net)} (after the ${formatCents(fee)} fee) within 2 business days of approval.`,
  quickPayAlreadyRequested: 'Quick pay was requested already. Nothing changed.',
  quickPayFeeChanged: (fee: number) => `The quick pay fee is now ${formatCents(fee)}. Review it and confirm again.`,
  quickPayFeeInvalid: 'Confirm the quick pay fee you were shown',
  accessorialApproved: (label: string, amount: number) => `${label} of ${formatCents(amount)} approved.`,
  accessorialKindInvalid: 'Choose detention, lumper or layover',
  accessorialDescription: 'Describe the accessorial (up to 200 characters)',
  amountInvalid: 'Enter the amount in dollars and cents, like 1,250.00.',
  accessorialNotPositive: 'An accessorial must be more than $0.00.',
  holdReasonInvalid: 'Choose why the payable is held: proof of delivery missing, open claim or carrier documents expired',
  holdNote: 'Add a note saying what is needed (3 to 500 characters)',
  holdPlaced: (label: string) => `Put on hold: ${label}.`,
  holdAlready: (label: string) => `This payable is already on hold: ${label}.`,
  holdOnPaid: 'This payable is already paid. There is nothing to hold.',
  holdReleased: (label: string) => `Hold released: ${label}.`,
  holdNotPlaced: (label: string) => `This payable is not on hold: ${label}.`,
  scheduled: (date: string) => `Scheduled to pay on ${formatCalendarDate(date)}.`,
  paymentRecorded: 'Payment recorded. The carrier was emailed a remittance advice.',
  paymentAlreadyRecorded: 'This payment was recorded already. Nothing changed.',
  paidOnInvalid: 'Enter the date it was paid (YYYY-MM-DD).',
  paidOnFuture: 'A payment cannot be made on a date that has not come yet.',
  methodInvalid: 'Choose how it was paid: check, ACH, wire or card.',
  batchIdsInvalid: `Choose from 1 to ${PAYABLE_BATCH_MAX} payables, each once.`,
  batchActionInvalid: 'Choose Schedule or Pay.',
  batchDone: (action: PayableBatchAction, done: number, total: number) => `${action === 'pay' ? 'Paid' : 'Scheduled'} ${done} of ${total}.`,
  settingsSaved: 'Carrier pay settings saved.',
  feePercentInvalid: `The quick pay fee must be a percentage from 0 to ${MAX_QUICK_PAY_FEE_PERCENT}, with at most two decimals.`,
  termsDaysInvalid: `Standard carrier terms must be a whole number of days from 0 to ${MAX_CARRIER_TERMS_DAYS}.`,
  weeksInvalid: `Choose from 1 to ${DUE_WEEKS_MAX} weeks.`,
  filterInvalid: 'Choose yes or no.',
} as const;

/** The status as the carrier reads it. */
export const CARRIER_PAYABLE_STATUS_LABELS: Record<PayableStatus, string> = {
  delivered: 'Awaiting paperwork',
  ready: 'Approved to pay',
  scheduled: 'Payment scheduled',
  paid: 'Paid',
};

/** What a payable waits for, as its carrier reads it (staff read billing's own sentences, with their notes). */
export const CARRIER_WAITING_TEXTS = {
  pod: 'Waiting for the proof of delivery',
  documents: 'Waiting for your current certificate of insurance and W-9 (Profile tab)',
  invoice: 'Waiting for your invoice',
  hold: (label: string) => `On hold: ${label}`,
} as const;

/** What the carrier's Pay tab says around the API's answers. */
export const CARRIER_PAY_TEXTS = {
  title: 'Pay',
  intro: 'What we owe you for each load you delivered under a signed rate confirmation. Send your invoice to get paid; quick pay pays you within 2 business days of approval, for a fee.',
  empty: 'No loads to be paid yet',
  emptyDetail: 'A load appears here once you deliver it under a signed rate confirmation.',
  loadFailed: 'Your pay could not be loaded',
  submitInvoice: 'Submit invoice',
  invoiceTitle: (load: string) => `Your invoice for load ${load}`,
  fromRateConfirmation: 'Send the rate confirmation as my invoice',
  fromRateConfirmationDetail: (amount: number) => `One click: the signed rate confirmation of ${formatCents(amount)} is your invoice, numbered as the load and dated today.`,
  uploadHeading: 'Or upload your own invoice',
  uploadHint: 'A PDF, up to 10 MB',
  uploadButton: 'Upload invoice',
  invoiceFailed: 'Failed to send your invoice',
  requestQuickPay: 'Request quick pay',
  quickPayTitle: (load: string) => `Quick pay for load ${load}`,
  quickPayDetail: (percent: number, payBy: string) => `Approved today, you are paid by ${formatCalendarDate(payBy)}. The fee of ${percent}% is taken from this load's pay.`,
  quickPayFailed: 'Failed to request quick pay',
  quickPayConfirm: 'Confirm quick pay',
  noPayments: 'No payments yet',
  /** The quick pay fee, as a column or line name: in the carrier's pay table, the remittance email and the export. */
  quickPayFee: 'Quick pay fee',
} as const;

/** What the admin's Payables queue says around the API's answers. */
export const PAYABLE_ADMIN_TEXTS = {
  receivables: 'Receivables',
  payables: 'Payables',
  scheduleTitle: (load: string) => `Schedule the payment for load ${load}?`,
  scheduleDetail: (quickPay: boolean) => (quickPay ? 'Quick pay: it is paid within 2 business days.' : "It is paid on the carrier invoice's due date on the standard terms."),
  batchScheduleTitle: (count: number) => `Schedule ${count} payable${count === 1 ? '' : 's'}?`,
  batchPayTitle: (count: number) => `Pay ${count} payable${count === 1 ? '' : 's'}?`,
  batchPayDetail: (total: number) => `Each is paid its balance, ${formatCents(total)} in all, under one payment reference. Each carrier is emailed a remittance advice.`,
  selectionTotal: (count: number, total: number) => `${count} selected · ${formatCents(total)}`,
  actionFailed: 'The action failed',
  settingsTitle: 'Carrier pay settings',
  feeLabel: 'Quick pay fee (%)',
  feeHint: 'Taken from the carrier’s pay when it asks for quick pay; a request keeps the fee it was shown.',
  termsLabel: 'Standard carrier terms (days)',
  termsHint: 'Counted from the carrier invoice date; new payables take them.',
  dueByWeekTitle: 'Carrier pay due by week',
  noneDue: 'No carrier pay due in the next weeks',
} as const;
