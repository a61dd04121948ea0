import { model, Schema } from 'mongoose';
import { CARRIER_INVOICE_METHODS, type CarrierInvoiceMethod, PAYMENT_METHODS, type PaymentMethod, type StoredFileInfo } from '@freight/domain';
import {
  expectedPayDate,
  PAYABLE_ACCESSORIAL_KINDS,
  PAYABLE_HOLD_REASONS,
  PAYABLE_STATUSES,
  type PayableAccessorialKind,
  payableBalance,
  type PayableHoldReason,
  payableListKeys,
  type PayableStatus,
  type PaymentTerms,
} from '@freight/domain/billing';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';

type Person = { userId: number; name: string };

export interface PayableAccessorialRecord {
  kind: PayableAccessorialKind;
  description: string;
  amountCents: number;
  approvedAt: Date;
  approvedBy: Person;
}

export interface PayableHoldRecord {
  reason: PayableHoldReason;
  note: string;
  placedAt: Date;
  placedBy: Person;
}

export interface PayablePaymentRecord {
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  /** Trimmed; one payment per reference on a payable (billing's applyPayablePayment, then a save at the version read). */
  reference: string;
  recordedAt: Date;
  recordedBy: Person;
}

/** The carrier's invoice: one click from the rate confirmation (no file), or its PDF in the files store. */
export interface CarrierInvoiceRecord {
  method: CarrierInvoiceMethod;
  number: string;
  invoiceDate: string;
  submittedAt: Date;
  file: (Omit<StoredFileInfo, 'uploadedAt'> & { uploadedAt: Date }) | null;
}

/** What the brokerage owes a carrier for one load: one per shipment, money in integer cents, dates YYYY-MM-DD. */
export interface PayableRecord {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  carrierId: number;
  carrierName: string;
  lane: string;
  status: PayableStatus;
  rateConfirmationCents: number;
  accessorials: PayableAccessorialRecord[];
  podReceived: boolean;
  /** The carrier's current certificate of insurance and W-9, as last looked at (every change of the payable looks again). */
  documentsComplete: boolean;
  holds: PayableHoldRecord[];
  carrierInvoice: CarrierInvoiceRecord | null;
  /** Fixed when the carrier asked: the fee stays what it was shown. */
  quickPay: { requestedAt: Date; requestedOn: string; feePercent: number; feeCents: number } | null;
  /** The standard terms when the payable was made. */
  terms: PaymentTerms;
  payDate: string | null;
  scheduledAt: Date | null;
  payments: PayablePaymentRecord[];
  mailOutbox: OutboxEntry[];
  createdAt: Date;
  updatedAt: Date;
}

/** The fields the queue's filters and accounts payable by week find a payable by: derived from the rest, written with every change. */
export interface PayableListFieldsRecord {
  listKeys: string[];
  /** The date the carrier expects its money, while it is unpaid and has one. */
  dueOn?: string;
  /** What is still to pay, for accounts payable by week. */
  openCents: number;
}

export type PayableListSource = Pick<PayableRecord, 'status' | 'carrierId' | 'quickPay' | 'holds' | 'payDate' | 'carrierInvoice' | 'terms' | 'rateConfirmationCents' | 'accessorials' | 'payments'>;

/** The derived fields of a payable (domain billing's list keys and expected pay date). */
export function payableListFields(p: PayableListSource): PayableListFieldsRecord {
  const dueOn = expectedPayDate({
    status: p.status,
    payDate: p.payDate ?? null,
    quickPayRequestedOn: p.quickPay?.requestedOn ?? null,
    carrierInvoiceDate: p.carrierInvoice?.invoiceDate ?? null,
    terms: p.terms,
  });
  const money = { rateConfirmationCents: p.rateConfirmationCents, accessorials: p.accessorials ?? [], quickPayFeeCents: p.quickPay?.feeCents ?? null, payments: p.payments ?? [] };
  return {
    listKeys: payableListKeys({ status: p.status, carrierId: p.carrierId, quickPay: Boolean(p.quickPay), onHold: (p.holds ?? []).length > 0 }),
    dueOn: dueOn ?? undefined,
    openCents: payableBalance(money),
  };
}

const person = new Schema({ userId: Number, name: String }, { _id: false });

const accessorialSchema = new Schema<PayableAccessorialRecord>(
  {
    kind: { type: String, enum: PAYABLE_ACCESSORIAL_KINDS, required: true },
    description: { type: String, required: true },
    amountCents: { type: Number, required: true },
    approvedAt: { type: Date, required: true },
    approvedBy: person,
  },
  { _id: false },
);

const holdSchema = new Schema<PayableHoldRecord>(
  { reason: { type: String, enum: PAYABLE_HOLD_REASONS, required: true }, note: { type: String, default: '' }, placedAt: { type: Date, required: true }, placedBy: person },
  { _id: false },
);

const paymentSchema = new Schema<PayablePaymentRecord>(
  {
    amountCents: { type: Number, required: true },
    paidOn: { type: String, required: true },
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    reference: { type: String, required: true },
    recordedAt: { type: Date, required: true },
    recordedBy: person,
  },
  { _id: false },
);

const fileInfo = new Schema({ fileId: String, name: String, contentType: String, size: Number, sha256: String, uploadedAt: Date }, { _id: false });

const carrierInvoiceSchema = new Schema<CarrierInvoiceRecord>(
  {
    method: { type: String, enum: CARRIER_INVOICE_METHODS, required: true },
    number: { type: String, required: true },
    invoiceDate: { type: String, required: true },
    submittedAt: { type: Date, required: true },
    file: { type: fileInfo, default: null },
  },
  { _id: false },
);

const payableSchema = new Schema<PayableRecord & PayableListFieldsRecord>(
  {
    id: { type: Number, required: true, unique: true },
    // One payable per shipment: the unique index refuses a second.
    shipmentId: { type: Number, required: true, unique: true },
    shipmentNumber: { type: String, required: true },
    carrierId: { type: Number, required: true },
    carrierName: { type: String, required: true },
    lane: { type: String, default: '' },
    status: { type: String, enum: PAYABLE_STATUSES, default: 'delivered' },
    rateConfirmationCents: { type: Number, required: true },
    accessorials: { type: [accessorialSchema], default: [] },
    podReceived: { type: Boolean, default: false },
    documentsComplete: { type: Boolean, default: false },
    holds: { type: [holdSchema], default: [] },
    carrierInvoice: { type: carrierInvoiceSchema, default: null },
    quickPay: { type: new Schema({ requestedAt: Date, requestedOn: String, feePercent: Number, feeCents: Number }, { _id: false }), default: null },
    terms: new Schema({ kind: { type: String, enum: ['net'] }, days: Number }, { _id: false }),
    payDate: { type: String, default: null },
    scheduledAt: { type: Date, default: null },
    payments: { type: [paymentSchema], default: [] },
    listKeys: { type: [String], default: undefined, private: true },
    dueOn: { type: String, private: true },
    openCents: { type: Number, private: true },
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

// A payable made through the model gets its derived fields as it is validated; updates write them with the change.
payableSchema.pre('validate', function deriveListFields() {
  this.set(payableListFields(this));
});

// Staff's queue: one key per combination of its filters (status, carrier, quick pay, on hold), newest first.
payableSchema.index({ listKeys: 1, id: -1 });
// A carrier's own payables, newest first.
payableSchema.index({ carrierId: 1, id: -1 });
// Accounts payable by week: the unpaid payables with an expected pay date, by that date.
payableSchema.index({ dueOn: 1 }, { partialFilterExpression: { dueOn: { $exists: true } } });

export const Payable = model<PayableRecord & PayableListFieldsRecord>('Payable', payableSchema);
