import type { CustomerQuote as Quote } from '@freight/domain';
import { type PagedListState, usePagedList } from '../../../components/paged-list';
import { useGetCustomerQuotesInfiniteQuery } from '../api/customer-quotes-api';

export type MyQuotesState = Omit<PagedListState<Quote>, 'items'> & { quotes: Quote[] };

/** The customer's quotes, page by page (loading while the account is being asked for). */
export function useMyQuotes(enabled: boolean): MyQuotesState {
  const { items, ...list } = usePagedList(useGetCustomerQuotesInfiniteQuery(undefined, { skip: !enabled }), enabled);
  return { quotes: items, ...list };
}
