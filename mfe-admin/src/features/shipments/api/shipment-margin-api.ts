import type { LoadMarginView } from '@freight/domain/billing';
import { baseApi } from '@freight/platform';

export const shipmentMarginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Staff's view of a load's money: revenue, carrier cost and margin (never a customer's or a carrier's to see). */
    getShipmentMargin: build.query<LoadMarginView | null, number>({
      query: (id) => ({ url: 'api/admin/billing-reports/margins', params: { shipmentIds: String(id) } }),
      transformResponse: (answer: { items: LoadMarginView[] }) => answer.items[0] ?? null,
      // The invoice, the payable and the award all change it.
      providesTags: (_r, _e, id) => [{ type: 'Shipment', id }, { type: 'Invoice', id: 'LIST' }],
    }),
  }),
});

export const { useGetShipmentMarginQuery } = shipmentMarginApi;
