import type { AdminQuoteUpdate } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { idKey } from '../../core/id-key';
import { loadPage, searchWords } from '../../core/record-view';
import type { ListQuery } from '../../core/resource-helpers';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { quoteUpdatedMail } from '../mail/mail-requests';
import type { UserDocument } from '../users/user.model';
import { quoteView } from '../quotes/quote-view';
import { Quote, type QuoteDocument } from '../quotes/quote.model';

const NOT_FOUND = 'Quote not found';

/** Newest first; a status filter and a search over name, email and company (see quote-view). */
export async function listQuotes({ limit, offset, search, status }: ListQuery) {
  const { ids, total } = await quoteView.query({ tags: status ? [`status:${status}`] : [], words: searchWords(search), offset, limit });
  return { items: await loadPage(Quote, ids), total };
}

/** One quote, for the admin link that opens it (staff emails). */
export const getQuote = (id: number): Promise<QuoteDocument> => findQuote(id);

async function findQuote(id: number): Promise<QuoteDocument> {
  const quote = await Quote.findById(idKey(id));
  if (!quote) throw new ApiError(404, NOT_FOUND);
  return quote;
}

const CUSTOMER_FACING = ['status', 'estimatedPrice', 'adminNotes'] as const;

export async function updateQuote(actor: UserDocument, id: number, { notifyCustomer = true, ...changes }: AdminQuoteUpdate) {
  const quote = await findQuote(id);
  const before = quote.toJSON();
  quote.set(changes);
  const changed = CUSTOMER_FACING.some((field) => quote.isModified(field));
  // The customer's email is part of the same update as the change it reports.
  const mail = notifyCustomer && changed ? [quoteUpdatedMail(quote)] : [];
  quote.mailOutbox.push(...mail);
  await quote.save();
  await releaseOutbox({ collection: 'quotes', id }, mail);
  await recordAudit({ actor, action: 'update', entity: 'quote', entityId: id, before, after: quote });
  return quote;
}

export async function deleteQuote(actor: UserDocument, id: number): Promise<void> {
  const quote = await findQuote(id);
  await Quote.deleteOne({ _id: idKey(id) });
  await recordAudit({ actor, action: 'delete', entity: 'quote', entityId: id, before: quote, after: null });
}
