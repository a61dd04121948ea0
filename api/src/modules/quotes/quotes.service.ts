import { PROMISES, type PublicQuoteRequest } from '@freight/domain';
import { nextId } from '../../core/counter';
import { logger } from '../../core/logger';
import { queueQuoteCreated } from '../notifications/notifications.service';
import { Quote } from './quote.model';

export const QUOTE_RECEIVED_MESSAGE = `Thank you! We'll get back to you within ${PROMISES.quoteResponseHours} hours.`;

export interface QuoteOrigin {
  /** The signed-in requester's id; visitors have none. */
  userId?: number;
  ip?: string;
}

/**
 * Stores a public quote request and queues the email to the quotes desk.
 * Returns the new quote's id, or null when the honeypot shows a bot (nothing is stored).
 */
export async function createPublicQuote(input: PublicQuoteRequest, origin: QuoteOrigin): Promise<number | null> {
  if (input.website) {
    logger().warn({ event: 'quote.honeypot', ip: origin.ip, userId: origin.userId }, 'quote request dropped: honeypot field filled');
    return null;
  }

  // Awaited before the caller answers: once the visitor sees "Thank you", the request is on disk.
  const quote = await Quote.create({
    id: await nextId('quotes'),
    userId: origin.userId ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? '',
    companyName: input.companyName,
    serviceNeeded: input.serviceNeeded,
    projectDetails: input.projectDetails ?? '',
  });

  try {
    await queueQuoteCreated(quote);
  } catch (err) {
    // The quote is safe; staff still see it in the admin list. Only the email is missing, so say so loudly.
    logger().error({ err, event: 'quote.notification_failed', quoteId: quote.id }, 'could not queue the new-quote email');
  }
  return quote.id;
}
