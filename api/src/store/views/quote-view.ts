import { type OfferState, overdueCutoff, type Quote as ApiQuote } from '@freight/domain';
import { Quote, type QuoteRecord } from '../models/quote.model';
import { wordsOf } from '../search-keys';
import { type ViewQuery, type ViewRow, RecordView } from './record-view';

/** Every list of quotes (admin list, a customer's history, overview counts), newest (highest id) first. */
export const quoteView = new RecordView<QuoteRecord, ApiQuote>(
  'quotes',
  () => Quote,
  { id: 1, status: 1, userId: 1, firstName: 1, lastName: 1, email: 1, companyName: 1, offerEndsAt: 1, 'decision.outcome': 1, createdAt: 1 },
  (quote): ViewRow => ({
    id: quote.id,
    at: quote.id,
    tags: [
      `status:${quote.status}`,
      ...(quote.userId ? [`user:${quote.userId}`] : []),
      ...(quote.offerEndsAt ? ['offer'] : []),
      ...(quote.decision ? [`decision:${quote.decision.outcome}`] : []),
    ],
    words: wordsOf([quote.firstName, quote.lastName, quote.email, quote.companyName]),
    // An offer's end, or for a pending quote (never an offer) when it was received: the overdue
    // filter asks for pending rows received at or before one cutoff.
    deadline: quote.offerEndsAt
      ? new Date(quote.offerEndsAt).getTime()
      : quote.status === 'pending' && quote.createdAt
        ? new Date(quote.createdAt).getTime()
        : undefined,
  }),
);

/** The view filter of overdue quotes at `now`: pending, and received at or before the cutoff (business-hours.ts). */
export function overdueFilter(now: Date = new Date()): Pick<ViewQuery, 'tags' | 'deadline'> {
  return { tags: ['status:pending'], deadline: { now: overdueCutoff(now).getTime(), passed: true } };
}

/** The view filter of an offer state ("awaiting customer", "expired", or a decision), worked out at `now`. */
export function offerFilter(state: OfferState | undefined, now: Date = new Date()): Pick<ViewQuery, 'tags' | 'deadline'> {
  if (!state) return {};
  if (state === 'accepted' || state === 'declined') return { tags: [`decision:${state}`] };
  return { tags: ['offer'], deadline: { now: now.getTime(), passed: state === 'expired' } };
}
