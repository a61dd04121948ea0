import { useMemo } from 'react';
import type { CustomerQuote as Quote } from '@freight/domain';
import { useGetCustomerQuotesInfiniteQuery } from '../api/customer-quotes-api';

export interface MyQuotesState {
  quotes: Quote[];
  /** How many quotes the account has; null until the first page has arrived. */
  total: number | null;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The loaded pages as one list. A quote submitted between two pages shifts the offsets, so ids are de-duplicated. */
export function useMyQuotes(enabled: boolean): MyQuotesState {
  const query = useGetCustomerQuotesInfiniteQuery(undefined, { skip: !enabled });
  const pages = query.data?.pages;

  const quotes = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.items).filter((q: Quote) => !seen.has(q.id) && seen.add(q.id));
  }, [pages]);

  return {
    quotes,
    total: pages?.[0]?.total ?? null,
    isLoading: query.isLoading || (enabled && query.isUninitialized),
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
