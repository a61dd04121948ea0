import { type AdminQuoteUpdate, defaultValidUntil, OFFER_MESSAGES } from '@freight/domain';
import { onConflict } from '../../core/error';
import { type PageRequest, type QuoteFilter, quotes, type SignedInUser } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { quoteUpdatedMail } from '../mail/mail-requests';
import { QUOTE_EXPORT_FIELDS, type QuoteExportRow } from './quotes.export';
import { findQuote } from './quotes.service';

export type QuoteListQuery = Omit<QuoteFilter, 'userId'> & PageRequest;

/** Newest first, filtered by status, offer state and a search over name, email and company. */
export async function listQuotes({ offset, limit, after, ...filter }: QuoteListQuery) {
  return quotes.list(filter, { offset, limit, after });
}

/** How many quotes the list's filters match. */
export const countQuotes = ({ offset: _offset, limit: _limit, after: _after, ...filter }: QuoteListQuery) => quotes.count(filter);

/** Every quote the list's filters match, oldest first, read in batches: the fields the CSV export's columns read. */
export function matchingQuotes(filter: QuoteFilter): AsyncGenerator<QuoteExportRow> {
  return quotes.matching(filter, QUOTE_EXPORT_FIELDS);
}

/** One quote, for the admin link that opens it (staff emails). */
export const getQuote = (id: number) => findQuote(id);

/** What the customer is told about when it changes; staff's internal notes are not among them. */
const CUSTOMER_FACING = ['status', 'estimatedPrice', 'customerMessage', 'validUntil'] as const;

export async function updateQuote(actor: SignedInUser, id: number, { notifyCustomer = true, validUntil, ...changes }: AdminQuoteUpdate) {
  const before = await findQuote(id);
  const quote = { ...before, ...changes };
  // A price is an offer the customer can accept. A new price gets a fresh validity: the date staff
  // chose, or OFFER_VALID_DAYS from today.
  if (validUntil) quote.validUntil = validUntil;
  else if (quote.estimatedPrice?.trim() && (!quote.validUntil || quote.estimatedPrice !== before.estimatedPrice)) quote.validUntil = defaultValidUntil();
  const changed = CUSTOMER_FACING.some((field) => (quote[field] ?? null) !== (before[field] ?? null));
  // The customer's email is part of the same update as the change it reports.
  const mail = notifyCustomer && changed ? [quoteUpdatedMail(quote)] : [];
  const saved = await onConflict(quotes.save(quote, mail), OFFER_MESSAGES.changedMeanwhile);
  await releaseOutbox({ collection: 'quotes', id }, mail);
  await recordAudit({ actor, action: 'update', entity: 'quote', entityId: id, before, after: saved });
  return saved;
}

export async function deleteQuote(actor: SignedInUser, id: number): Promise<void> {
  const quote = await findQuote(id);
  await quotes.remove(id);
  await recordAudit({ actor, action: 'delete', entity: 'quote', entityId: id, before: quote, after: null });
}
