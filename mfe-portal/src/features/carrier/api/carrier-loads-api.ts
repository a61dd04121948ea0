import type { AssignedLoad, BoardLoad, BoardSort, CarrierEventInput, CarrierOffer, SortDirection } from '@freight/domain';
import { baseApi, listTotal } from '@freight/platform';

export const BOARD_PAGE_SIZE = 20;
const LOADS = { type: 'CarrierLoad', id: 'LIST' } as const;
const OFFERS = { type: 'CarrierOffer', id: 'LIST' } as const;

export interface BoardArgs {
  trailerType: string;
  region: string;
  sort: BoardSort;
  direction: SortDirection;
  offset: number;
}

/** A verified carrier's load board, its offers and its assigned loads (the API answers 403 with the reason to any other account). */
export const carrierLoadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoard: build.query<{ items: BoardLoad[]; total: number }, BoardArgs>({
      query: ({ trailerType, region, sort, direction, offset }) => ({
        url: 'api/carrier/loads',
        params: { limit: BOARD_PAGE_SIZE, offset, sort, direction, ...(trailerType ? { trailerType } : {}), ...(region ? { region } : {}) },
      }),
      transformResponse: (items: BoardLoad[], meta) => ({ items, total: listTotal(items, meta) }),
      providesTags: [LOADS],
    }),
    /** The carrier's home ZIP code: the account (User) and the board's deadheads change with it. */
    setHomeZip: build.mutation<{ message: string; homeZip: string }, string>({
      query: (homeZip) => ({ url: 'api/carrier/home-zip', method: 'PUT', body: { homeZip } }),
      invalidatesTags: ['User', LOADS],
    }),
    getMyOffers: build.query<CarrierOffer[], void>({
      query: () => ({ url: 'api/carrier/offers', params: { limit: 100 } }),
      providesTags: [OFFERS],
    }),
    getAssignedLoads: build.query<AssignedLoad[], void>({
      query: () => ({ url: 'api/carrier/assigned', params: { limit: 100 } }),
      providesTags: [LOADS],
    }),
    makeOffer: build.mutation<{ message: string; offer: CarrierOffer }, { id: number; amount: string; note: string; hours: number }>({
      query: ({ id, ...body }) => ({ url: `api/carrier/loads/${id}/offers`, method: 'POST', body }),
      invalidatesTags: [OFFERS],
    }),
    bookNow: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `api/carrier/loads/${id}/book`, method: 'POST', body: {} }),
      invalidatesTags: [LOADS, OFFERS],
    }),
    withdrawOffer: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `api/carrier/offers/${id}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: [OFFERS],
    }),
    signRateConfirmation: build.mutation<{ message: string }, { id: number; signature: string }>({
      query: ({ id, signature }) => ({ url: `api/carrier/assigned/${id}/sign`, method: 'POST', body: { signature } }),
      invalidatesTags: [LOADS, OFFERS],
    }),
    recordCarrierEvent: build.mutation<{ message: string; load: AssignedLoad }, CarrierEventInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `api/carrier/assigned/${id}/events`, method: 'POST', body }),
      invalidatesTags: [LOADS],
    }),
    /** The dispatcher puts one of the company's drivers on a load, with the truck and trailer. */
    assignDriver: build.mutation<{ message: string; load: AssignedLoad }, { id: number; userId: number; phone: string; truckNumber: string; trailerNumber: string }>({
      query: ({ id, ...body }) => ({ url: `api/carrier/assigned/${id}/driver`, method: 'POST', body }),
      invalidatesTags: [LOADS],
    }),
    /** A check call: a note for the broker's team, with its time. */
    checkCall: build.mutation<{ message: string; load: AssignedLoad }, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `api/carrier/assigned/${id}/check-calls`, method: 'POST', body: { note } }),
      invalidatesTags: [LOADS],
    }),
    /** The city nearest to the phone's location (a POST: the point stays out of every URL). */
    nearestPlace: build.mutation<{ city: string; state: string }, { latitude: number; longitude: number }>({
      query: (body) => ({ url: 'api/carrier/places/nearest', method: 'POST', body }),
    }),
    /** Delivered with the proof of delivery: the raw file, as every upload of the site. */
    deliverLoad: build.mutation<{ message: string; load: AssignedLoad }, { id: number; file: File }>({
      query: ({ id, file }) => ({
        url: `api/carrier/assigned/${id}/delivered`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      }),
      invalidatesTags: [LOADS],
    }),
  }),
});

export const { useRecordCarrierEventMutation, useDeliverLoadMutation, useSetHomeZipMutation, useAssignDriverMutation, useNearestPlaceMutation, useCheckCallMutation } = carrierLoadsApi;
export const { useGetBoardQuery, useGetMyOffersQuery, useGetAssignedLoadsQuery, useMakeOfferMutation, useBookNowMutation, useWithdrawOfferMutation, useSignRateConfirmationMutation } = carrierLoadsApi;

export const rateConfirmationUrl = (id: number) => `/api/carrier/assigned/${id}/rate-confirmation`;
export const billOfLadingUrl = (id: number) => `/api/carrier/assigned/${id}/bill-of-lading`;
