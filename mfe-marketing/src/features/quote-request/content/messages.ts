import { PROMISES } from '@freight/domain';

/** Toast texts of SPEC.md §8 for the public quote form. */
export const QUOTE_REQUEST_TOASTS = {
  successTitle: 'Quote Request Submitted!',
  successFallback: `We'll get back to you within ${PROMISES.quoteResponseHours} hours.`,
  failureTitle: 'Submission Failed',
  failureFallback: 'Please check your information and try again.',
} as const;
