import { useMemo } from 'react';

/** One page of a list the API pages by offset, with the list's total (X-Total-Count). */
export interface OffsetPage<T> {
  items: T[];
  total: number;
}

/** The next page's offset after `lastPage`, or undefined once every item has arrived (an infinite query's getNextPageParam). */
export function nextOffset<T>(lastPage: OffsetPage<T>, _allPages: unknown, lastOffset: number): number | undefined {
  const next = lastOffset + lastPage.items.length;
  return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
}

/** A "Load more" list as the pages show it. */
export interface PagedListState<T> {
  items: T[];
  /** How many the list has; null until the first page has arrived. */
  total: number | null;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** What the state reads of an RTK Query infinite query over offset pages. */
interface OffsetInfiniteQuery<T> {
  data?: { pages: OffsetPage<T>[] };
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The loaded pages as one list. An item added between two pages shifts the offsets, so ids are
 * de-duplicated. `loadingWhileSkipped`: a query not started yet (skipped until the account is known)
 * counts as loading.
 */
export function usePagedList<T extends { id: number }>(query: OffsetInfiniteQuery<T>, loadingWhileSkipped: boolean): PagedListState<T> {
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [pages]);
  return {
    items,
    total: pages?.[0]?.total ?? null,
    isLoading: query.isLoading || (loadingWhileSkipped && query.isUninitialized),
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
