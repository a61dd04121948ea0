import type { LoadAward, Margin, Page, Shipment, ShipmentDetails, ShipmentEventInput, ShipmentRateOptions, StaffOffer, TrailerType } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { keysetListQuery, type ListArgs, pageTags } from '../../../components/paged-list-query';

const LIST = { type: 'Shipment', id: 'LIST' } as const;
type Answer = { message: string; shipment: Shipment };
const changed = (_r: unknown, _e: unknown, { id }: { id: number }) => [LIST, { type: 'Shipment' as const, id }, 'Mail' as const];

export const adminShipmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminShipments: build.query<Page<Shipment>, ListArgs>({
      queryFn: keysetListQuery<Shipment>('api/admin/shipments'),
      providesTags: (page) => pageTags('Shipment', page),
    }),
    getAdminShipment: build.query<Shipment, number>({
      query: (id) => `api/shipments/${id}`,
      providesTags: (_s, _e, id) => [{ type: 'Shipment', id }],
    }),
    recordShipmentEvent: build.mutation<Answer, { id: number } & ShipmentEventInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/shipments/${id}/events`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateShipmentDetails: build.mutation<Answer, { id: number; details: ShipmentDetails }>({
      query: ({ id, details }) => ({ url: `api/admin/shipments/${id}`, method: 'PATCH', body: details }),
      invalidatesTags: changed,
    }),
    cancelShipment: build.mutation<Answer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/admin/shipments/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: changed,
    }),
    getShipmentOffers: build.query<{ offers: StaffOffer[]; price: string; postedRate: string | null; postedMargin: Margin | null; award: LoadAward | null }, number>({
      query: (id) => ({ url: `api/admin/shipments/${id}/offers`, params: { limit: 100 } }),
      providesTags: (_r, _e, id) => [{ type: 'Shipment', id }],
    }),
    /** The active carrier rates priced on the load: on the estimated road miles, or on `miles` when staff entered some. */
    getShipmentRateOptions: build.query<ShipmentRateOptions, { id: number; miles?: number }>({
      query: ({ id, miles }) => ({ url: `api/admin/shipments/${id}/rate-options`, params: miles === undefined ? undefined : { miles: String(miles) } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Shipment', id }, 'CarrierRate'],
    }),
    postCarrierRate: build.mutation<Answer, { id: number; rate: string }>({
      query: ({ id, rate }) => ({ url: `api/admin/shipments/${id}/carrier-rate`, method: 'PUT', body: { rate } }),
      invalidatesTags: changed,
    }),
    /** The trailer type the board lists an open load under (409 once it is off the board). */
    changeTrailerType: build.mutation<Answer, { id: number; trailerType: TrailerType }>({
      query: ({ id, trailerType }) => ({ url: `api/admin/shipments/${id}/trailer-type`, method: 'PUT', body: { trailerType } }),
      invalidatesTags: changed,
    }),
    /** A new tracking link for the shipment: the live one stops working at once. */
    createStaffTrackingLink: build.mutation<Answer & { token: string; path: string }, { id: number }>({
      query: ({ id }) => ({ url: `api/admin/shipments/${id}/tracking-link`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    awardOffer: build.mutation<Answer, { id: number; offerId: number; signHours: number }>({
      query: ({ offerId, signHours }) => ({ url: `api/admin/offers/${offerId}/award`, method: 'POST', body: { signHours } }),
      invalidatesTags: changed,
    }),
    withdrawAward: build.mutation<Answer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/admin/shipments/${id}/award/withdraw`, method: 'POST', body: { reason } }),
      invalidatesTags: changed,
    }),
    /** A booking held past the customer's credit limit: approved (booked, on the board) or refused (cancelled). */
    approveBooking: build.mutation<Answer, { id: number }>({
      query: ({ id }) => ({ url: `api/admin/shipments/${id}/booking/approve`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    refuseBooking: build.mutation<Answer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/admin/shipments/${id}/booking/refuse`, method: 'POST', body: { reason } }),
      invalidatesTags: changed,
    }),
    uploadProofOfDelivery: build.mutation<Answer, { id: number; file: File }>({
      query: ({ id, file }) => ({
        url: `api/admin/shipments/${id}/pod`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetShipmentOffersQuery,
  useGetShipmentRateOptionsQuery,
  usePostCarrierRateMutation,
  useChangeTrailerTypeMutation,
  useCreateStaffTrackingLinkMutation,
  useAwardOfferMutation,
  useWithdrawAwardMutation,
  useGetAdminShipmentsQuery,
  useGetAdminShipmentQuery,
  useRecordShipmentEventMutation,
  useCancelShipmentMutation,
  useUploadProofOfDeliveryMutation,
  useUpdateShipmentDetailsMutation,
  useApproveBookingMutation,
  useRefuseBookingMutation,
} = adminShipmentsApi;

export const shipmentDocumentUrl = (id: number, document: 'bill-of-lading' | 'pod') => `/api/shipments/${id}/${document}`;

export const staffRateConfirmationUrl = (id: number) => `/api/admin/shipments/${id}/rate-confirmation`;
