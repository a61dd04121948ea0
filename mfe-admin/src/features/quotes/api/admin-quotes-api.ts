import type { AdminQuoteUpdate, Page, PricingSettings, Quote, QuoteEmail, QuoteSuggestions } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { keysetListQuery, type ListArgs, pageTags } from '../../../components/paged-list-query';

const LIST = { type: 'Quote', id: 'LIST' } as const;

export const adminQuotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuotes: build.query<Page<Quote>, ListArgs>({
      queryFn: keysetListQuery<Quote>('api/quotes'),
      providesTags: (page) => pageTags('Quote', page),
    }),
    getAdminQuote: build.query<Quote, number>({
      query: (id) => `api/admin/quotes/${id}`,
      providesTags: (_quote, _error, id) => [{ type: 'Quote', id }],
    }),
    /** What was emailed about a quote (the store's record of every email, demo mailbox or not). */
    getAdminQuoteEmails: build.query<QuoteEmail[], number>({
      query: (id) => `api/admin/quotes/${id}/emails`,
      providesTags: ['Mail'],
    }),
    updateAdminQuote: build.mutation<Quote, { id: number } & AdminQuoteUpdate>({
      query: ({ id, ...body }) => ({ url: `api/admin/quotes/${id}`, method: 'PATCH', body }),
      // The quote itself, and LIST too: a new status or price moves it between the filtered lists.
      invalidatesTags: (_quote, _error, { id }) => [LIST, { type: 'Quote', id }, 'Stats', 'Mail'],
    }),
    /** Each active carrier rate of the quote's service applied to its lane, with staff's margin. */
    getQuoteSuggestions: build.query<QuoteSuggestions, number>({
      query: (id) => `api/admin/quotes/${id}/suggestions`,
      providesTags: ['QuoteSuggestions', 'CarrierRate', 'PricingSettings'],
    }),
    getPricingSettings: build.query<PricingSettings, void>({
      query: () => 'api/admin/pricing-settings',
      providesTags: ['PricingSettings'],
    }),
    savePricingSettings: build.mutation<PricingSettings, PricingSettings>({
      query: (body) => ({ url: 'api/admin/pricing-settings', method: 'PUT', body }),
      invalidatesTags: ['PricingSettings'],
    }),
    deleteAdminQuote: build.mutation<void, number>({
      query: (id) => ({ url: `api/admin/quotes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Quote', id }, 'Stats'],
    }),
  }),
});

export const { useGetQuoteSuggestionsQuery, useGetPricingSettingsQuery, useSavePricingSettingsMutation } = adminQuotesApi;
export const { useGetAdminQuoteEmailsQuery, useGetAdminQuoteQuery, useGetAdminQuotesQuery, useUpdateAdminQuoteMutation, useDeleteAdminQuoteMutation } = adminQuotesApi;

/** Where staff download a quote's document (PDF). */
export const adminQuoteDocumentUrl = (id: number) => `/api/admin/quotes/${id}/document`;
