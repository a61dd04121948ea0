import { type AdminQuoteUpdate, defaultValidUntil, type OfferState } from '@freight/domain';
import { idKey } from '../../core/id-key';
import { exportRecords, searchWords } from '../../core/record-view';
import type { ListQuery } from '../../core/resource-helpers';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { quoteUpdatedMail } from '../mail/mail-requests';
import type { SignedInUser } from '../users/signed-in-user';
import { offerFilter, quoteView } from './quote-view';
import { Quote, type QuoteDocument, type QuoteRecord } from './quote.model';
import { findQuote, saveUnchanged } from './quotes.service';

export interface QuoteListQuery extends ListQuery {
  /** Where the quote stands as an offer: awaiting customer, accepted, declined or expired. */
  offer?: OfferState;
}

/** The view query of the admin list's filters: status, offer state and a search over name, email and company. */
function listFilter({ search, status, offer }: QuoteListQuery) {
  const byOffer = offerFilter(offer || undefined);
  return { tags: [...(status ? [`status:${status}`] : []), ...(byOffer.tags ?? [])], deadline: byOffer.deadline, words: searchWords(search) };
}

/** Newest first, filtered (see listFilter and quote-view). */
export async function listQuotes(query: QuoteListQuery) {
  return quoteView.list({ ...listFilter(query), offset: query.offset, limit: query.limit });
}

/** Every quote the list's filters match, oldest first, read in batches (for the CSV export). */
export async function* matchingQuotes(query: QuoteListQuery): AsyncGenerator<QuoteRecord> {
  const { ids } = await quoteView.query({ ...listFilter(query), offset: 0, limit: Number.MAX_SAFE_INTEGER });
  yield* exportRecords(Quote, ids);
}

/** One quote, for the admin link that opens it (staff emails). */
export const getQuote = (id: number): Promise<QuoteDocument> => findQuote(id);

const CUSTOMER_FACING = ['status', 'estimatedPrice', 'adminNotes', 'validUntil'] as const;

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
  quote.mailOutbox.push(...mail);
  await saveUnchanged(quote);
  await releaseOutbox({ collection: 'quotes', id }, mail);
  await recordAudit({ actor, action: 'update', entity: 'quote', entityId: id, before, after: quote });
  return quote;
}

export async function deleteQuote(actor: SignedInUser, id: number): Promise<void> {
  const quote = await findQuote(id);
  await Quote.deleteOne({ _id: idKey(id) });
  await recordAudit({ actor, action: 'delete', entity: 'quote', entityId: id, before: quote, after: null });
}
