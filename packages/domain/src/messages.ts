import { countOf } from './format';
import { PROMISES } from './company';
import { groupThousands } from './format';
import { SHIPMENT_MESSAGES } from './shipment';

/** The quote response promise, as both quote forms confirm it. */
const RESPONSE_PROMISE = `We'll get back to you within ${PROMISES.quoteResponseHours} hours.`;

/** The notification texts, named once for every app. */
export const TOASTS = {
  publicQuoteSubmitted: 'Quote Request Submitted!',
  publicQuoteSubmittedFallback: RESPONSE_PROMISE,
  publicQuoteFailedFallback: 'Please check your information and try again.',
  portalQuoteSubmitted: 'Quote Request Submitted',
  portalQuoteSubmittedDescription: RESPONSE_PROMISE,
  portalQuoteFailedFallback: 'Please try again.',
  submissionFailed: 'Submission Failed',
  loginSuccessful: 'Login Successful',
  loginFailed: 'Login Failed',
  loginFailedFallback: 'Please check your credentials and try again.',
  adminLoginSuccessful: 'Login Successful!',
  adminLoginWelcome: (name: string) => `Welcome back, ${name}! Redirecting to admin dashboard...`,
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
  adminAccessVerified: 'Admin Access Verified!',
  adminWelcome: (name: string) => `Welcome back, ${name}! You have full system control.`,
  sessionVerified: 'Session Verified!',
  sessionVerifiedDescription: 'Admin access confirmed.',
  profileUpdated: 'Profile Updated',
  profileNotSaved: 'Profile Not Saved',
  passwordChanged: 'Password Changed',
  passwordNotChanged: 'Password Not Changed',
} as const;

/**
 * The admin area's outcome toasts: 'Success' with a message per change, or 'Error'
 * with the spec's failure text. One entry per action, so a page names the action, never the text.
 */
export const ADMIN_TOASTS = {
  successTitle: 'Success',
  errorTitle: 'Error',
  userActivated: { success: 'User activated successfully', failure: 'Failed to update user status' },
  userDeactivated: { success: 'User deactivated successfully', failure: 'Failed to update user status' },
  adminGranted: { success: 'Admin rights granted successfully', failure: 'Failed to update user status' },
  adminRemoved: { success: 'Admin rights removed successfully', failure: 'Failed to update user status' },
  userDeleted: { success: 'User deleted successfully', failure: 'Failed to delete user' },
  quoteUpdated: { success: 'Quote updated successfully', failure: 'Failed to update quote status' },
  quoteDeleted: { success: 'Quote deleted successfully', failure: 'Failed to delete quote' },
  shipmentEventRecorded: { success: 'Shipment event recorded', failure: 'Failed to record the shipment event' },
  shipmentCancelled: { success: 'Shipment cancelled', failure: 'Failed to cancel the shipment' },
  shipmentDetailsSaved: { success: SHIPMENT_MESSAGES.updated, failure: 'Failed to save the shipping details' },
  podUploaded: { success: SHIPMENT_MESSAGES.podUploaded, failure: 'Failed to upload the proof of delivery' },
  carrierRatePosted: { success: 'Carrier rate saved', failure: 'Failed to save the carrier rate' },
  trailerTypeChanged: { success: 'Trailer type saved', failure: 'Failed to change the trailer type' },
  trackingLinkCreated: { success: SHIPMENT_MESSAGES.trackingCreated, failure: 'Failed to create the tracking link' },
  loadAwarded: { success: 'Load awarded. The carrier has been asked to sign the rate confirmation.', failure: 'Failed to award the load' },
  awardWithdrawn: { success: 'Award withdrawn. The load is back on the board and the carrier has been told.', failure: 'Failed to withdraw the award' },
  carrierRateCreated: { success: 'Carrier rate created successfully', failure: 'Failed to create carrier rate' },
  carrierRateUpdated: { success: 'Carrier rate updated successfully', failure: 'Failed to update carrier rate' },
  carrierRateDeleted: { success: 'Carrier rate deleted successfully', failure: 'Failed to delete carrier rate' },
  equipmentCreated: { success: 'Equipment pricing created successfully', failure: 'Failed to create equipment pricing' },
  equipmentUpdated: { success: 'Equipment pricing updated successfully', failure: 'Failed to update equipment pricing' },
  equipmentDeleted: { success: 'Equipment pricing deleted successfully', failure: 'Failed to delete equipment pricing' },
  accessorialCreated: { success: 'Accessorial created successfully', failure: 'Failed to create accessorial' },
  accessorialUpdated: { success: 'Accessorial updated successfully', failure: 'Failed to update accessorial' },
  accessorialDeleted: { success: 'Accessorial deleted successfully', failure: 'Failed to delete accessorial' },
  websiteContentSaved: { success: 'Website content saved successfully', failure: 'Failed to save website content' },
  pricingSettingsSaved: { success: 'Pricing settings saved', failure: 'Failed to save pricing settings' },
  emailRetried: { success: 'Email queued again', failure: 'Failed to retry email' },
} as const;

export type AdminOutcome = { success: string; failure: string };

/** The admin helper pages' own messages. */
export const ADMIN_PAGE_MESSAGES = {
  pleaseLoginFirst: 'Please login first',
  notAnAdmin: "Access Denied: You don't have admin privileges.",
  notSignedIn: 'Access Denied: You need to log in to access the admin area.',
  loginVerificationFailed: 'Login verification failed',
  loginVerificationFailedTitle: 'Login Verification Failed',
} as const;

/**
 * Why the primary admin (PRIMARY_ADMIN) is out of reach: the tooltips of the users table's disabled
 * buttons and the API's refusals of the same changes.
 */
export const PRIMARY_ADMIN_MESSAGES = {
  rightsLocked: 'Primary admin privileges cannot be changed',
  deleteLocked: 'Primary admin account cannot be deleted',
} as const;

/** Shown on the sign-in and sign-up screens while a calculator estimate waits to be booked. */
export const BOOKING_NOTICE = {
  title: 'Sign in or create an account to book this shipment',
  kept: 'Your instant estimate is kept and goes with your quote request.',
} as const;

/** Under every calculator estimate, in the calculator and in the portal. */
export const ESTIMATE_NOTE =
  'This quote is an estimate. Final pricing may vary based on fuel surcharges and additional services.';

/** How a quote request is referred to on the phone, in emails and on screen. */
export const quoteReference = (id: number) => `#${id}`;
export const quoteReferenceLine = (id: number) => `Your reference number is ${quoteReference(id)}.`;

/** The auth API's answers (POST /api/login, /api/register, /api/logout, GET /api/user). */
export const AUTH_RESPONSES = {
  loginOk: 'Login successful',
  loginFailed: 'Invalid username or password',
  registeredSignedIn: 'Registration successful',
  registeredSignIn: 'Registration successful. Please sign in.',
  loggedOut: 'Logged out',
  notAuthenticated: 'Not authenticated',
} as const;

/** How long an emailed reset link works. */
export const RESET_LINK_VALID_MS = 60 * 60_000;

/** Forgot password, the reset link, and the profile page (POST /api/password-reset*, PUT /api/user/*). */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account uses that email address, we have sent it a link to choose a new password. The link works once, within 1 hour.',
  /** The reset email's heading and button, and the heading of the page its link opens. */
  chooseNewPassword: 'Choose a new password',
  resetLinkIncomplete: 'This reset link is not complete. Please use the link from the email.',
  resetInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  profileSaved: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/** The quote API's answer to a new quote request (POST /api/quotes, POST /api/customer-quotes). */
export const QUOTE_RESPONSES = {
  received: `Thank you! ${RESPONSE_PROMISE}`,
} as const;

/** The registration forms' list pickers (commodities, regions, equipment). */
export const LIST_PICKER_TEXTS = {
  hint: 'Each item you choose is added below.',
  pressEnter: (item: string) => `Press Enter to add ${item}.`,
} as const;

/** The admin area's own forms and confirmations. */
export const ADMIN_FORM_TEXTS = {
  couldNotSave: 'Could not save',
  ownAccountLocked: 'You cannot change your own account here',
  makeAdminTitle: (name: string) => `Make ${name} an admin?`,
  makeAdminDetail: 'They will be able to manage users, quotes, carrier rates, equipment pricing and website content.',
  makeAdmin: 'Make Admin',
} as const;

/** The API's answer to a request with more field errors than it lists. */
export const VALIDATION_MESSAGES = {
  moreErrors: (first: string, more: number) => `${first} …and ${groupThousands(more)} more`,
} as const;

/** What the deployment gate and the deployment commands answer (API, CLI and the Deployments view). */
export const DEPLOYMENT_MESSAGES = {
  unknownRemote: (remote: string) => `There is no remote named "${remote}".`,
  unknownRelease: (remote: string, version: string) => `The ${remote} remote has no release ${version} in the release store.`,
  manifestMissing: (remote: string, version: string) => `Release ${remote} ${version} has no mf-manifest.json: it was not built by npm run release.`,
  manifestMalformed: (remote: string, version: string, problem: string) => `The mf-manifest.json of release ${remote} ${version} is malformed: ${problem}.`,
  releaseMalformed: (remote: string, version: string, problem: string) => `The release.json of release ${remote} ${version} is malformed: ${problem}.`,
  sharedUnsatisfied: (name: string, required: string, provided: string) =>
    `It requires ${name} ${required}, but the shell provides ${provided}.`,
  sharedNotProvided: (name: string, required: string) => `It requires ${name} ${required}, which the shell does not provide.`,
  routeCollision: (path: string, owner: string) => `Its page ${path} is already served by the ${owner} remote.`,
  refused: (remote: string, version: string) => `Release ${remote} ${version} was not activated:`,
  alreadyLive: (remote: string, version: string) => `Release ${remote} ${version} is already live.`,
  nothingToRollBack: (remote: string) => `The ${remote} remote has no earlier release to roll back to.`,
  reasonRequired: 'Say why (a few words for the change log).',
  canaryPercent: 'A canary share is a whole percentage from 1 to 99 (100 makes the release live for everyone).',
  versionFormat: 'A release version has letters, digits, dots and dashes, and starts with a digit.',
  autoRollback: (failures: number, loads: number) => `Automatic rollback: ${countOf(failures, 'load failure')} in ${countOf(loads, 'load')} of the canary.`,
} as const;

/** The quote price field's messages (defined beside the rule, in money.ts). */
export { PRICE_MESSAGES } from './money';

/** The admin quote list's words for the response promise (business-hours.ts). */
export const QUOTE_OVERDUE_TEXTS = {
  filter: 'Overdue (2+ business hours)',
  badge: 'Overdue',
  waiting: (age: string) => `Waiting ${age}`,
  overdueHint: 'Past the 2-hour response promise, counted in office hours',
} as const;

/** Staff's message to the customer on a quote: the dialog's field and the export's column. */
export const CUSTOMER_MESSAGE_LABEL = 'Message to the customer';
