import type { InvoicePaymentInput, InvoiceView, Page } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { keysetListQuery, type ListArgs, pageTags } from '../../../components/paged-list-query';

/** What every invoice action answers: the sentence to show and the invoice as it now stands. */
export interface InvoiceAnswer {
  message: string;
  invoice: InvoiceView;
}

const LIST = { type: 'Invoice', id: 'LIST' } as const;
const changed = (_r: unknown, _e: unknown, { id }: { id: number }) => [LIST, { type: 'Invoice' as const, id }];

export const adminInvoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminInvoices: build.query<Page<InvoiceView>, ListArgs>({
      queryFn: keysetListQuery<InvoiceView>('api/admin/invoices'),
      providesTags: (page) => pageTags('Invoice', page),
    }),
    /** Numbers and dates it, and emails the customer (the outbox shows in the Emails tab). */
    sendInvoice: build.mutation<InvoiceAnswer, { id: number }>({
      query: ({ id }) => ({ url: `api/admin/invoices/${id}/send`, method: 'POST', body: {} }),
      invalidatesTags: (r, e, args) => [...changed(r, e, args), 'Mail'],
    }),
    recordInvoicePayment: build.mutation<InvoiceAnswer, { id: number } & InvoicePaymentInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/invoices/${id}/payments`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    voidInvoice: build.mutation<InvoiceAnswer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/admin/invoices/${id}/void`, method: 'POST', body: { reason } }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useGetAdminInvoicesQuery, useSendInvoiceMutation, useRecordInvoicePaymentMutation, useVoidInvoiceMutation } = adminInvoicesApi;

/** The invoice as the customer receives it (staff may read any, sent or not). */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;
