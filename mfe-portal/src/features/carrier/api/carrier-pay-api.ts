import type { PayableView, QuickPayQuote } from '@freight/domain';
import { baseApi, listTotal } from '@freight/platform';
import { nextOffset, type OffsetPage } from '../../../components/paged-list';

export const PAY_PAGE_SIZE = 20;

const LIST = { type: 'Payable', id: 'LIST' } as const;
const changed = (_r: unknown, _e: unknown, { id }: { id: number }) => [LIST, { type: 'Payable' as const, id }];

/** What every carrier pay action answers: the sentence to show and the payable as it now stands. */
export interface PayableAnswer {
  message: string;
  payable: PayableView;
}

/** The carrier's own pay: its payables, its invoice for each, quick pay (the API answers 403 to any other account). */
export const carrierPayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, one page per "Load more"; the total comes from X-Total-Count. */
    getCarrierPayables: build.infiniteQuery<OffsetPage<PayableView>, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ pageParam }) => ({ url: 'api/carrier/payables', params: { limit: PAY_PAGE_SIZE, offset: pageParam } }),
      transformResponse: (items: PayableView[], meta) => ({ items, total: listTotal(items, meta) }),
      providesTags: (result) => [LIST, ...(result?.pages ?? []).flatMap((page) => page.items.map((p) => ({ type: 'Payable' as const, id: p.id })))],
    }),
    /** What quick pay would cost today: asked each time the dialog opens, never kept. */
    getQuickPayQuote: build.query<QuickPayQuote, number>({
      query: (id) => `api/carrier/payables/${id}/quick-pay`,
      keepUnusedDataFor: 0,
    }),
    sendRateConfirmationInvoice: build.mutation<PayableAnswer, { id: number }>({
      query: ({ id }) => ({ url: `api/carrier/payables/${id}/invoice`, method: 'POST', body: { method: 'rate-confirmation' } }),
      invalidatesTags: changed,
    }),
    /** The carrier's own PDF, as the raw file (the site's one way to upload), its number and date in the query. */
    uploadCarrierInvoice: build.mutation<PayableAnswer, { id: number; file: File; number: string; invoiceDate: string }>({
      query: ({ id, file, number, invoiceDate }) => ({
        url: `api/carrier/payables/${id}/invoice-file`,
        method: 'POST',
        params: { number, invoiceDate },
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      }),
      invalidatesTags: changed,
    }),
    requestQuickPay: build.mutation<PayableAnswer, { id: number; feeCents: number }>({
      query: ({ id, feeCents }) => ({ url: `api/carrier/payables/${id}/quick-pay`, method: 'POST', body: { feeCents } }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useGetCarrierPayablesInfiniteQuery, useGetQuickPayQuoteQuery, useSendRateConfirmationInvoiceMutation, useUploadCarrierInvoiceMutation, useRequestQuickPayMutation } = carrierPayApi;

/** The uploaded invoice, as the carrier sent it. */
export const carrierInvoiceFileUrl = (id: number) => `/api/carrier/payables/${id}/invoice-file`;
