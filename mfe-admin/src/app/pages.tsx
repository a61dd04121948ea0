import type { ComponentType } from 'react';
import { PATHS } from '@freight/domain';
import type { TabItem } from '@freight/ui/widgets';
import { AdminDashboard } from '../features/admin-access/components/admin-dashboard';
import { AdminGate } from '../features/admin-access/components/admin-gate';
import { AdminAccessPage } from '../features/admin-helpers/components/admin-access-page';
import { AdminCheckPage } from '../features/admin-helpers/components/admin-check-page';
import { AdminPortalPage } from '../features/admin-helpers/components/admin-portal-page';
import { DirectAdminPage } from '../features/admin-helpers/components/direct-admin-page';
import { ForceAdminPage } from '../features/admin-helpers/components/force-admin-page';
import { InstantAdminPage } from '../features/admin-helpers/components/instant-admin-page';
import { LoginSuccessPage } from '../features/admin-helpers/components/login-success-page';
import { SimpleLoginPage } from '../features/admin-helpers/components/simple-login-page';
import { CarrierRatesTab } from '../features/carrier-rates/components/carrier-rates-tab';
import { EmailsTab } from '../features/emails/components/emails-tab';
import { EquipmentPricingTab } from '../features/equipment-pricing/components/equipment-pricing-tab';
import { OverviewTab } from '../features/overview/components/overview-tab';
import { QuotesTab } from '../features/quotes/components/quotes-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { ContentTab } from '../features/website-content/components/content-tab';

/** SPEC.md §2's six tabs plus Emails (delivery and the demo mailbox); each feature owns one. */
const DASHBOARD_TABS: readonly TabItem[] = [
  { value: 'overview', label: 'Overview', content: <OverviewTab /> },
  { value: 'users', label: 'Users', content: <UsersTab /> },
  { value: 'quotes', label: 'Quotes', content: <QuotesTab /> },
  { value: 'carriers', label: 'Carrier Rates', content: <CarrierRatesTab /> },
  { value: 'equipment', label: 'Equipment Pricing', content: <EquipmentPricingTab /> },
  { value: 'content', label: 'Content', content: <ContentTab /> },
  { value: 'emails', label: 'Emails', content: <EmailsTab /> },
];

export function AdminDashboardPage() {
  return <AdminGate>{(user) => <AdminDashboard user={user} tabs={DASHBOARD_TABS} />}</AdminGate>;
}

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
