import { lazy, type ComponentType } from 'react';
import { PATHS } from '@freight/domain';
import { AdminAccessPage } from '../features/admin-helpers/components/admin-access-page';
import { AdminCheckPage } from '../features/admin-helpers/components/admin-check-page';
import { AdminPortalPage } from '../features/admin-helpers/components/admin-portal-page';
import { DirectAdminPage } from '../features/admin-helpers/components/direct-admin-page';
import { ForceAdminPage } from '../features/admin-helpers/components/force-admin-page';
import { InstantAdminPage } from '../features/admin-helpers/components/instant-admin-page';
import { LoginSuccessPage } from '../features/admin-helpers/components/login-success-page';
import { SimpleLoginPage } from '../features/admin-helpers/components/simple-login-page';

/** Its own chunk: the helper pages (/simple-login, /admin-portal, ...) never download the dashboard and its widgets. */
const AdminDashboardPage = lazy(() => import(/* webpackChunkName: "page-admin" */ './admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })));

const pages: Record<string, ComponentType> = {
  [PATHS.admin]: AdminDashboardPage,
  [PATHS.adminDashboard]: AdminDashboardPage,
  [PATHS.adminAccess]: AdminAccessPage,
  [PATHS.directAdmin]: DirectAdminPage,
  [PATHS.simpleLogin]: SimpleLoginPage,
  [PATHS.loginSuccess]: LoginSuccessPage,
  [PATHS.forceAdmin]: ForceAdminPage,
  [PATHS.instantAdmin]: InstantAdminPage,
  [PATHS.adminCheck]: AdminCheckPage,
  [PATHS.adminPortal]: AdminPortalPage,
};

export default pages;
