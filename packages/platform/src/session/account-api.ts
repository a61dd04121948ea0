import type { AccountResponse, ForgotPasswordRequest, PasswordChange, ProfileUpdate, ResetPasswordRequest } from '@freight/domain';
import { authApi, setCachedUser } from './auth-api';

/** The account's own endpoints: forgot password, the reset link, and the profile page. */
export const accountApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<AccountResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'api/password-reset/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AccountResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'api/password-reset', method: 'POST', body }),
    }),
    updateProfile: build.mutation<AccountResponse, ProfileUpdate>({
      query: (body) => ({ url: 'api/user/profile', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.user) setCachedUser(dispatch, data.user);
      },
    }),
    changePassword: build.mutation<AccountResponse, PasswordChange>({
      query: (body) => ({ url: 'api/user/password', method: 'PUT', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation, useUpdateProfileMutation, useChangePasswordMutation } = accountApi;
