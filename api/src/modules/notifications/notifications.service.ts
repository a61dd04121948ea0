import { COMPANY, QUOTES_EMAIL } from '@freight/domain';
import { nextId } from '../../core/counter';
import type { QuoteRecord } from '../quotes/quote.model';
import { Notification, type NotificationDocument } from './notification.model';

type QuoteFacts = Pick<
  QuoteRecord,
  'id' | 'userId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'serviceNeeded' | 'projectDetails' | 'createdAt'
>;

/** Visitor text goes into a mail header: no line breaks, or it could add headers of its own. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function quoteCreatedSubject(quote: QuoteFacts): string {
  return oneLine(`New quote request #${quote.id}: ${quote.serviceNeeded} - ${quote.companyName}`).slice(0, 200);
}

export function quoteCreatedBody(quote: QuoteFacts): string {
  return [
    `A new quote request reached the ${COMPANY.name} website.`,
    '',
    `Quote #: ${quote.id}`,
    `Received: ${quote.createdAt.toISOString()}`,
    `Name: ${quote.firstName} ${quote.lastName}`,
    `Company: ${quote.companyName}`,
    `Email: ${quote.email}`,
    `Phone: ${quote.phone || 'not given'}`,
    `Service needed: ${quote.serviceNeeded}`,
    `Customer account: ${quote.userId ? `user #${quote.userId}` : 'none (visitor)'}`,
    '',
    'Project details:',
    quote.projectDetails || '(none given)',
  ].join('\n');
}

/** Puts the "new quote" email for the quotes desk in the outbox, pending delivery. */
export async function queueQuoteCreated(quote: QuoteFacts): Promise<NotificationDocument> {
  return Notification.create({
    id: await nextId('notifications'),
    type: 'quote.created',
    quoteId: quote.id,
    to: QUOTES_EMAIL,
    subject: quoteCreatedSubject(quote),
    body: quoteCreatedBody(quote),
    status: 'pending',
    attempts: 0,
  });
}
