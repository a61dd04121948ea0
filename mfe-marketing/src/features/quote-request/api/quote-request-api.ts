import type { MessageResponse, OfferedAccessorial, PublicQuoteRequest } from '@freight/domain';
import { baseApi, IDEMPOTENCY_HEADER } from '@freight/platform';

export type PublicQuoteResponse = MessageResponse & { id?: number };

const quoteRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/accessorials: the extra services staff offer, with their prices (public). */
    getPublicAccessorials: build.query<OfferedAccessorial[], void>({
      query: () => 'api/accessorials',
      providesTags: ['Accessorial'],
    }),
    /** POST /api/quotes: the landing page's free quote request. */
    /** The Idempotency-Key makes a retried submission safe: the server stores it once. */
    submitPublicQuote: build.mutation<PublicQuoteResponse, { body: PublicQuoteRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: 'api/quotes', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      // A new quote joins the admin lists and the overview's counts (when staff use the same browser).
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Quote', id: 'LIST' }, 'Stats']),
    }),
  }),
});

export const { useGetPublicAccessorialsQuery, useSubmitPublicQuoteMutation } = quoteRequestApi;
