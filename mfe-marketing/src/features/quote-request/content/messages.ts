import { TOASTS } from '@freight/domain';

/** Toast texts of the public quote form. */
export const QUOTE_REQUEST_TOASTS = {
  successTitle: TOASTS.publicQuoteSubmitted,
  successFallback: TOASTS.publicQuoteSubmittedFallback,
  failureTitle: TOASTS.submissionFailed,
  failureFallback: TOASTS.publicQuoteFailedFallback,
} as const;
