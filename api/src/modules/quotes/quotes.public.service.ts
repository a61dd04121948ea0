import type { PublicQuoteRequest } from '@freight/domain';
import type { IdempotencyKey } from '../../core/idempotency-key';
import { logger } from '../../core/logger';
import { quoteExtras } from './quote-extras';
import { insertQuote } from './quotes.service';

export interface QuoteOrigin {
  /** The signed-in requester's id; visitors have none. */
  userId?: number;
  ip?: string;
  idempotency?: IdempotencyKey;
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

  const extras = await quoteExtras(input);
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
      ...extras,
    },
    origin.idempotency,
  );
}
