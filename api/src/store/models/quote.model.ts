import { model, Schema } from 'mongoose';
import { type Quote as ApiQuote, type QuoteDecision, QUOTE_STATUSES, quoteListFields } from '@freight/domain';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';
import { centsPath, moneyCentsPath, shownMoney } from './money-fields';

export interface QuoteRecord extends Omit<ApiQuote, 'createdAt' | 'updatedAt' | 'decision'> {
  createdAt: Date;
  updatedAt: Date;
  decision?: DecisionRecord | null;
  /** Emails this quote's changes asked for (see mail-outbox.model). */
  mailOutbox: OutboxEntry[];
  /** Every prefix of the words of the names, email and company (see search-keys). */
  searchKeys: string[];
  /** While the quote is an undecided offer (awaiting or expired): when it ends. Unset otherwise. */
  offerEndsAt?: Date;
  /** The prices in whole cents, as the database keeps them; a read shows them as the text fields (money-fields). */
  calculatedPriceCents?: number | null;
  estimatedPriceCents?: number | null;
}

export interface DecisionRecord extends Omit<QuoteDecision, 'at'> {
  at: Date;
}

const text = { type: String, trim: true };

const snapshotSchema = new Schema(
  {
    estimatedPriceCents: moneyCentsPath,
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

const placeSchema = new Schema({ zip: String, city: String, state: String }, { _id: false });

const laneSchema = new Schema(
  {
    greatCircleMiles: Number,
    roadMiles: Number,
    transitDays: Number,
    transitMode: { type: String, enum: ['truckload', 'ltl'] },
    origin: { type: placeSchema, default: undefined },
    destination: { type: placeSchema, default: undefined },
  },
  { _id: false },
);

const quoteAccessorialSchema = new Schema({ id: Number, name: String, priceCents: centsPath, price: String }, { _id: false });

const pieceSchema = new Schema({ quantity: Number, lengthIn: Number, widthIn: Number, heightIn: Number, weightLbs: Number }, { _id: false });

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
    // Money is whole cents (money-fields); the text paths keep only values that are no amount.
    calculatedPriceCents: centsPath,
    calculatedPrice: text,
    serviceType: text,
    lane: { type: laneSchema, default: undefined },
    pickupDate: { type: String, default: undefined },
    accessorials: { type: [quoteAccessorialSchema], default: undefined },
    pieces: { type: [pieceSchema], default: undefined },
    density: { type: Number, default: undefined },
    freightClass: { type: String, default: undefined },
    status: { type: String, enum: QUOTE_STATUSES, default: 'pending' },
    adminNotes: text,
    customerMessage: text,
    estimatedPriceCents: centsPath,
    estimatedPrice: text,
    validUntil: { type: String, default: null },
    decision: { type: decisionSchema, default: null },
    mailOutbox: mailOutboxPath,
    searchKeys: { type: [String], default: undefined, private: true },
    offerEndsAt: { type: Date, private: true },
    shipmentId: { type: Number, default: null },
  },
  { timestamps: true },
);

// A quote created through the model gets its list fields (domain list-fields) as it is validated; updates write them with the change.
// They read the price as the API shows it (money-fields), from a plain copy of the document.
quoteSchema.pre('validate', function deriveListFields() {
  this.set(quoteListFields(shownMoney({ schema: quoteSchema }, this.toObject<QuoteRecord>())));
});

// The lists, newest (highest id) first: every filter's equality, then the order, then a range (see
// the declared-index test). Counts use the same indexes.
quoteSchema.index({ status: 1, id: -1 });
// Overdue quotes: pending (equality), newest first, received at or before a cutoff (range).
quoteSchema.index({ status: 1, id: -1, createdAt: 1 });
// Their count (the overview's): the bounds are the whole filter, so it is counted from the index
// alone, where the list's index would read every pending quote to check its date.
quoteSchema.index({ status: 1, createdAt: 1 });
quoteSchema.index({ userId: 1, id: -1 });
quoteSchema.index({ 'decision.outcome': 1, id: -1 });
quoteSchema.index({ searchKeys: 1, id: -1 });
// Open offers only (awaiting or expired, told apart by the range on offerEndsAt): a page, and a count.
const OPEN_OFFERS = { partialFilterExpression: { offerEndsAt: { $exists: true } } };
quoteSchema.index({ id: -1, offerEndsAt: 1 }, OPEN_OFFERS);
quoteSchema.index({ offerEndsAt: 1 }, OPEN_OFFERS);

export const Quote = model<QuoteRecord>('Quote', quoteSchema);
