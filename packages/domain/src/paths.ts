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
