import { offerEndsAt, offerState, type OfferState, type Quote as ApiQuote } from '@freight/domain';
import { type ViewQuery, type ViewRow, RecordView } from '../../core/record-view';
import { Quote, type QuoteRecord } from './quote.model';

/** An undecided offer (awaiting or expired, whichever it is now): the time it ends, else undefined. */
function openOfferEnd(quote: QuoteRecord): number | undefined {
  const state = offerState(quote);
  return state === 'awaiting' || state === 'expired' ? offerEndsAt(quote.validUntil!).getTime() : undefined;
}

/** Every list of quotes (admin list, a customer's history, overview counts), newest first. */
export const quoteView = new RecordView<QuoteRecord, ApiQuote>(
  'quotes',
  () => Quote,
  { id: 1, createdAt: 1, status: 1, userId: 1, firstName: 1, lastName: 1, email: 1, companyName: 1, estimatedPrice: 1, validUntil: 1, 'decision.outcome': 1 },
  (quote): ViewRow => {
    const deadline = openOfferEnd(quote);
    return {
      id: quote.id,
      at: new Date(quote.createdAt).getTime(),
      tags: [
        `status:${quote.status}`,
        ...(quote.userId ? [`user:${quote.userId}`] : []),
        ...(deadline !== undefined ? ['offer'] : []),
        ...(quote.decision ? [`decision:${quote.decision.outcome}`] : []),
      ],
      text: [quote.firstName, quote.lastName, quote.email, quote.companyName].map((field) => (field ?? '').toLowerCase()),
      deadline,
    };
  },
);

/** The view filter of an offer state ("awaiting customer", "expired", or a decision), worked out at `now`. */
export function offerFilter(state: OfferState | undefined, now: Date = new Date()): Pick<ViewQuery, 'tags' | 'deadline'> {
  if (!state) return {};
  if (state === 'accepted' || state === 'declined') return { tags: [`decision:${state}`] };
  return { tags: ['offer'], deadline: { now: now.getTime(), passed: state === 'expired' } };
}
