import { ApiError } from '../../core/api-error';
import { IDEMPOTENCY_MESSAGES, type IdempotencyKey } from '../../core/idempotency-key';
import { KeyReusedError, type NewQuote, quotes, type StoredQuote } from '../../store';
import { releaseOutboxAfterAnswer } from '../mail/mail-outbox';
import { newQuoteMail } from '../mail/mail-requests';

const NOT_FOUND = 'Quote not found';

/**
 * Stores a new quote together with the requests for its emails (one insert: a crash can't keep one
 * without the other), and returns its id; the emails are released once the request has answered. A
 * repeat of an idempotent request stores nothing and gets the first request's id.
 */
export async function insertQuote(fields: NewQuote, idempotency?: IdempotencyKey): Promise<number> {
  try {
    const { id, created, mail } = await quotes.create(fields, newQuoteMail, idempotency);
    if (created) releaseOutboxAfterAnswer({ collection: 'quotes', id }, mail);
    return id;
  } catch (error) {
    if (error instanceof KeyReusedError) throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused);
    throw error;
  }
}

/** One quote by id, for any audience; 404 when there is none. */
export async function findQuote(id: number): Promise<StoredQuote> {
  const quote = await quotes.find(id);
  if (!quote) throw new ApiError(404, NOT_FOUND);
  return quote;
}
