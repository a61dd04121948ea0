import { PATHS } from './paths';

/**
 * The browser tab title of every page (shown as "<title> | <company>"); undefined means the
 * company name alone (home). The shell applies it per route, so a remote's page never repeats it;
 * a page whose outcome changes the title (/login-success) sets the outcome's title itself.
 */
export const PAGE_TITLES: Record<string, string | undefined> = {
  [PATHS.home]: undefined,
  [PATHS.homeAlias]: undefined,
  [PATHS.login]: 'Sign In',
  [PATHS.register]: 'Create Account',
  [PATHS.dashboard]: 'Customer Portal',
  [PATHS.profile]: 'My Profile',
  [PATHS.forgotPassword]: 'Forgot Password',
  [PATHS.resetPassword]: 'Choose a New Password',
  [PATHS.join]: 'Join a Company',
  [PATHS.accountSelection]: 'Choose Account Type',
  [PATHS.shipperRegister]: 'Shipper Registration',
  [PATHS.carrierRegister]: 'Carrier Registration',
  [PATHS.admin]: 'Admin Dashboard',
  [PATHS.adminDashboard]: 'Admin Dashboard',
  [PATHS.adminAccess]: 'Admin Access',
  [PATHS.directAdmin]: 'Authentication Status',
  [PATHS.simpleLogin]: 'Admin Login',
  // The page itself sets the outcome (Login Successful or Login Verification Failed) once it knows.
  [PATHS.loginSuccess]: 'Verifying Login',
  [PATHS.forceAdmin]: 'Admin Navigation',
  [PATHS.instantAdmin]: 'Opening Admin Dashboard',
  [PATHS.adminCheck]: 'Session Check',
  [PATHS.adminPortal]: 'Admin Portal',
  [PATHS.emails]: 'Email Directory',
  [PATHS.quoteCalculator]: 'Instant Quote Calculator',
  [PATHS.shipments]: 'My Shipments',
  [PATHS.bookShipment]: 'Book a Shipment',
  [PATHS.track]: 'Track a Shipment',
};
