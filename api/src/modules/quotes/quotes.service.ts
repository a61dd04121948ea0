import { OFFER_MESSAGES, type PublicQuoteRequest } from '@freight/domain';
import { Error as MongooseError } from 'mongoose';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { idKey } from '../../core/id-key';
import { type IdempotencyKey, idempotentId } from '../../core/idempotency';
import { logger } from '../../core/logger';
import { releaseOutbox } from '../mail/mail-outbox';
import { newQuoteMail } from '../mail/mail-requests';
import { Quote, type QuoteDocument, type QuoteRecord } from './quote.model';
import { isDuplicateKey } from '../../core/insert-once';

export interface QuoteOrigin {
  /** The signed-in requester's id; visitors have none. */
  userId?: number;
  ip?: string;
  idempotency?: IdempotencyKey;
}

export type NewQuoteFields = Partial<Omit<QuoteRecord, 'id' | 'mailOutbox' | 'createdAt' | 'updatedAt'>>;

/**
 * Stores a new quote together with the requests for its emails (one insert: a crash can't keep one
 * without the other), and returns its id. A repeat of an idempotent request stores nothing and
 * gets the first request's id.
 */
export async function insertQuote(fields: NewQuoteFields, idempotency?: IdempotencyKey): Promise<number> {
  const id = await idempotentId(idempotency, () => nextId('quotes'));
  if (idempotency && (await Quote.exists({ _id: idKey(id) }))) return id;
  const record = { ...fields, id };
  try {
    const quote = await Quote.create({ ...record, mailOutbox: newQuoteMail(new Quote(record)) });
    await releaseOutbox({ collection: 'quotes', id }, quote.mailOutbox);
  } catch (error) {
    // A concurrent repeat of the same request stored it first.
    if (idempotency && isDuplicateKey(error)) return id;
    throw error;
  }
  return id;
}

/**
 * Stores a public quote request together with its two emails (quotes desk, requester).
 * Returns the new quote's id, or null when the honeypot shows a bot (nothing is stored).
 */
export async function createPublicQuote(input: PublicQuoteRequest, origin: QuoteOrigin): Promise<number | null> {
  if (input.website) {
    logger().warn({ event: 'quote.honeypot', ip: origin.ip, userId: origin.userId }, 'quote request dropped: honeypot field filled');
    return null;
  }

  // Awaited before the caller answers: once the visitor sees "Thank you", the request is on disk.
  return insertQuote(
    {
      userId: origin.userId ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? '',
    companyName: input.companyName,
    serviceNeeded: input.serviceNeeded,
    projectDetails: input.projectDetails ?? '',
    },
    origin.idempotency,
  );
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
