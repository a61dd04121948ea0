import type { InvoiceStatus } from '@freight/domain/billing';
import type { FilterQuery } from 'mongoose';
import { Invoice, type InvoiceRecord } from '../models/invoice.model';
import { shownMoney, shownMoneyAll } from '../models/money-fields';
import { Payable, type PayableRecord } from '../models/payable.model';
import { Shipment, type ShipmentRecord } from '../models/shipment.model';
import { countOf } from '../pages';

/** An invoice's money as the reports read it: its lines, its credit notes' lines and its payments. */
export type InvoiceMoneyRow = Pick<InvoiceRecord, 'id' | 'shipmentId' | 'customerId' | 'billTo' | 'status' | 'dueDate' | 'lines' | 'payments' | 'creditNotes'>;

/** A load as the margins read it: the accepted price and the award's rate and signature. */
export type LoadMoneyRow = Pick<ShipmentRecord, 'id' | 'price' | 'deliveredAt'> & { award?: { rate: string; signedAt: Date | null } | null };

/** A carrier payable's money as the margins read it. */
export type PayableMoneyRow = Pick<PayableRecord, 'shipmentId' | 'rateConfirmationCents'> & { accessorials: { amountCents: number }[] };

/** An invoice as the exports read it: its money, number, dates and terms; never its outbox. */
export type InvoiceExportRow = InvoiceMoneyRow & Pick<InvoiceRecord, 'number' | 'shipmentNumber' | 'terms' | 'invoiceDate' | 'sentAt' | 'voidReason'>;

/** Which invoices an export holds: a status (or every one), and an invoice date range (YYYY-MM-DD, both ends included). */
export interface InvoiceExportFilter {
  statuses?: readonly InvoiceStatus[];
  from?: string;
  to?: string;
}

/** Rows a cursor hands over at a time: the reports stream, so their memory stays flat. */
const BATCH = 1000;
/** What an invoice's money needs; the rest (dates, terms, the outbox, the search keys) stays on the engine. */
export const INVOICE_MONEY = { _id: 0, id: 1, shipmentId: 1, customerId: 1, billTo: 1, status: 1, dueDate: 1, lines: 1, payments: 1, creditNotes: 1 };
const EXPORTED = { ...INVOICE_MONEY, number: 1, shipmentNumber: 1, terms: 1, invoiceDate: 1, sentAt: 1, voidReason: 1 };
const LOAD = { _id: 0, id: 1, price: 1, priceCents: 1, deliveredAt: 1, 'award.rate': 1, 'award.rateCents': 1, 'award.signedAt': 1 };

/** Each load of a cursor with its amounts as the API shows them (money-fields). */
async function* shownEach(loads: AsyncIterable<LoadMoneyRow>): AsyncGenerator<LoadMoneyRow> {
  for await (const load of loads) yield shownMoney(Shipment, load);
}

function exportFilter({ statuses, from, to }: InvoiceExportFilter): FilterQuery<InvoiceRecord> {
  const status = statuses?.length ? { status: { $in: [...statuses] } } : {};
  if (!from && !to) return status;
  // A date range reads the invoice date index; the statuses are checked on the invoices it finds.
  return { invoiceDate: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) }, ...status };
}

/**
 * What staff's billing reports and exports read: each through an index, streamed from a cursor
 * with a projection of the fields it uses, so a report costs what it covers (twelve weeks of
 * deliveries, an export's date range), never the whole history.
 */
export const billingReports = {
  /** Loads delivered from `from` (included) to `to` (excluded), by the `{ deliveredAt }` index. */
  deliveredBetween: (from: Date, to: Date): AsyncIterable<LoadMoneyRow> =>
    shownEach(Shipment.find({ deliveredAt: { $gte: from, $lt: to } }, LOAD).lean<LoadMoneyRow>().cursor({ batchSize: BATCH })),

  /** These loads (by id), for their margins. */
  loads: async (ids: readonly number[]): Promise<LoadMoneyRow[]> => shownMoneyAll(Shipment, await Shipment.find({ id: { $in: [...ids] } }, LOAD).lean<LoadMoneyRow[]>().exec()),

  /** The invoices of these loads (by the unique `shipmentId`). */
  invoicesOfLoads: (shipmentIds: readonly number[]): Promise<InvoiceMoneyRow[]> =>
    Invoice.find({ shipmentId: { $in: [...shipmentIds] } }, INVOICE_MONEY).lean<InvoiceMoneyRow[]>().exec(),

  /** Invoices for an export: by invoice date when a range is given, else by id; oldest first. */
  exportedInvoices: (filter: InvoiceExportFilter): AsyncIterable<InvoiceExportRow> => {
    const query = exportFilter(filter);
    const order: Record<string, 1> = 'invoiceDate' in query ? { invoiceDate: 1, id: 1 } : { id: 1 };
    return Invoice.find(query, EXPORTED).sort(order).lean<InvoiceExportRow>().cursor({ batchSize: BATCH });
  },

  /** How many invoices an export holds (the same index). */
  countExported: (filter: InvoiceExportFilter): Promise<number> => countOf(Invoice, exportFilter(filter)),

  /** The carrier payables of these loads (the unique `shipmentId`): their rate confirmation and approved accessorials. */
  payablesOfLoads: (shipmentIds: readonly number[]): Promise<PayableMoneyRow[]> =>
    Payable.find({ shipmentId: { $in: [...shipmentIds] } }, { _id: 0, shipmentId: 1, rateConfirmationCents: 1, 'accessorials.amountCents': 1 }).lean<PayableMoneyRow[]>().exec(),
};
