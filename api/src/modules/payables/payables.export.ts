import { CARRIER_INVOICE_METHOD_LABELS, CARRIER_PAY_TEXTS, SHIPMENT_DOCUMENT_LABELS } from '@freight/domain';
import { type Cents, dollarsText, expectedPayDate, PAYABLE_ACCESSORIAL_LABELS, PAYABLE_HOLD_LABELS, PAYABLE_STATUS_LABELS, payableAmount, payableBalance, payableNet, payablePaid, sumCents, termsLabel } from '@freight/domain/billing';
import type { CsvColumn } from '../../core/csv';
import type { StoredPayable } from '../../store';
import { rulesOf } from './payable-view';

/** Money as the spreadsheets read it: "1250.00". */
const money = (cents: Cents) => dollarsText(cents);

const dueOf = (p: StoredPayable) =>
  expectedPayDate({ status: p.status, payDate: p.payDate, quickPayRequestedOn: p.quickPay?.requestedOn ?? null, carrierInvoiceDate: p.carrierInvoice?.invoiceDate ?? null, terms: p.terms });

/** The columns of the payables queue's CSV export (docs/billing.md): one row per payable, money in dollars and cents. */
export const PAYABLE_COLUMNS: CsvColumn<StoredPayable>[] = [
  { header: 'Payable #', value: (p) => p.id },
  { header: 'Load', value: (p) => p.shipmentNumber },
  { header: 'Carrier', value: (p) => p.carrierName },
  { header: 'Carrier account #', value: (p) => p.carrierId },
  { header: 'Lane', value: (p) => p.lane },
  { header: 'Status', value: (p) => PAYABLE_STATUS_LABELS[p.status] },
  { header: 'Rate confirmation', value: (p) => money(p.rateConfirmationCents) },
  { header: 'Accessorials', value: (p) => money(sumCents(p.accessorials.map((a) => a.amountCents))) },
  { header: 'Amount', value: (p) => money(payableAmount(p.rateConfirmationCents, p.accessorials)) },
  { header: CARRIER_PAY_TEXTS.quickPayFee, value: (p) => (p.quickPay ? money(p.quickPay.feeCents) : '') },
  { header: 'Net', value: (p) => money(payableNet(rulesOf(p))) },
  { header: 'Paid', value: (p) => money(payablePaid(p.payments)) },
  { header: 'Balance', value: (p) => money(payableBalance(rulesOf(p))) },
  { header: 'Carrier invoice #', value: (p) => p.carrierInvoice?.number },
  { header: 'Carrier invoice date', value: (p) => p.carrierInvoice?.invoiceDate },
  { header: 'Invoice sent as', value: (p) => (p.carrierInvoice ? CARRIER_INVOICE_METHOD_LABELS[p.carrierInvoice.method] : '') },
  { header: 'Terms', value: (p) => termsLabel(p.terms) },
  { header: 'Expected pay date', value: (p) => dueOf(p) },
  { header: 'Pay date', value: (p) => p.payDate },
  { header: 'On hold', value: (p) => p.holds.map((hold) => PAYABLE_HOLD_LABELS[hold.reason]).join('; ') },
  { header: SHIPMENT_DOCUMENT_LABELS.pod, value: (p) => (p.podReceived ? 'Received' : 'Missing') },
  { header: 'Documents complete', value: (p) => (p.documentsComplete ? 'Yes' : 'No') },
];

/** The expense accounts the QuickBooks bills post to (created once in QuickBooks, see docs/billing.md). */
export const QUICKBOOKS_ACCOUNTS = { freight: 'Carrier Freight Expense', quickPayFee: 'Quick Pay Fee Income' } as const;

/** One line of a QuickBooks bill: lines with the same Bill No. and Supplier make one bill. */
export interface QuickBooksBillLine {
  payable: StoredPayable;
  account: string;
  description: string;
  amountCents: Cents;
}

/** "2026-12-02" → "12/02/2026", the date format of QuickBooks Online's US import. */
const usDate = (date: string | null | undefined) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');

/**
 * The lines of a payable's bill: the rate confirmation, each approved accessorial, and a quick pay
 * fee as a negative line (the bill's total is then what the carrier is paid). Only a payable with
 * the carrier's invoice is a bill.
 */
export function* billLinesOf(p: StoredPayable): Generator<QuickBooksBillLine> {
  if (!p.carrierInvoice) return;
  yield { payable: p, account: QUICKBOOKS_ACCOUNTS.freight, description: `Load ${p.shipmentNumber}, ${p.lane}: rate confirmation`, amountCents: p.rateConfirmationCents };
  for (const a of p.accessorials) {
    yield { payable: p, account: QUICKBOOKS_ACCOUNTS.freight, description: `Load ${p.shipmentNumber}: ${PAYABLE_ACCESSORIAL_LABELS[a.kind]}, ${a.description}`, amountCents: a.amountCents };
  }
  if (p.quickPay) {
    yield { payable: p, account: QUICKBOOKS_ACCOUNTS.quickPayFee, description: `Load ${p.shipmentNumber}: quick pay fee (${p.quickPay.feePercent}%)`, amountCents: -p.quickPay.feeCents };
  }
}

/** QuickBooks Online's bill import (Settings, Import data, Bills): its column names, one row per bill line (docs/billing.md). */
export const QUICKBOOKS_BILL_COLUMNS: CsvColumn<QuickBooksBillLine>[] = [
  { header: 'Bill No.', value: (l) => l.payable.carrierInvoice?.number },
  { header: 'Supplier', value: (l) => l.payable.carrierName },
  { header: 'Bill Date', value: (l) => usDate(l.payable.carrierInvoice?.invoiceDate) },
  { header: 'Due Date', value: (l) => usDate(l.payable.payDate ?? dueOf(l.payable)) },
  { header: 'Terms', value: (l) => termsLabel(l.payable.terms) },
  { header: 'Memo', value: (l) => `Harborline payable ${l.payable.id}, load ${l.payable.shipmentNumber}` },
  { header: 'Account', value: (l) => l.account },
  { header: 'Line Description', value: (l) => l.description },
  // A number, not text: a negative fee line stays a number QuickBooks reads (text starting with "-" is escaped against formulas).
  { header: 'Line Amount', value: (l) => Number(dollarsText(l.amountCents)) },
];

/** Every bill line of the payables a filter matches, in payable order. */
export async function* billLines(rows: AsyncIterable<StoredPayable>): AsyncGenerator<QuickBooksBillLine> {
  for await (const p of rows) yield* billLinesOf(p);
}
