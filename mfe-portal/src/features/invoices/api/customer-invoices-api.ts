import { baseApi, listTotal } from '@freight/platform';
import type { InvoiceView } from '@freight/domain';
import { nextOffset, type OffsetPage } from '../../../components/paged-list';

export const INVOICES_PAGE_SIZE = 20;

export type InvoicePage = OffsetPage<InvoiceView>;

export const customerInvoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's sent invoices, newest first, one page per "Load more"; the total comes from X-Total-Count. */
    getCustomerInvoices: build.infiniteQuery<InvoicePage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: nextOffset,
      },
      query: ({ pageParam }) => ({ url: 'api/invoices', params: { limit: INVOICES_PAGE_SIZE, offset: pageParam } }),
      transformResponse: (items: InvoiceView[], meta) => ({ items, total: listTotal(items, meta) }),
    }),
  }),
});

/** Where an invoice's PDF downloads from; the browser's session cookie goes with it. */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

export const { useGetCustomerInvoicesInfiniteQuery } = customerInvoicesApi;
