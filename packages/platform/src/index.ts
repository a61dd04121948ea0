/** @freight/platform: the React runtime every app shares (one store, one api, session, toasts, hosting). */
export { baseApi, baseQuery, TAG_TYPES, type RequestError, type TagType } from './base-api';
export { createStore, type AppDispatch, type AppStore, type RootState } from './store';
export { errorBodyOf, errorMessage, isNetworkError, toErrorString } from './errors';
export {
  adoptEarlySession,
  authApi,
  useCheckSessionQuery,
  useGetAppInfoQuery,
  useGetCurrentUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
} from './session/auth-api';
export {
  accountApi,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useUpdateProfileMutation,
} from './session/account-api';
export { useCurrentUser, type CurrentUser } from './session/use-current-user';
export { useLogout } from './session/use-logout';
export { useAppInfo } from './session/use-app-info';
export { ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastVariant } from './toast/toast-context';
export { ErrorBoundary, type ErrorBoundaryFallbackProps, type ErrorBoundaryProps } from './error-boundary';
export { AppProviders, type AppProvidersProps } from './app-providers';
export { ScrollManager } from './routing/scroll-manager';
export {
  AppFrame,
  markPageLive,
  RouteFrame,
  useMarkPageLive,
  type AppFrameProps,
  type RouteFrameProps,
} from './routing/app-frame';
export { useDocumentTitle } from './routing/use-document-title';
export { usePageData } from './routing/page-data';
export { StandaloneHost, type RemotePages, type StandaloneHostProps } from './routing/standalone-host';
export { useAppDispatch, useAppSelector } from './hooks';
export { loadSchemas, validateForm, type DomainSchemas } from './forms/validate-form';
export { useForm, type FormState } from './forms/use-form';
export { getIn, type FormValues } from './forms/form-paths';
export { listTotal } from './list-total';
export { copyText } from './clipboard';
export {
  BOOKING_PATH,
  bookingPathFor,
  clearPendingEstimate,
  isFromCalculator,
  PUBLIC_BOOKING_PATH,
  PUBLIC_QUOTE_SECTION,
  readPendingEstimate,
  savePendingEstimate,
} from './pending-estimate';
export { IDEMPOTENCY_HEADER, useSubmissionKey } from './forms/submission-key';
