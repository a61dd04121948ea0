import { createElement, type ComponentType } from 'react';
import { PATHS } from '@freight/domain';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { AccountSelectionPage } from '../features/auth/components/account-selection-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { DashboardPage } from '../app/dashboard-page';
import { CarrierRegisterPage } from '../features/business-registration/components/carrier-register-page';
import { ShipperRegisterPage } from '../features/business-registration/components/shipper-register-page';

/**
 * The portal's public pages, prerendered at build time (infra/webpack/create-prerender-config.cjs):
 * each reads and its links work before the app has loaded; the forms wait for it. They show the state
 * they have before the session is known, as the browser's first render does: the dashboard too, whose
 * page and form are there before the account is (no customer data is in it).
 */
const PAGES: Record<string, ComponentType> = {
  [PATHS.login]: LoginPage,
  [PATHS.register]: RegisterPage,
  [PATHS.accountSelection]: AccountSelectionPage,
  [PATHS.shipperRegister]: ShipperRegisterPage,
  [PATHS.carrierRegister]: CarrierRegisterPage,
  [PATHS.dashboard]: DashboardPage,
};

export function prerenderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(Object.entries(PAGES).map(([path, page]) => [path, renderPage(createElement(page), path)]));
}
