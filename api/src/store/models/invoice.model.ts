import { model, Schema } from 'mongoose';
import { PAYMENT_METHODS, type PaymentMethod } from '@freight/domain';
import { INVOICE_LINE_KINDS, INVOICE_STATUSES, type InvoiceLine, type InvoiceStatus, type PaymentTerms } from '@freight/domain/billing';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';

export interface InvoicePaymentRecord {
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  /** Trimmed; one payment per reference on an invoice (billing's applyPayment, then a save at the version read). */
  reference: string;
  recordedAt: Date;
  recordedBy: { userId: number; name: string };
}

/** A customer invoice: one per shipment, money in integer cents, dates YYYY-MM-DD. */
export interface InvoiceRecord {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  customerId: number;
  billTo: { name: string; companyName: string; email: string };
  status: InvoiceStatus;
  /** Written when the invoice is made, never after. */
  lines: InvoiceLine[];
  terms: PaymentTerms;
  /** "INV-2026-000123": absent until sent (the unique index covers only invoices that have one). */
  number?: string;
  invoiceDate: string | null;
  dueDate: string | null;
  sentAt: Date | null;
  /** When a send claimed the invoice; gone once it is numbered (see docs/decisions.md). */
  sendClaimedAt?: Date;
  payments: InvoicePaymentRecord[];
  voidReason?: string;
  voidedAt?: Date | null;
  mailOutbox: OutboxEntry[];
  createdAt: Date;
  updatedAt: Date;
}

const lineSchema = new Schema<InvoiceLine>(
  { kind: { type: String, enum: INVOICE_LINE_KINDS, required: true }, description: { type: String, required: true }, amountCents: { type: Number, required: true } },
  { _id: false },
);

const paymentSchema = new Schema<InvoicePaymentRecord>(
  {
    amountCents: { type: Number, required: true },
    receivedOn: { type: String, required: true },
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    reference: { type: String, required: true },
    recordedAt: { type: Date, required: true },
    recordedBy: new Schema({ userId: Number, name: String }, { _id: false }),
  },
  { _id: false },
);

const invoiceSchema = new Schema<InvoiceRecord>(
  {
    id: { type: Number, required: true, unique: true },
    // One invoice per shipment: the unique index refuses a second.
    shipmentId: { type: Number, required: true, unique: true },
    shipmentNumber: { type: String, required: true },
    customerId: { type: Number, required: true },
    billTo: new Schema({ name: String, companyName: String, email: String }, { _id: false }),
    status: { type: String, enum: INVOICE_STATUSES, default: 'ready' },
    lines: { type: [lineSchema], default: [] },
    terms: new Schema({ kind: { type: String, enum: ['net'] }, days: Number }, { _id: false }),
    number: { type: String },
    invoiceDate: { type: String, default: null },
    dueDate: { type: String, default: null },
    sentAt: { type: Date, default: null },
    sendClaimedAt: { type: Date },
    payments: { type: [paymentSchema], default: [] },
    voidReason: { type: String },
    voidedAt: { type: Date, default: null },
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

// Staff's list by status, newest first; a customer's sent invoices, newest first.
invoiceSchema.index({ status: 1, id: -1 });
invoiceSchema.index({ customerId: 1, status: 1, id: -1 });
// An invoice number is given once (only numbered invoices are in the index).
invoiceSchema.index({ number: 1 }, { unique: true, partialFilterExpression: { number: { $exists: true } } });

export const Invoice = model<InvoiceRecord>('Invoice', invoiceSchema);

/**
 * One series of invoice numbers a year (`_id` "2026"): the last number given, and while a send is
 * numbering an invoice, that invoice (`holder`). Only one invoice of a year is numbered at a time,
 * so a number taken and never written can be given back (repositories/invoice-numbers).
 */
export interface InvoiceSeriesRecord {
  _id: string;
  seq: number;
  holder: { invoiceId: number; at: Date } | null;
}

const seriesSchema = new Schema<InvoiceSeriesRecord>(
  { _id: String, seq: { type: Number, default: 0 }, holder: { type: new Schema({ invoiceId: Number, at: Date }, { _id: false }), default: null } },
  { versionKey: false, collection: 'invoice_series' },
);

export const InvoiceSeries = model<InvoiceSeriesRecord>('InvoiceSeries', seriesSchema);
