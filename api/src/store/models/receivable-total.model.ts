import { model, Schema } from 'mongoose';

/**
 * Running totals of what customers owe, kept beside the invoices so the aging report reads a page of
 * them instead of every open invoice. Derived data: each is recomputed from the invoices after an
 * invoice's balance changes, and all of them by the reconcile job (billing-reports' receivable
 * totals), so a lost update heals itself. A total that reaches zero is deleted.
 */

/** What one customer owes, per due date: the customer's row of the aging report. */
export interface ReceivableCustomerRecord {
  customerId: number;
  /** The bill-to name of the customer's latest open invoice. */
  customerName: string;
  openCents: number;
  invoices: number;
  dues: { dueDate: string; openCents: number }[];
  updatedAt: Date;
}

/** What every customer owes that falls due on one date: the aging report's totals. */
export interface ReceivableDayRecord {
  dueDate: string;
  openCents: number;
  invoices: number;
  updatedAt: Date;
}

const receivableCustomerSchema = new Schema<ReceivableCustomerRecord>(
  {
    customerId: { type: Number, required: true },
    customerName: { type: String, required: true },
    openCents: { type: Number, required: true },
    invoices: { type: Number, required: true },
    dues: { type: [{ _id: false, dueDate: { type: String, required: true }, openCents: { type: Number, required: true } }], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
receivableCustomerSchema.index({ customerId: 1 }, { unique: true });
// The report's page: the customers who owe the most.
receivableCustomerSchema.index({ openCents: -1, customerId: 1 });

const receivableDaySchema = new Schema<ReceivableDayRecord>(
  {
    dueDate: { type: String, required: true },
    openCents: { type: Number, required: true },
    invoices: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
receivableDaySchema.index({ dueDate: 1 }, { unique: true });

export const ReceivableCustomer = model<ReceivableCustomerRecord>('ReceivableCustomer', receivableCustomerSchema, 'receivable_customers');
export const ReceivableDay = model<ReceivableDayRecord>('ReceivableDay', receivableDaySchema, 'receivable_days');
