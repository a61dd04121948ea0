import { model, Schema } from 'mongoose';
import { PAYMENT_METHODS, POD_CONTENT_TYPES, type PaymentMethod, type PodContentType } from '@freight/domain';
import { type CreditNote, INVOICE_LINE_KINDS, INVOICE_STATUSES, type InvoiceLine, type InvoiceStatus, type PaymentTerms } from '@freight/domain/billing';
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

/** A stored file a line carries (a lumper's receipt), kept in GridFS like a proof of delivery. */
export interface InvoiceFileRecord {
  fileId: string;
  name: string;
  contentType: PodContentType;
  size: number;
  sha256: string;
  uploadedAt: Date;
}

/** A line of the invoice; staff's lines carry their id, who added them and a lumper's receipt. */
export interface InvoiceLineRecord extends InvoiceLine {
  /** Lines staff added have one (the counter `invoiceLines`); the linehaul made with the invoice has none. */
  id?: number;
  receipt?: InvoiceFileRecord;
  addedBy?: { userId: number; name: string };
  addedAt?: Date;
}

/** A credit note against the sent invoice: billing's CreditNote (negative lines, a reason) with its number. */
export interface CreditNoteRecord extends CreditNote {
  id: number;
  /** "CN-2026-000001", from the credit notes' own yearly series. */
  number: string;
  issuedOn: string;
  issuedAt: Date;
  issuedBy: { userId: number; name: string };
}

/** A customer invoice: one per shipment, money in integer cents, dates YYYY-MM-DD. */
export interface InvoiceRecord {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  customerId: number;
  billTo: { name: string; companyName: string; email: string };
  status: InvoiceStatus;
  /** Made with the invoice (the linehaul); staff add and remove their lines while it is ready, never after. */
  lines: InvoiceLineRecord[];
  terms: PaymentTerms;
  /** "INV-2026-000123": absent until sent (the unique index covers only invoices that have one). */
  number?: string;
  invoiceDate: string | null;
  dueDate: string | null;
  sentAt: Date | null;
  /** When a send claimed the invoice; gone once it is numbered (see docs/decisions.md). */
  sendClaimedAt?: Date;
  payments: InvoicePaymentRecord[];
  /** Oldest first; only on a sent invoice. */
  creditNotes: CreditNoteRecord[];
  voidReason?: string;
  voidedAt?: Date | null;
  mailOutbox: OutboxEntry[];
  createdAt: Date;
  updatedAt: Date;
}

const staffName = () => new Schema({ userId: Number, name: String }, { _id: false });

const fileSchema = new Schema<InvoiceFileRecord>(
  { fileId: String, name: String, contentType: { type: String, enum: POD_CONTENT_TYPES }, size: Number, sha256: String, uploadedAt: Date },
  { _id: false },
);

const lineSchema = new Schema<InvoiceLineRecord>(
  {
    kind: { type: String, enum: INVOICE_LINE_KINDS, required: true },
    description: { type: String, required: true },
    amountCents: { type: Number, required: true },
    id: { type: Number },
    receipt: { type: fileSchema, default: undefined },
    addedBy: { type: staffName(), default: undefined },
    addedAt: { type: Date },
  },
  { _id: false },
);

const creditNoteSchema = new Schema<CreditNoteRecord>(
  {
    id: { type: Number, required: true },
    number: { type: String, required: true },
    reason: { type: String, required: true },
    lines: { type: [lineSchema], default: [] },
    issuedOn: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    issuedBy: staffName(),
  },
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
    creditNotes: { type: [creditNoteSchema], default: [] },
    voidReason: { type: String },
    voidedAt: { type: Date, default: null },
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

// Staff's list by status, newest first; a customer's open receivables (their statuses).
invoiceSchema.index({ status: 1, id: -1 });
invoiceSchema.index({ customerId: 1, status: 1, id: -1 });
// A customer's invoices, newest first: those sent to them (numbered when sent), a page and its count
// read straight from this index however many invoices the customer has.
invoiceSchema.index({ customerId: 1, id: -1 }, { partialFilterExpression: { number: { $exists: true } } });
// The open invoices falling due on one date: the aging report's running total for that date is recomputed from them.
invoiceSchema.index({ dueDate: 1, status: 1 });
// Staff's exports over an invoice date range, oldest first (billing-reports: the statuses are checked on the invoices found).
invoiceSchema.index({ invoiceDate: 1, id: 1 });
// An invoice number is given once (only numbered invoices are in the index).
invoiceSchema.index({ number: 1 }, { unique: true, partialFilterExpression: { number: { $exists: true } } });
// So is a credit note's, and the series looks its last number up when a holder died (repositories/invoice-numbers).
invoiceSchema.index({ 'creditNotes.number': 1 }, { unique: true, partialFilterExpression: { 'creditNotes.number': { $exists: true } } });

export const Invoice = model<InvoiceRecord>('Invoice', invoiceSchema);

/**
 * One series of numbers a year (`_id` "2026" for invoices, "CN-2026" for credit notes): the last
 * number given, and while a number is being written, the invoice it is for (`holder`). Only one
 * number of a series is written at a time, so a number taken and never written can be given back
 * (repositories/invoice-numbers).
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
