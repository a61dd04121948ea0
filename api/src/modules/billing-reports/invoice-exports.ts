import { AGING_BUCKET_LABELS, AGING_BUCKETS, type Cents, creditedCents, type CustomerAging, daysPastDue, displayStatusOf, dollarsText, INVOICE_LINE_LABELS, INVOICE_STATUS_LABELS, invoiceBalance, type InvoiceStatus, invoiceTotal, paidCents, termsLabel } from '@freight/domain/billing';
import type { CsvColumn } from '../../core/csv';
import type { InvoiceExportRow } from '../../store';
import { customerNameOf, invoiceOf, paymentsOf } from './invoice-money';

/** The invoices a QuickBooks import takes: those sent to the customer and not voided. */
export const QUICKBOOKS_STATUSES: readonly InvoiceStatus[] = ['sent', 'partially_paid', 'paid'];

/** An invoice with what the columns work out once per row: its money and where it stands today. */
export interface ExportedInvoice {
  invoice: InvoiceExportRow;
  totalCents: Cents;
  creditedCents: Cents;
  paidCents: Cents;
  balanceCents: Cents;
  status: string;
  daysPastDue: number | null;
}

/** An invoice's figures for the staff CSV (a void invoice owes nothing). */
export function exportedInvoice(invoice: InvoiceExportRow, today: string): ExportedInvoice {
  const money = { ...invoiceOf(invoice), number: invoice.number ?? '', invoiceDate: invoice.invoiceDate ?? '' };
  const payments = paymentsOf(invoice);
  const open = invoice.status === 'sent' || invoice.status === 'partially_paid';
  return {
    invoice,
    totalCents: invoiceTotal(money),
    creditedCents: creditedCents(money),
    paidCents: paidCents(payments),
    balanceCents: invoice.status === 'void' ? 0 : invoiceBalance(money, payments),
    status: INVOICE_STATUS_LABELS[displayStatusOf(money, payments, today)],
    daysPastDue: open && invoice.dueDate ? daysPastDue(invoice.dueDate, today) : null,
  };
}

const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : '');

/**
 * Staff's invoice CSV: one row per invoice, what the Billing tab shows and the money behind it.
 * Amounts are dollars with two decimals and no sign or symbol (none is negative), so a spreadsheet
 * reads them as numbers; dates are YYYY-MM-DD.
 */
export const INVOICE_COLUMNS: CsvColumn<ExportedInvoice>[] = [
  { header: 'Invoice #', value: (r) => r.invoice.number ?? '' },
  { header: 'Status', value: (r) => r.status },
  { header: 'Shipment', value: (r) => r.invoice.shipmentNumber },
  { header: 'Customer', value: (r) => customerNameOf(r.invoice) },
  { header: 'Customer account #', value: (r) => r.invoice.customerId },
  { header: 'Bill to', value: (r) => r.invoice.billTo?.name },
  { header: 'Billing email', value: (r) => r.invoice.billTo?.email },
  { header: 'Invoice date', value: (r) => r.invoice.invoiceDate ?? '' },
  { header: 'Due date', value: (r) => r.invoice.dueDate ?? '' },
  { header: 'Terms', value: (r) => (r.invoice.terms ? termsLabel(r.invoice.terms) : '') },
  { header: 'Total', value: (r) => dollarsText(r.totalCents) },
  { header: 'Credited', value: (r) => dollarsText(r.creditedCents) },
  { header: 'Paid', value: (r) => dollarsText(r.paidCents) },
  { header: 'Balance', value: (r) => dollarsText(r.balanceCents) },
  { header: 'Days past due', value: (r) => r.daysPastDue ?? '' },
  { header: 'Sent at', value: (r) => iso(r.invoice.sentAt) },
  { header: 'Void reason', value: (r) => r.invoice.voidReason ?? '' },
];

/** One line of an invoice, as QuickBooks Online's invoice import takes it: a row a line. */
export interface QuickBooksLine {
  invoice: InvoiceExportRow;
  line: InvoiceExportRow['lines'][number];
}

/** MM/DD/YYYY: the date format QuickBooks Online's importer offers first for US companies. */
export const quickBooksDate = (date: string | null | undefined): string => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');

/**
 * An amount as a number of dollars (1250.5, -150): a number, so the CSV helper writes it as it is,
 * where a text "-150.00" would get the apostrophe that keeps a spreadsheet from running it.
 */
const dollars = (cents: Cents): number => Number(dollarsText(cents));

/**
 * QuickBooks Online's invoice import, with the column names it maps by itself (docs/billing.md):
 * the rows of one invoice share its number, customer, dates and terms; each line is one product or
 * service (Linehaul, Detention, Lumper, Layover, Adjustment), quantity 1 at its amount.
 */
export const QUICKBOOKS_COLUMNS: CsvColumn<QuickBooksLine>[] = [
  { header: 'InvoiceNo', value: (r) => r.invoice.number ?? '' },
  { header: 'Customer', value: (r) => customerNameOf(r.invoice) },
  { header: 'InvoiceDate', value: (r) => quickBooksDate(r.invoice.invoiceDate) },
  { header: 'DueDate', value: (r) => quickBooksDate(r.invoice.dueDate) },
  { header: 'Terms', value: (r) => (r.invoice.terms ? termsLabel(r.invoice.terms) : '') },
  { header: 'Memo', value: (r) => `Shipment ${r.invoice.shipmentNumber}` },
  { header: 'Item(Product/Service)', value: (r) => INVOICE_LINE_LABELS[r.line.kind] },
  { header: 'ItemDescription', value: (r) => r.line.description },
  { header: 'ItemQuantity', value: () => 1 },
  { header: 'ItemRate', value: (r) => dollars(r.line.amountCents) },
  { header: 'ItemAmount', value: (r) => dollars(r.line.amountCents) },
];

/** The staff CSV's rows from the invoices read. */
export async function* invoiceRows(invoices: AsyncIterable<InvoiceExportRow>, today: string): AsyncGenerator<ExportedInvoice> {
  for await (const invoice of invoices) yield exportedInvoice(invoice, today);
}

/** QuickBooks' rows from the invoices read: every line of each numbered invoice it takes. */
export async function* quickBooksRows(invoices: AsyncIterable<InvoiceExportRow>): AsyncGenerator<QuickBooksLine> {
  for await (const invoice of invoices) {
    if (!invoice.number || !QUICKBOOKS_STATUSES.includes(invoice.status)) continue;
    for (const line of invoice.lines) yield { invoice, line };
  }
}

/** A customer's row of the aging export. */
export type AgingExportRow = CustomerAging & { invoices: number };

/**
 * Staff's aging CSV: every customer who owes something, largest balance first, with what the
 * Overview's table shows for the ten largest. Amounts as in the invoice CSV (dollars, two decimals).
 */
export const AGING_COLUMNS: CsvColumn<AgingExportRow>[] = [
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Customer account #', value: (r) => r.customerId },
  { header: 'Open invoices', value: (r) => r.invoices },
  ...AGING_BUCKETS.map((bucket): CsvColumn<AgingExportRow> => ({ header: AGING_BUCKET_LABELS[bucket], value: (r) => dollarsText(r.buckets[bucket]) })),
  { header: 'Total', value: (r) => dollarsText(r.totalCents) },
];
