import { lazy, type ComponentType } from 'react';
import { PATHS } from '@freight/domain';

/**
 * Each page is its own chunk: a visitor signing in never downloads the portal's quote screens. A chunk is
 * named `page-<path>`, so the build lists it in routes.json and the page fetches it early (remote-routes.cjs).
 */
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import(/* webpackChunkName: "page-register" */ '../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })));
const AccountSelectionPage = lazy(() =>
  import(/* webpackChunkName: "page-account-selection" */ '../features/auth/components/account-selection-page').then((m) => ({ default: m.AccountSelectionPage })),
);
const ShipperRegisterPage = lazy(() =>
  import(/* webpackChunkName: "page-shipper-register" */ '../features/business-registration/components/shipper-register-page').then((m) => ({ default: m.ShipperRegisterPage })),
);
const CarrierRegisterPage = lazy(() =>
  import(/* webpackChunkName: "page-carrier-register" */ '../features/business-registration/components/carrier-register-page').then((m) => ({ default: m.CarrierRegisterPage })),
);
const DashboardPage = lazy(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard-page').then((m) => ({ default: m.DashboardPage })));

const ProfilePage = lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-forgot-password" */ '../features/account/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-reset-password" */ '../features/account/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

const JoinPage = lazy(() => import(/* webpackChunkName: "page-join" */ '../features/company/components/join-page').then((m) => ({ default: m.JoinPage })));

const MyShipmentsPage = lazy(() => import(/* webpackChunkName: "page-shipments" */ '../features/shipments/components/my-shipments-page').then((m) => ({ default: m.MyShipmentsPage })));
const BookShipmentPage = lazy(() =>
  import(/* webpackChunkName: "page-shipments-book" */ '../features/shipments/components/book-shipment-page').then((m) => ({ default: m.BookShipmentPage })),
);

/** A page for each path in ./routes.ts; the shell mounts each one with its own boundary and Suspense. */
const pages: Record<string, ComponentType> = {
  [PATHS.login]: LoginPage,
  [PATHS.register]: RegisterPage,
  [PATHS.accountSelection]: AccountSelectionPage,
  [PATHS.shipperRegister]: ShipperRegisterPage,
  [PATHS.carrierRegister]: CarrierRegisterPage,
  [PATHS.dashboard]: DashboardPage,
  [PATHS.shipments]: MyShipmentsPage,
  [PATHS.bookShipment]: BookShipmentPage,
  [PATHS.profile]: ProfilePage,
  [PATHS.forgotPassword]: ForgotPasswordPage,
  [PATHS.resetPassword]: ResetPasswordPage,
  [PATHS.join]: JoinPage,
};

export default pages;
