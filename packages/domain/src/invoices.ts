import type { InvoiceDisplayStatus, InvoiceLine, InvoiceStatus, PaymentTerms } from './billing';
import { DEPARTMENTS } from './departments';
import { PATHS } from './paths';

/**
 * Customer invoices as the API serves them: what staff and the customer read, the payment methods
 * staff record, and every sentence the invoice endpoints say. The rules themselves (cents, terms,
 * payments) are billing's (`@freight/domain/billing`); only types are taken from it here, so the
 * pages' shared bundle does not carry them.
 */
export const PAYMENT_METHODS = ['check', 'ach', 'wire', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { check: 'Check', ach: 'ACH transfer', wire: 'Wire transfer', card: 'Card' };

/**
 * The status as the customer reads it. A sent invoice is still to be paid, so it reads Open; the
 * customer never sees one being prepared (ready), it is named only to keep the record whole.
 */
export const CUSTOMER_INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  ready: 'Open',
  sent: 'Open',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
};

/** The customer's invoices in the portal: what the invoice email links to. */
export const INVOICES_PATH = `${PATHS.dashboard}?tab=invoices`;

/** Where customers write about an invoice (the Accounting department of the directory). */
export const ACCOUNTING_EMAIL = DEPARTMENTS.find((d) => d.department === 'Accounting')!.email;

export interface InvoicePaymentView {
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  recordedAt: string;
  /** Staff only: who recorded it. */
  recordedBy?: { userId: number; name: string };
}

/** An invoice as the API answers it: money in integer cents, dates YYYY-MM-DD. */
export interface InvoiceView {
  id: number;
  /** "INV-2026-000123" once sent; null before. */
  number: string | null;
  shipmentId: number;
  shipmentNumber: string;
  customerId: number;
  billTo: { name: string; companyName: string; email: string };
  status: InvoiceStatus;
  /** The status lists show: Overdue for an open invoice past its due date. */
  displayStatus: InvoiceDisplayStatus;
  lines: InvoiceLine[];
  terms: PaymentTerms;
  invoiceDate: string | null;
  dueDate: string | null;
  sentAt: string | null;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  payments: InvoicePaymentView[];
  voidReason?: string;
  voidedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/invoices/:id/payments. */
export interface InvoicePaymentInput {
  /** Dollars as typed: "1,250.00", "$980", "1175.5". */
  amount: string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
}

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  changedMeanwhile: 'This invoice was just changed. Please reload it and try again.',
  sent: (number: string) => `Invoice ${number} sent. The customer was emailed a link to it.`,
  alreadySent: (number: string) => `Invoice ${number} was sent already. Nothing was sent again.`,
  beingSent: 'This invoice is being sent right now. Reload it in a moment.',
  numbersBusy: 'Invoice numbers are being given out right now. Please try again in a moment.',
  sendVoid: 'This invoice is void. It cannot be sent.',
  paymentRecorded: 'Payment recorded.',
  paymentAlreadyRecorded: 'This payment was recorded already. Nothing changed.',
  voided: 'Invoice voided.',
  voidAfterPayment: 'This invoice has payments recorded, so it cannot be voided. Issue a credit note instead.',
  alreadyVoid: 'This invoice is void already.',
  voidReason: 'Say why the invoice is voided (3 to 500 characters).',
  amountInvalid: 'Enter the amount in dollars and cents, like 1,250.00.',
  receivedOnInvalid: 'Enter the date the payment was received (YYYY-MM-DD).',
  receivedOnFuture: 'A payment cannot be received on a date that has not come yet.',
  methodInvalid: 'Choose how it was paid: check, ACH, wire or card.',
} as const;

/** What the admin's Billing tab says around those answers (the answers themselves are INVOICE_MESSAGES). */
export const INVOICE_ADMIN_TEXTS = {
  notSent: 'Not sent',
  sendTitle: (shipmentNumber: string) => `Send the invoice for shipment ${shipmentNumber}?`,
  sendDetail: (email: string) => `It is given the next invoice number and today's date, and the customer (${email}) is emailed a link to it.`,
  sendFailed: 'Failed to send the invoice',
  paymentFailed: 'Failed to record the payment',
  voidFailed: 'Failed to void the invoice',
} as const;
