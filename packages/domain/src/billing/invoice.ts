import type { IsoDate } from './calendar';
import { assertCents, type Cents, sumCents } from './cents';
import { BILLING_MESSAGES } from './messages';
import { parseSeriesNumber, seriesNumber } from './series-number';

/**
 * A customer invoice is prepared (ready), sent, then paid in one or more payments, or voided.
 * Once sent it is never edited: a credit note takes money off, a void cancels it. Paid and
 * partially paid follow from the payments (see invoice-payments.ts), never from a person's choice.
 */
export const INVOICE_STATUSES = ['ready', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What lists show: the status, or Overdue for a sent or partly paid invoice past its due date. */
export type InvoiceDisplayStatus = InvoiceStatus | 'overdue';

export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  ready: 'Ready to send',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
};

/** What a line charges for; only an adjustment may take money off. */
export const INVOICE_LINE_KINDS = ['linehaul', 'detention', 'lumper', 'layover', 'adjustment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const INVOICE_LINE_LABELS: Record<InvoiceLineKind, string> = {
  linehaul: 'Linehaul',
  detention: 'Detention',
  lumper: 'Lumper',
  layover: 'Layover',
  adjustment: 'Adjustment',
};

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  amountCents: Cents;
}

/** Money taken off a sent invoice, with why; its lines are negative. */
export interface CreditNote {
  reason: string;
  lines: readonly InvoiceLine[];
}

export interface Invoice {
  /** "INV-2026-000123" (invoiceNumber). */
  number: string;
  customerId: number;
  status: InvoiceStatus;
  invoiceDate: IsoDate;
  dueDate: IsoDate;
  lines: readonly InvoiceLine[];
  /** The credit notes issued against it, oldest first. */
  creditNotes: readonly CreditNote[];
}

/** The sum of the lines, as invoiced (credit notes are not part of it). */
export const invoiceTotal = (invoice: Pick<Invoice, 'lines'>): Cents => sumCents(invoice.lines.map((line) => line.amountCents));

/**
 * Why an invoice cannot have these lines, or null when it can: at least one line, each described;
 * charges more than $0.00, an adjustment anything but $0.00, and a total of more than $0.00 (an
 * invoice asking nothing would count as paid the moment it is sent: void it instead).
 */
export function invoiceLinesProblem(lines: readonly InvoiceLine[]): string | null {
  if (lines.length === 0) return BILLING_MESSAGES.noLines;
  for (const line of lines) {
    assertCents(line.amountCents, 'A line amount');
    if (line.description.trim() === '') return BILLING_MESSAGES.lineDescription;
    if (line.kind === 'adjustment' && line.amountCents === 0) return BILLING_MESSAGES.adjustmentZero;
    if (line.kind !== 'adjustment' && line.amountCents <= 0) return BILLING_MESSAGES.chargeNotPositive(INVOICE_LINE_LABELS[line.kind]);
  }
  return invoiceTotal({ lines }) > 0 ? null : BILLING_MESSAGES.totalNotPositive;
}

/** Only an invoice not yet sent may change: what the customer received stays as they received it. */
export const canEditInvoice = (status: InvoiceStatus): boolean => status === 'ready';

/** "INV-2026-000123": the year's running number, six digits (up to 999,999 invoices a year). */
export const invoiceNumber = (year: number, sequence: number): string => seriesNumber('INV', year, sequence);

/** "INV-2026-000123" (any case, spaces around) → { year: 2026, sequence: 123 }; null for anything else. */
export const parseInvoiceNumber = (text: string | null | undefined) => parseSeriesNumber('INV', text);
