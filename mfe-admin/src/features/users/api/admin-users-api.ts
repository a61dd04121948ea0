import type { AdminUserUpdate, Page, User } from '@freight/domain';
import type { CustomerBillingUpdate, CustomerBillingView } from '@freight/domain/billing';
import { baseApi } from '@freight/platform';
import { keysetListQuery, type ListArgs, pageTags } from '../../../components/paged-list-query';

const LIST = { type: 'AdminUser', id: 'LIST' } as const;

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<Page<User>, ListArgs>({
      queryFn: keysetListQuery<User>('api/admin/users'),
      providesTags: (page) => pageTags('AdminUser', page),
    }),
    updateAdminUser: build.mutation<User, { id: number } & AdminUserUpdate>({
      query: ({ id, ...body }) => ({ url: `api/admin/users/${id}`, method: 'PATCH', body }),
      // Its row wherever it is shown, and the active and admin counts; the search does not read the flags.
      invalidatesTags: (_user, _error, { id }) => [{ type: 'AdminUser', id }, 'Stats'],
    }),
    /** A customer's billing settings and what they owe and have booked now. */
    getCustomerBilling: build.query<CustomerBillingView, number>({
      query: (id) => `api/admin/users/${id}/billing`,
      providesTags: (_billing, _error, id) => [{ type: 'AdminUser', id }],
    }),
    updateCustomerBilling: build.mutation<{ message: string; billing: CustomerBillingView; user: User }, { id: number } & CustomerBillingUpdate>({
      query: ({ id, ...body }) => ({ url: `api/admin/users/${id}/billing`, method: 'PUT', body }),
      // The customer's row (it carries the settings) and their billing view; no count changes.
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'AdminUser', id }],
    }),
    deleteAdminUser: build.mutation<void, number>({
      query: (id) => ({ url: `api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'AdminUser', id }, 'Stats'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useUpdateAdminUserMutation, useDeleteAdminUserMutation, useGetCustomerBillingQuery, useUpdateCustomerBillingMutation } = adminUsersApi;
