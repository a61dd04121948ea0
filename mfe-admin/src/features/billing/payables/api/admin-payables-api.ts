import type {
  AccountsPayableByWeek,
  CarrierPaySettings,
  Page,
  PayableAccessorialInput,
  PayableBatchAnswer,
  PayableBatchInput,
  PayableHoldInput,
  PayablePaymentInput,
  PayableView,
} from '@freight/domain';
import type { PayableHoldReason, PayableStatus } from '@freight/domain/billing';
import { baseApi, listTotal } from '@freight/platform';

/** The queue's filters: each one unset shows every payable. */
export interface PayableFilters {
  status: PayableStatus | '';
  carrierId: number | null;
  quickPay: '' | 'true' | 'false';
  onHold: '' | 'true' | 'false';
}

export interface PayableAnswer {
  message: string;
  payable: PayableView;
}

const LIST = { type: 'Payable', id: 'LIST' } as const;
const changed = (_r: unknown, _e: unknown, { id }: { id: number }) => [LIST, { type: 'Payable' as const, id }];

/** The filters that are set, as query parameters (the list's and the exports'). */
export function payableParams({ status, carrierId, quickPay, onHold }: PayableFilters): Record<string, string> {
  return {
    ...(status ? { status } : {}),
    ...(carrierId !== null ? { carrierId: String(carrierId) } : {}),
    ...(quickPay ? { quickPay } : {}),
    ...(onHold ? { onHold } : {}),
  };
}

/** An export of the queue as filtered: the CSV, or QuickBooks Online's bills. */
export function payablesExportUrl(kind: 'csv' | 'quickbooks', filters: PayableFilters): string {
  const query = new URLSearchParams(payableParams(filters)).toString();
  return `/api/admin/payables/export${kind === 'quickbooks' ? '/quickbooks' : ''}${query ? `?${query}` : ''}`;
}

export const adminPayablesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayables: build.query<Page<PayableView>, PayableFilters & { limit: number; offset: number }>({
      query: ({ limit, offset, ...filters }) => ({ url: 'api/admin/payables', params: { limit, offset, ...payableParams(filters) } }),
      transformResponse: (items: PayableView[], meta, { limit, offset }) => ({ items, total: listTotal(items, meta), limit, offset }),
      providesTags: (page) => [LIST, ...(page?.items ?? []).map((p) => ({ type: 'Payable' as const, id: p.id }))],
    }),
    getPayablesDueByWeek: build.query<AccountsPayableByWeek, void>({
      query: () => ({ url: 'api/admin/payables/due-by-week', params: { weeks: 8 } }),
      providesTags: [LIST],
    }),
    approveAccessorial: build.mutation<PayableAnswer, { id: number } & PayableAccessorialInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/payables/${id}/accessorials`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    holdPayable: build.mutation<PayableAnswer, { id: number } & PayableHoldInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/payables/${id}/holds`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    releasePayable: build.mutation<PayableAnswer, { id: number; reason: PayableHoldReason }>({
      query: ({ id, reason }) => ({ url: `api/admin/payables/${id}/release`, method: 'POST', body: { reason } }),
      invalidatesTags: changed,
    }),
    schedulePayable: build.mutation<PayableAnswer, { id: number }>({
      query: ({ id }) => ({ url: `api/admin/payables/${id}/schedule`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    /** The carrier is emailed its remittance advice (the outbox shows in the Emails tab). */
    recordPayablePayment: build.mutation<PayableAnswer, { id: number } & PayablePaymentInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/payables/${id}/payments`, method: 'POST', body }),
      invalidatesTags: (r, e, args) => [...changed(r, e, args), 'Mail'],
    }),
    runPayableBatch: build.mutation<PayableBatchAnswer, PayableBatchInput>({
      query: (body) => ({ url: 'api/admin/payables/batch', method: 'POST', body }),
      invalidatesTags: [LIST, 'Mail'],
    }),
    getCarrierPaySettings: build.query<CarrierPaySettings, void>({
      query: () => 'api/admin/carrier-pay-settings',
    }),
    saveCarrierPaySettings: build.mutation<{ message: string; settings: CarrierPaySettings }, CarrierPaySettings>({
      query: (body) => ({ url: 'api/admin/carrier-pay-settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminPayablesApi.util.upsertQueryData('getCarrierPaySettings', undefined, data.settings));
        } catch {
          // Refused: the dialog shows why, and the settings stay as they were.
        }
      },
    }),
  }),
});

export const {
  useGetAdminPayablesQuery,
  useGetPayablesDueByWeekQuery,
  useApproveAccessorialMutation,
  useHoldPayableMutation,
  useReleasePayableMutation,
  useSchedulePayableMutation,
  useRecordPayablePaymentMutation,
  useRunPayableBatchMutation,
  useGetCarrierPaySettingsQuery,
  useSaveCarrierPaySettingsMutation,
} = adminPayablesApi;

/** The carrier's uploaded invoice. */
export const payableInvoiceFileUrl = (id: number) => `/api/admin/payables/${id}/invoice-file`;
