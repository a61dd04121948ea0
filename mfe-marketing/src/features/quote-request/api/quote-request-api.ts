import type { MessageResponse, PublicQuoteRequest } from '@freight/domain';
import { baseApi } from '@freight/platform';

export type PublicQuoteResponse = MessageResponse & { id?: number };

const quoteRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/quotes (SPEC.md §7): the landing page's free quote request. */
    submitPublicQuote: build.mutation<PublicQuoteResponse, PublicQuoteRequest>({
      query: (body) => ({ url: 'api/quotes', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Quote', 'Stats']),
    }),
  }),
});

export const { useSubmitPublicQuoteMutation } = quoteRequestApi;
