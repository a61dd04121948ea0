import { useMemo } from 'react';
import type { InvoiceView } from '@freight/domain';
import { useGetCustomerInvoicesInfiniteQuery } from '../api/customer-invoices-api';

export interface MyInvoicesState {
  invoices: InvoiceView[];
  /** How many invoices the account has; null until the first page has arrived. */
  total: number | null;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The loaded pages as one list. An invoice sent between two pages shifts the offsets, so ids are de-duplicated. */
export function useMyInvoices(enabled: boolean): MyInvoicesState {
  const query = useGetCustomerInvoicesInfiniteQuery(undefined, { skip: !enabled });
  const pages = query.data?.pages;

  const invoices = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.items).filter((invoice) => !seen.has(invoice.id) && seen.add(invoice.id));
  }, [pages]);

  return {
    invoices,
    total: pages?.[0]?.total ?? null,
    // Until the account is known (enabled) there is nothing to say yet: loading, never "No invoices yet".
    isLoading: query.isLoading || query.isUninitialized,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
