/** The notification texts of SPEC.md §8, named once for every app. */
export const TOASTS = {
  publicQuoteSubmitted: 'Quote Request Submitted!',
  publicQuoteSubmittedFallback: "We'll get back to you within 2 hours.",
  publicQuoteFailedFallback: 'Please check your information and try again.',
  portalQuoteSubmitted: 'Quote Request Submitted',
  portalQuoteFailedFallback: 'Please try again.',
  submissionFailed: 'Submission Failed',
  loginSuccessful: 'Login Successful',
  loginFailed: 'Login Failed',
  loginFailedFallback: 'Please check your credentials and try again.',
  adminLoginSuccessful: 'Login Successful!',
  adminLoginFailedFallback: 'Invalid credentials',
  networkErrorTitle: 'Error',
  networkError: 'Network error - please try again',
  registrationSuccessful: 'Registration Successful',
  registrationFailed: 'Registration Failed',
  registrationFailedFallback: 'Please try again.',
  businessRegistrationFailedFallback: 'Failed to create account',
  loggedOut: 'Logged Out',
  logoutFailed: 'Logout Failed',
  accessDenied: 'Access Denied',
  accessDeniedNonAdmin: 'Admin privileges required. Redirecting to customer dashboard...',
  authenticationRequired: 'Authentication Required',
  authenticationRequiredDescription: 'Please login to access admin features.',
  verificationFailed: 'Verification Failed',
  verificationFailedDescription: 'Unable to verify admin access. Please login again.',
} as const;

/** Shown on the sign-in and sign-up screens while a calculator estimate waits to be booked. */
export const BOOKING_NOTICE = {
  title: 'Sign in or create an account to book this shipment',
  kept: 'Your instant estimate is kept and goes with your quote request.',
} as const;

/** How a quote request is referred to on the phone, in emails and on screen. */
export const quoteReference = (id: number) => `#${id}`;
export const quoteReferenceLine = (id: number) => `Your reference number is ${quoteReference(id)}.`;
