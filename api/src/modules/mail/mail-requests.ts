import type { OutboxEntry, QuoteRecord, UserRecord } from '../../store';
import { decisionFacts, quoteFacts } from './kinds';
import { mailRequest } from './mail-outbox';

/** A new quote request: the quotes desk is told, and the requester gets an acknowledgment. */
export const newQuoteMail = (quote: QuoteRecord): OutboxEntry[] => [
  mailRequest('staff.quote-received', quoteFacts(quote)),
  mailRequest('customer.quote-received', quoteFacts(quote)),
];

/** Staff changed status, price or note. */
export const quoteUpdatedMail = (quote: QuoteRecord): OutboxEntry => mailRequest('customer.quote-updated', quoteFacts(quote));

export const welcomeMail = (user: Pick<UserRecord, 'firstName' | 'username' | 'email' | 'accountType'>): OutboxEntry =>
  mailRequest('customer.welcome', { firstName: user.firstName, username: user.username, email: user.email, accountType: user.accountType });

/** The customer accepted or declined a priced quote: staff are told, and the customer gets a confirmation. */
export const quoteDecidedMail = (quote: QuoteRecord): OutboxEntry[] =>
  quote.decision?.outcome === 'accepted'
    ? [mailRequest('staff.quote-accepted', decisionFacts(quote)), mailRequest('customer.quote-accepted', decisionFacts(quote))]
    : [mailRequest('staff.quote-declined', decisionFacts(quote)), mailRequest('customer.quote-declined', decisionFacts(quote))];
