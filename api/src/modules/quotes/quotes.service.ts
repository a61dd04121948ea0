import { OFFER_MESSAGES } from '@freight/domain';
import { Error as MongooseError } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { idKey } from '../../core/id-key';
import { type IdempotencyKey, idempotentId } from '../../core/idempotency';
import { releaseOutboxAfterAnswer } from '../mail/mail-outbox';
import { newQuoteMail } from '../mail/mail-requests';
import { Quote, type QuoteDocument, type QuoteRecord } from './quote.model';
import { isDuplicateKey } from '../../core/insert-once';

const NOT_FOUND = 'Quote not found';

export type NewQuoteFields = Partial<Omit<QuoteRecord, 'id' | 'mailOutbox' | 'createdAt' | 'updatedAt'>>;

/**
 * Stores a new quote together with the requests for its emails (one insert: a crash can't keep one
 * without the other), and returns its id; the emails are released once the request has answered. A
 * repeat of an idempotent request stores nothing and gets the first request's id.
 */
export async function insertQuote(fields: NewQuoteFields, idempotency?: IdempotencyKey): Promise<number> {
  const id = await idempotentId(idempotency, () => nextId('quotes'));
  if (idempotency && (await Quote.exists({ _id: idKey(id) }))) return id;
  const record = { ...fields, id };
  try {
    const quote = await Quote.create({ ...record, mailOutbox: newQuoteMail(new Quote(record)) });
    releaseOutboxAfterAnswer({ collection: 'quotes', id }, quote.mailOutbox);
  } catch (error) {
    // A concurrent repeat of the same request stored it first.
    if (idempotency && isDuplicateKey(error)) return id;
    throw error;
  }
  return id;
}

/**
 * Saves a quote only if nobody changed it since it was read (its version is part of the write):
 * a staff edit and a customer's decision can never overwrite each other.
 */
export async function saveUnchanged(quote: QuoteDocument): Promise<void> {
  quote.increment();
  try {
    await quote.save();
  } catch (error) {
    if (error instanceof MongooseError.VersionError) throw new ApiError(409, OFFER_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/** One quote by id, for any audience; 404 when there is none. */
export async function findQuote(id: number): Promise<QuoteDocument> {
  const quote = await Quote.findById(idKey(id));
  if (!quote) throw new ApiError(404, NOT_FOUND);
  return quote;
}
