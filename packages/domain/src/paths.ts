/** Every route, named once. */
export const PATHS = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  profile: '/profile',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where an invitation to join a company opens (its token in the fragment). */
  join: '/join',
  accountSelection: '/account-selection',
  shipperRegister: '/shipper-register',
  carrierRegister: '/carrier-register',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  adminAccess: '/admin-access',
  directAdmin: '/direct-admin',
  simpleLogin: '/simple-login',
  loginSuccess: '/login-success',
  forceAdmin: '/force-admin',
  instantAdmin: '/instant-admin',
  adminCheck: '/admin-check',
  adminPortal: '/admin-portal',
  emails: '/emails',
  quoteCalculator: '/quote-calculator',
  shipments: '/shipments',
  bookShipment: '/shipments/book',
  /** The public tracking page: `/track/<token>` (a route with a parameter). */
  track: '/track/:token',
} as const;

/**
 * The page an emailed reset link opens: the token rides in the fragment, which browsers never send
 * to a server, so it stays out of access logs and Referer headers.
 */
export const resetPasswordLink = (token: string) => `${PATHS.resetPassword}#token=${token}`;

/** The page an emailed invitation opens: its token in the fragment too, out of every log. */
export const invitationLink = (token: string) => `${PATHS.join}#token=${token}`;

/** One of a customer's shipments: My Shipments opens it by `?id=` (what emails link to). */
export const shipmentPath = (id: number) => `${PATHS.shipments}?id=${id}`;

/** The query parameter that tells a sign-in page where to return once signed in. */
export const RETURN_TO_PARAM = 'next';

/** A sign-in page (`/login`, `/simple-login`) that returns to `returnTo` (a path of this site) after signing in. */
export const signInPath = (signInPage: string, returnTo: string) => `${signInPage}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;

/**
 * Where a sign-in may return to: a path of this site ("/shipments?id=5"), optionally only one under
 * `page` ("/admin?tab=quotes" for /admin); never another site ("//evil.test", "https://…", "/\\evil").
 */
export function returnPath(value: string | null | undefined, page?: string): string | undefined {
  // No backslash (browsers read "/\\host" as another site) and nothing below a space (a line break in a URL).
  if (!value || !value.startsWith('/') || value.startsWith('//') || [...value].some((c) => c === '\\' || c < ' ')) return undefined;
  if (page !== undefined && !(value === page || value.startsWith(`${page}?`) || value.startsWith(`${page}#`))) return undefined;
  return value;
}

/** The public tracking page of a token. */
export const trackingPath = (token: string) => `/track/${token}`;

/** The public tools every footer links to (the landing page's and the page frames'), in the order shown. */
export const TOOL_LINKS: readonly { path: string; label: string }[] = [
  { path: PATHS.emails, label: 'Email Directory' },
  { path: PATHS.quoteCalculator, label: 'Quote Calculator' },
];

/** The landing page's sections the site's header links to, in page order: `/#<id>`. */
export const SITE_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'services', label: 'Services' },
  { id: 'about', label: 'About' },
  { id: 'coverage', label: 'Coverage' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

/** The tool pages the site's header links to after the sections, on desktop only. */
export const HEADER_TOOL_LINKS: readonly { path: string; label: string }[] = [
  { path: PATHS.emails, label: 'Emails' },
  { path: PATHS.quoteCalculator, label: 'Quote Calculator' },
];

export const PRIMARY_ADMIN = { id: 3, username: 'Admin' } as const;

/** Timing constants. */
export const TIMING = {
  adminDeniedRedirectMs: 2000,
  adminAccessRedirectMs: 2000,
  instantAdminRedirectMs: 2000,
  loginSuccessRedirectMs: 3000,
  /** The calculator's artificial "calculating" pause. */
  calculatorDelayMs: 1500,
  logoutRedirectMs: 100,
  toastDurationMs: 5000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const OVERVIEW_RECENT_QUOTES = 5;
