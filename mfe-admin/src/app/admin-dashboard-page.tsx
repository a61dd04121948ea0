import type { TabItem } from '@freight/ui/widgets';
import { AdminDashboard } from '../features/admin-access/components/admin-dashboard';
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
  return <AdminDashboard tabs={DASHBOARD_TABS} />;
}
