import { PROMISES, type PublicQuoteRequest } from '@freight/domain';
import { nextId } from '../../core/counter';
import { logger } from '../../core/logger';
import { releaseOutbox } from '../mail/mail-outbox';
import { newQuoteMail } from '../mail/mail-requests';
import { Quote } from './quote.model';

export const QUOTE_RECEIVED_MESSAGE = `Thank you! We'll get back to you within ${PROMISES.quoteResponseHours} hours.`;

export interface QuoteOrigin {
  /** The signed-in requester's id; visitors have none. */
  userId?: number;
  ip?: string;
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
  const fields = {
    id: await nextId('quotes'),
    userId: origin.userId ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? '',
    companyName: input.companyName,
    serviceNeeded: input.serviceNeeded,
    projectDetails: input.projectDetails ?? '',
  };
  // The quote and the requests for its emails are one insert: a crash can't keep one without the other.
  const quote = await Quote.create({ ...fields, mailOutbox: newQuoteMail(new Quote(fields)) });
  await releaseOutbox({ collection: 'quotes', id: quote.id }, quote.mailOutbox);
  return quote.id;
}
