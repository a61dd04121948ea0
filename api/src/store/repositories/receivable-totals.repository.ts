import type { InvoiceStatus } from '@freight/domain/billing';
import { Invoice } from '../models/invoice.model';
import { ReceivableCustomer, type ReceivableCustomerRecord, ReceivableDay, type ReceivableDayRecord } from '../models/receivable-total.model';
import { isDuplicateKey } from '../errors';
import { INVOICE_MONEY as MONEY, type InvoiceMoneyRow } from './billing-reports.repository';

/** Invoices a customer owes on. */
const OPEN: InvoiceStatus[] = ['sent', 'partially_paid'];
const LEAN = { _id: 0 } as const;

/** An upsert, once more when another process inserted the same key first (the second finds it and replaces it). */
async function upsert(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await write();
  }
}

export type ReceivableCustomerTotal = Omit<ReceivableCustomerRecord, 'updatedAt'>;
export type ReceivableDayTotal = Omit<ReceivableDayRecord, 'updatedAt'>;

/**
 * The aging report's running totals (models/receivable-total): per customer (a page of those who owe
 * the most) and per due date (every customer's). Written as whole values, never incremented: whoever
 * computes a total last from the invoices leaves it right.
 */
export const receivableTotals = {
  /** One customer's open invoices (the `{ customerId, status }` index), for the customer's total. */
  openInvoicesOf: (customerId: number): Promise<InvoiceMoneyRow[]> =>
    Invoice.find({ customerId, status: { $in: OPEN } }, MONEY).lean<InvoiceMoneyRow[]>().exec(),

  /** Every customer's open invoices due on one date (the `{ dueDate, status }` index), for that date's total. */
  openInvoicesDue: (dueDate: string): Promise<InvoiceMoneyRow[]> =>
    Invoice.find({ dueDate, status: { $in: OPEN } }, MONEY).lean<InvoiceMoneyRow[]>().exec(),

  /** Every open invoice, from a cursor (the `{ status, id }` index): what the reconcile job rebuilds from. */
  allOpenInvoices: (): AsyncIterable<InvoiceMoneyRow> => Invoice.find({ status: { $in: OPEN } }, MONEY).lean<InvoiceMoneyRow>().cursor({ batchSize: 1000 }),

  /** Stores a customer's total, or deletes it when the customer owes nothing. */
  async putCustomer(total: ReceivableCustomerTotal, now = new Date()): Promise<void> {
    if (total.openCents <= 0) await ReceivableCustomer.deleteOne({ customerId: total.customerId });
    else await upsert(() => ReceivableCustomer.replaceOne({ customerId: total.customerId }, { ...total, updatedAt: now }, { upsert: true }));
  },

  /** Stores a due date's total, or deletes it when nothing is owed on it. */
  async putDay(total: ReceivableDayTotal, now = new Date()): Promise<void> {
    if (total.openCents <= 0) await ReceivableDay.deleteOne({ dueDate: total.dueDate });
    else await upsert(() => ReceivableDay.replaceOne({ dueDate: total.dueDate }, { ...total, updatedAt: now }, { upsert: true }));
  },

  /** The customers who owe the most, largest first (the `{ openCents, customerId }` index), and how many owe anything. */
  async largest(limit: number): Promise<{ customers: ReceivableCustomerTotal[]; count: number }> {
    const [customers, count] = await Promise.all([
      ReceivableCustomer.find({ openCents: { $gt: 0 } }, LEAN).sort({ openCents: -1, customerId: 1 }).limit(limit).lean<ReceivableCustomerTotal[]>().exec(),
      receivableTotals.countOwing(),
    ]);
    return { customers, count };
  },

  /** How many customers owe something, counted from the same index. */
  countOwing: (): Promise<number> => ReceivableCustomer.countDocuments({ openCents: { $gt: 0 } }).exec(),

  /** Every customer who owes something, largest balance first, from a cursor (the same index): the aging export. */
  eachCustomer: (): AsyncIterable<ReceivableCustomerTotal> =>
    ReceivableCustomer.find({ openCents: { $gt: 0 } }, LEAN).sort({ openCents: -1, customerId: 1 }).lean<ReceivableCustomerTotal>().cursor({ batchSize: 1000 }),

  /** Every due date's total: one a date anything is owed on, so a few hundred at most (the oldest unpaid invoice's age in days). */
  days: (): Promise<ReceivableDayTotal[]> => ReceivableDay.find({}, LEAN).lean<ReceivableDayTotal[]>().exec(),

  /** Every stored total (the reconcile job compares them with what the invoices say). */
  async stored(): Promise<{ customers: ReceivableCustomerTotal[]; days: ReceivableDayTotal[] }> {
    const [customers, days] = await Promise.all([
      ReceivableCustomer.find({}, LEAN).comment('full pass: the reconcile job compares every total with the invoices').lean<ReceivableCustomerTotal[]>().exec(),
      receivableTotals.days(),
    ]);
    return { customers, days };
  },

  /** Deletes the totals of these customers and dates (the reconcile job: nothing is owed on them any more). */
  async drop(customerIds: readonly number[], dueDates: readonly string[]): Promise<void> {
    if (customerIds.length) await ReceivableCustomer.deleteMany({ customerId: { $in: [...customerIds] } });
    if (dueDates.length) await ReceivableDay.deleteMany({ dueDate: { $in: [...dueDates] } });
  },
};
