import { baseApi, listTotal } from '@freight/platform';
import type { Shipment, ShipmentDetails } from '@freight/domain';

export const SHIPMENTS_PAGE_SIZE = 20;
const LIST = { type: 'CustomerShipment', id: 'LIST' } as const;
type Answer = { message: string; shipment: Shipment };

export const customerShipmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyShipments: build.query<{ items: Shipment[]; total: number }, { offset: number }>({
      query: ({ offset }) => ({ url: 'api/shipments', params: { limit: SHIPMENTS_PAGE_SIZE, offset } }),
      transformResponse: (items: Shipment[], meta) => ({ items, total: listTotal(items, meta) }),
      providesTags: (data) => [LIST, ...(data?.items.map((s) => ({ type: 'CustomerShipment' as const, id: s.id })) ?? [])],
    }),
    getMyShipment: build.query<Shipment, number>({
      query: (id) => `api/shipments/${id}`,
      providesTags: (_s, _e, id) => [{ type: 'CustomerShipment', id }],
    }),
    /** Booking is safe to repeat: the server makes one shipment per quote and answers the same one. */
    bookShipment: build.mutation<Answer, ShipmentDetails & { quoteId: number }>({
      query: (body) => ({ url: 'api/shipments', method: 'POST', body }),
      invalidatesTags: [LIST, 'CustomerQuote'],
    }),
    createTrackingLink: build.mutation<Answer & { token: string; path: string }, number>({
      query: (id) => ({ url: `api/shipments/${id}/tracking-link`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [{ type: 'CustomerShipment', id }],
    }),
    revokeTrackingLink: build.mutation<Answer, number>({
      query: (id) => ({ url: `api/shipments/${id}/tracking-link`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'CustomerShipment', id }],
    }),
  }),
});

export const { useGetMyShipmentsQuery, useGetMyShipmentQuery, useBookShipmentMutation, useCreateTrackingLinkMutation, useRevokeTrackingLinkMutation } = customerShipmentsApi;

/** The lane on a US map, drawn by the server (owner and staff only); `version` (the shipment's last change) makes a new timeline step a new image. */
export const laneMapUrl = (id: number, version: string) => `/api/shipments/${id}/map.svg?v=${encodeURIComponent(version)}`;

export const documentUrl = (id: number, document: 'bill-of-lading' | 'pod') => `/api/shipments/${id}/${document}`;
