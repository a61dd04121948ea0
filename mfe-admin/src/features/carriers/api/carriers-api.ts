import type { FmcsaLookup, Page, User } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { keysetListQuery, type ListArgs, pageTags } from '../../../components/paged-list-query';

const LIST = { type: 'Carrier', id: 'LIST' } as const;

/** Staff's carrier verification: carriers by status, verify (with an override reason when documents are missing), suspend with a reason. */
export const carriersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCarriers: build.query<Page<User>, ListArgs>({
      queryFn: keysetListQuery<User>('api/admin/carriers'),
      providesTags: (page) => pageTags('Carrier', page),
    }),
    verifyCarrier: build.mutation<User, { id: number; overrideReason?: string }>({
      query: ({ id, overrideReason }) => ({ url: `api/admin/carriers/${id}/verify`, method: 'POST', body: overrideReason ? { overrideReason } : {} }),
      // A status filter's lists change membership; the users table shows no carrier status.
      invalidatesTags: (_user, _error, { id }) => [LIST, { type: 'Carrier', id }],
    }),
    suspendCarrier: build.mutation<User, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/admin/carriers/${id}/suspend`, method: 'POST', body: { reason } }),
      invalidatesTags: (_user, _error, { id }) => [LIST, { type: 'Carrier', id }],
    }),
    /** Asks FMCSA's QCMobile about the carrier's USDOT number (or says the look-up is not configured); an answer is kept as its authority check. */
    lookUpFmcsa: build.mutation<FmcsaLookup, number>({
      query: (id) => ({ url: `api/admin/carriers/${id}/fmcsa`, method: 'POST', body: {} }),
      invalidatesTags: (answer, _error, id) => (answer?.checked ? [{ type: 'Carrier', id }] : []),
    }),
  }),
});

/** Where staff download a carrier's document; the session cookie goes with it. */
export const carrierDocumentUrl = (carrierId: number, documentId: string) => `/api/admin/carriers/${carrierId}/documents/${documentId}`;

export const { useGetCarriersQuery, useVerifyCarrierMutation, useSuspendCarrierMutation, useLookUpFmcsaMutation } = carriersApi;
