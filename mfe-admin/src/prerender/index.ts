import { createElement } from 'react';
import { PATHS } from '@freight/domain';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { AdminDashboardPage } from '../app/admin-dashboard-page';

/**
 * The admin dashboard, prerendered at build time (infra/webpack/create-prerender-config.cjs) as it is
 * before anyone is known: its title and purpose, and "Verifying Admin Access..." where the tabs go. No
 * data is in it; the browser hydrates it and asks the server who is signed in.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(
    [PATHS.admin, PATHS.adminDashboard].map((path) => [path, renderPage(createElement(AdminDashboardPage), path)]),
  );
}
