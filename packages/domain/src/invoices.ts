import type { AddedLineKind, InvoiceDisplayStatus, InvoiceLine, InvoiceStatus, PaymentTerms } from './billing';
import { DEPARTMENTS } from './departments';
import { PATHS } from './paths';
import { SHIPMENT_DOCUMENT_LABELS } from './shipment';

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

/** A line as the API answers it: for a line staff added, its id (to take it off) and a lumper's receipt. */
export interface InvoiceLineView extends InvoiceLine {
  /** Lines staff added have one; the linehaul made with the invoice has none and stays. */
  id?: number;
  receipt?: { name: string; contentType: string; size: number };
}

/** A credit note issued against a sent invoice: the amount it takes off (positive), and why. */
export interface CreditNoteView {
  id: number;
  /** "CN-2026-000001": credit notes have their own gapless yearly series. */
  number: string;
  amountCents: number;
  reason: string;
  /** YYYY-MM-DD, Eastern. */
  issuedOn: string;
  issuedAt: string;
  /** Staff only: who issued it. */
  issuedBy?: { userId: number; name: string };
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
  lines: InvoiceLineView[];
  terms: PaymentTerms;
  invoiceDate: string | null;
  dueDate: string | null;
  sentAt: string | null;
  totalCents: number;
  paidCents: number;
  /** What the credit notes take off, as a positive amount. */
  creditedCents: number;
  balanceCents: number;
  payments: InvoicePaymentView[];
  /** Oldest first. */
  creditNotes: CreditNoteView[];
  /** The version staff's changes name: a change made meanwhile by someone else is refused (409), never overwritten. */
  version: number;
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

/** POST /api/admin/invoices/:id/lines (a lumper's comes with its receipt: POST …/lines/lumper, the fields in the query). */
export interface InvoiceLineInput {
  kind: AddedLineKind;
  description: string;
  /** Dollars as typed; an adjustment may be negative ("-150.00"). */
  amount: string;
  /** The invoice's version the change was made on. */
  version: number;
}

/** POST /api/admin/invoices/:id/credit-notes, with an Idempotency-Key so a retry issues it once. */
export interface CreditNoteInput {
  /** Dollars as typed, more than $0.00. */
  amount: string;
  reason: string;
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
  lineAdded: (label: string) => `${label} line added.`,
  lineRemoved: (label: string) => `${label} line removed.`,
  lineNotFound: 'This line is not on the invoice any more. Reload it and try again.',
  lineKindInvalid: 'Choose detention, layover or adjustment. A lumper charge is added with its receipt.',
  lineKindChoose: 'Choose what the line is for.',
  versionMissing: 'Reload the invoice and try again.',
  receiptEmpty: 'Choose the lumper receipt to upload.',
  receiptTooLarge: 'The receipt must be at most 10 MB.',
  receiptWrongType: 'The receipt must be a PDF, JPEG or PNG file.',
  noReceipt: 'This line has no receipt.',
  creditNoteIssued: (number: string) => `Credit note ${number} issued. The customer was emailed.`,
  creditNoteAlreadyIssued: (number: string) => `Credit note ${number} was issued already. Nothing changed.`,
  creditReasonInvalid: 'Say why the credit is given (3 to 500 characters).',
  creditNumbersBusy: 'Credit note numbers are being given out right now. Please try again in a moment.',
} as const;

/** What the invoice's PDF packet says about the files it carries, and what the portal says it holds. */
export const INVOICE_PACKET_TEXTS = {
  proofOfDelivery: SHIPMENT_DOCUMENT_LABELS.pod,
  lumperReceipt: (description: string) => `Lumper receipt: ${description}`,
  unreadable: ['This file could not be added to this PDF: it could not be read as a PDF or an image.', 'It is kept with the shipment; ask us for a copy if you need it.'],
  contents: 'Each PDF holds the invoice with its credit notes, the bill of lading and the proof of delivery.',
} as const;

/** What the admin's Billing tab says around those answers (the answers themselves are INVOICE_MESSAGES). */
export const INVOICE_ADMIN_TEXTS = {
  notSent: 'Not sent',
  sendTitle: (shipmentNumber: string) => `Send the invoice for shipment ${shipmentNumber}?`,
  sendDetail: (email: string) => `It is given the next invoice number and today's date, and the customer (${email}) is emailed a link to it.`,
  sendFailed: 'Failed to send the invoice',
  paymentFailed: 'Failed to record the payment',
  voidFailed: 'Failed to void the invoice',
  lineFailed: 'Failed to add the line',
  removeFailed: 'Failed to remove the line',
  creditFailed: 'Failed to issue the credit note',
  loadFailed: 'The invoice could not be loaded',
} as const;
