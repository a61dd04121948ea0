import type { ArAgingView, WeeklyRevenueView } from '@freight/domain/billing';
import { baseApi } from '@freight/platform';

/** Any change to an invoice or a shipment (a payment, a send, a delivery) may change the reports. */
const INVOICES = { type: 'Invoice', id: 'LIST' } as const;
const SHIPMENTS = { type: 'Shipment', id: 'LIST' } as const;

/** Every customer who owes something, by days past due (a download, not a query). */
export const AGING_CSV_URL = '/api/admin/billing-reports/ar-aging.csv';

export const billingReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArAging: build.query<ArAgingView, void>({
      query: () => 'api/admin/billing-reports/ar-aging',
      providesTags: ['Stats', INVOICES],
    }),
    getWeeklyRevenue: build.query<WeeklyRevenueView, void>({
      query: () => 'api/admin/billing-reports/weekly-revenue',
      providesTags: ['Stats', INVOICES, SHIPMENTS],
    }),
  }),
});

export const { useGetArAgingQuery, useGetWeeklyRevenueQuery } = billingReportsApi;
