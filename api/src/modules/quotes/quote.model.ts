import { type HydratedDocument, model, Schema } from 'mongoose';
import { type Quote as ApiQuote, type QuoteDecision, QUOTE_STATUSES } from '@freight/domain';
import { changeLogged } from '../../core/change-log';
import { idKeyFromId } from '../../core/id-key';
import { toJSON } from '../../core/to-json';
import { mailOutboxPath, type OutboxEntry } from '../mail/mail-outbox.model';

export interface QuoteRecord extends Omit<ApiQuote, 'createdAt' | 'updatedAt' | 'decision'> {
  /** The id as a string (see core/id-key). */
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  decision?: DecisionRecord | null;
  /** Emails this quote's changes asked for (see mail-outbox.model). */
  mailOutbox: OutboxEntry[];
}

export interface DecisionRecord extends Omit<QuoteDecision, 'at'> {
  at: Date;
}

export type QuoteDocument = HydratedDocument<QuoteRecord>;

const text = { type: String, trim: true };

const snapshotSchema = new Schema(
  {
    estimatedPrice: String,
    validUntil: String,
    serviceNeeded: String,
    originZip: String,
    destinationZip: String,
    weight: String,
    equipmentType: String,
    terms: String,
  },
  { _id: false },
);

/** The customer's accept or decline: written once (see quotes.customer.service), never edited. */
const decisionSchema = new Schema<DecisionRecord>(
  {
    outcome: { type: String, enum: ['accepted', 'declined'], required: true },
    at: { type: Date, required: true },
    userId: { type: Number, required: true },
    accountName: { type: String, required: true },
    signature: String,
    reason: String,
    ip: String,
    snapshot: snapshotSchema,
  },
  { _id: false },
);

const quoteSchema = new Schema<QuoteRecord>(
  {
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    userId: { type: Number, default: null },
    firstName: { ...text, required: true },
    lastName: { ...text, required: true },
    email: { ...text, required: true, lowercase: true },
    phone: text,
    companyName: { ...text, required: true },
    serviceNeeded: { ...text, required: true },
    projectDetails: text,
    equipmentType: text,
    originZip: text,
    destinationZip: text,
    weight: text,
    distance: text,
    calculatedPrice: text,
    status: { type: String, enum: QUOTE_STATUSES, default: 'pending' },
    adminNotes: text,
    estimatedPrice: text,
    validUntil: { type: String, default: null },
    decision: { type: decisionSchema, default: null },
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

// No secondary indexes: one quote is read by `_id`; lists, filters, counts and searches come from
// the list view (quote-view), on MongoDB as on the embedded engine.
quoteSchema.plugin(idKeyFromId);
quoteSchema.plugin(changeLogged('quotes'));
quoteSchema.plugin(toJSON);

export const Quote = model<QuoteRecord>('Quote', quoteSchema);
