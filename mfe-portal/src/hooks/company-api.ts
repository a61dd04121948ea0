import { baseApi } from '@freight/platform';
import type { CompanyInvitation, CompanyRole, CompanyView, InvitationPreview } from '@freight/domain';

/**
 * The signed-in person's company: its members and invitations, and the invitation links. Shared by
 * the Team tab (the company feature) and the driver dialog (the carrier feature).
 */
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<CompanyView, void>({ query: () => 'api/company', providesTags: ['Company'] }),
    invite: build.mutation<{ invitation: CompanyInvitation }, { email: string; role: CompanyRole }>({
      query: (body) => ({ url: 'api/company/invitations', method: 'POST', body }),
      invalidatesTags: ['Company'],
    }),
    revokeInvitation: build.mutation<void, string>({ query: (id) => ({ url: `api/company/invitations/${id}`, method: 'DELETE' }), invalidatesTags: ['Company'] }),
    changeRole: build.mutation<CompanyView, { id: number; role: CompanyRole }>({
      query: ({ id, role }) => ({ url: `api/company/members/${id}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: ['Company'],
    }),
    // Leaving (oneself) changes what every page may show: the account is read again too.
    removeMember: build.mutation<void, number>({ query: (id) => ({ url: `api/company/members/${id}`, method: 'DELETE' }), invalidatesTags: ['Company', 'User'] }),
    transferOwnership: build.mutation<CompanyView, { userId: number; role: CompanyRole }>({
      query: (body) => ({ url: 'api/company/owner', method: 'POST', body }),
      invalidatesTags: ['Company', 'User'],
    }),
    // A POST: the token rides in the body, never in a URL a log keeps.
    previewInvitation: build.mutation<InvitationPreview, string>({ query: (token) => ({ url: 'api/invitations/preview', method: 'POST', body: { token } }) }),
    acceptInvitation: build.mutation<CompanyView, string>({
      query: (token) => ({ url: 'api/invitations/accept', method: 'POST', body: { token } }),
      invalidatesTags: ['Company', 'User', 'CustomerQuote', 'CustomerShipment', 'Invoice', 'CarrierLoad', 'CarrierOffer', 'Payable'],
    }),
  }),
});

export const {
  useGetCompanyQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
  usePreviewInvitationMutation,
  useAcceptInvitationMutation,
} = companyApi;
