import { type AdminQuoteUpdate, defaultValidUntil } from '@freight/domain';
import { type PageRequest, type QuoteFilter, type QuoteRecord, quotes, type SignedInUser } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { quoteUpdatedMail } from '../mail/mail-requests';
import { findQuote } from './quotes.service';

export type QuoteListQuery = Omit<QuoteFilter, 'userId'> & PageRequest;

/** Newest first, filtered by status, offer state and a search over name, email and company. */
export async function listQuotes({ offset, limit, after, ...filter }: QuoteListQuery) {
  return quotes.list(filter, { offset, limit, after });
}

/** Every quote the list's filters match, oldest first, read in batches (for the CSV export). */
export function matchingQuotes(filter: QuoteFilter): AsyncGenerator<QuoteRecord> {
  return quotes.matching(filter);
}

/** One quote, for the admin link that opens it (staff emails). */
export const getQuote = (id: number) => findQuote(id);

/** What the customer is told about when it changes; staff's internal notes are not among them. */
const CUSTOMER_FACING = ['status', 'estimatedPrice', 'customerMessage', 'validUntil'] as const;

export async function updateQuote(actor: SignedInUser, id: number, { notifyCustomer = true, validUntil, ...changes }: AdminQuoteUpdate) {
  const quote = await findQuote(id);
  const before = quote.toJSON();
  quote.set(changes);
  // A price is an offer the customer can accept. A new price gets a fresh validity: the date staff
  // chose, or OFFER_VALID_DAYS from today.
  if (validUntil) quote.validUntil = validUntil;
  else if (quote.estimatedPrice?.trim() && (!quote.validUntil || quote.isModified('estimatedPrice'))) quote.validUntil = defaultValidUntil();
  const changed = CUSTOMER_FACING.some((field) => quote.isModified(field));
  // The customer's email is part of the same update as the change it reports.
  const mail = notifyCustomer && changed ? [quoteUpdatedMail(quote)] : [];
  await quotes.save(quote, mail);
  await releaseOutbox({ collection: 'quotes', id }, mail);
  await recordAudit({ actor, action: 'update', entity: 'quote', entityId: id, before, after: quote });
  return quote;
}

export async function deleteQuote(actor: SignedInUser, id: number): Promise<void> {
  const quote = await findQuote(id);
  await quotes.remove(id);
  await recordAudit({ actor, action: 'delete', entity: 'quote', entityId: id, before: quote, after: null });
}
