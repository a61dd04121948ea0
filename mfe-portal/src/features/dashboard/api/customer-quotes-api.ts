import { baseApi, IDEMPOTENCY_HEADER, listTotal } from '@freight/platform';
import type { CustomerQuote as Quote, CustomerQuoteRequest, OfferedAccessorial, QuoteAcceptance, QuoteDeclining } from '@freight/domain';
import { nextOffset, type OffsetPage } from '../../../components/paged-list';

export const QUOTES_PAGE_SIZE = 10;

export type QuotePage = OffsetPage<Quote>;

const LIST = { type: 'CustomerQuote', id: 'LIST' } as const;

export const customerQuotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's quotes, newest first, one page per "Load more"; the total comes from X-Total-Count. */
    getCustomerQuotes: build.infiniteQuery<QuotePage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: nextOffset,
      },
      query: ({ pageParam }) => ({ url: 'api/customer-quotes', params: { limit: QUOTES_PAGE_SIZE, offset: pageParam } }),
      transformResponse: (items: Quote[], meta) => ({ items, total: listTotal(items, meta) }),
      providesTags: (data) => [LIST, ...(data?.pages.flatMap((p) => p.items.map((q) => ({ type: 'CustomerQuote' as const, id: q.id }))) ?? [])],
    }),
    /** The extra services staff offer, with their prices. */
    getOfferedAccessorials: build.query<OfferedAccessorial[], void>({
      query: () => 'api/accessorials',
      providesTags: ['Accessorial'],
    }),
    /** The Idempotency-Key makes a retried submission safe: the server stores it once. */
    createCustomerQuote: build.mutation<{ message: string; id: number }, { body: CustomerQuoteRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: 'api/customer-quotes', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      invalidatesTags: [LIST],
    }),
    /** Accepting a priced quote, signed with the typed name; the answer carries the updated quote. */
    acceptQuote: build.mutation<{ message: string; quote: Quote }, { id: number } & QuoteAcceptance>({
      query: ({ id, ...body }) => ({ url: `api/customer-quotes/${id}/accept`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CustomerQuote', id }],
    }),
    declineQuote: build.mutation<{ message: string; quote: Quote }, { id: number } & QuoteDeclining>({
      query: ({ id, ...body }) => ({ url: `api/customer-quotes/${id}/decline`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CustomerQuote', id }],
    }),
  }),
});

/** Where a quote's document (PDF) downloads from; the browser's session cookie goes with it. */
export const quoteDocumentUrl = (id: number) => `/api/customer-quotes/${id}/document`;

export const { useGetCustomerQuotesInfiniteQuery, useCreateCustomerQuoteMutation, useAcceptQuoteMutation, useDeclineQuoteMutation } = customerQuotesApi;

export const { useGetOfferedAccessorialsQuery } = customerQuotesApi;
