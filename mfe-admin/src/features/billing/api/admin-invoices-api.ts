import type { CreditNoteInput, CreditNoteView, InvoiceLineInput, InvoicePaymentInput, InvoiceView, Page } from '@freight/domain';
import { baseApi, IDEMPOTENCY_HEADER } from '@freight/platform';
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
    /** One invoice as it stands now: its detail, which every change to it reloads. */
    getAdminInvoice: build.query<InvoiceView, number>({
      query: (id) => `api/admin/invoices/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Invoice', id }],
    }),
    /** A line on a ready invoice, made on the version staff see (a change meanwhile is refused). */
    addInvoiceLine: build.mutation<InvoiceAnswer, { id: number } & InvoiceLineInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/invoices/${id}/lines`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** A lumper line with its receipt: the file as the body, the line's fields in the query. */
    addLumperLine: build.mutation<InvoiceAnswer, { id: number; description: string; amount: string; version: number; file: File }>({
      query: ({ id, file, ...fields }) => ({
        url: `api/admin/invoices/${id}/lines/lumper`,
        method: 'POST',
        params: fields,
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      }),
      invalidatesTags: changed,
    }),
    removeInvoiceLine: build.mutation<InvoiceAnswer, { id: number; lineId: number; version: number }>({
      query: ({ id, lineId, version }) => ({ url: `api/admin/invoices/${id}/lines/${lineId}`, method: 'DELETE', params: { version } }),
      invalidatesTags: changed,
    }),
    /** The Idempotency-Key makes a retried credit note safe: it is issued (and emailed) once. */
    issueCreditNote: build.mutation<InvoiceAnswer & { creditNote: CreditNoteView }, { id: number; key: string } & CreditNoteInput>({
      query: ({ id, key, ...body }) => ({ url: `api/admin/invoices/${id}/credit-notes`, method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
      invalidatesTags: (r, e, args) => [...changed(r, e, args), 'Mail'],
    }),
  }),
});

export const {
  useGetAdminInvoicesQuery,
  useSendInvoiceMutation,
  useRecordInvoicePaymentMutation,
  useVoidInvoiceMutation,
  useGetAdminInvoiceQuery,
  useAddInvoiceLineMutation,
  useAddLumperLineMutation,
  useRemoveInvoiceLineMutation,
  useIssueCreditNoteMutation,
} = adminInvoicesApi;

/** The invoice packet as the customer receives it (invoice, bill of lading, proof of delivery, lumper receipts); staff may read any, sent or not. */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

/** A lumper line's receipt, as staff approved it. */
export const invoiceReceiptUrl = (id: number, lineId: number) => `/api/admin/invoices/${id}/lines/${lineId}/receipt`;
