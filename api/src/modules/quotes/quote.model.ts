import { type HydratedDocument, model, Schema } from 'mongoose';
import { type Quote as ApiQuote, QUOTE_STATUSES } from '@freight/domain';
import { toJSON } from '../../core/to-json';
import { mailOutboxPath, type OutboxEntry } from '../mail/mail-outbox.model';

export interface QuoteRecord extends Omit<ApiQuote, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
  /** Emails this quote's changes asked for (see mail-outbox.model). */
  mailOutbox: OutboxEntry[];
}

export type QuoteDocument = HydratedDocument<QuoteRecord>;

const text = { type: String, trim: true };

const quoteSchema = new Schema<QuoteRecord>(
  {
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
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

quoteSchema.index({ userId: 1, createdAt: -1 });
quoteSchema.index({ createdAt: -1 });
quoteSchema.index({ status: 1 });
quoteSchema.plugin(toJSON);

export const Quote = model<QuoteRecord>('Quote', quoteSchema);
