import type { TabItem } from '@freight/ui/widgets';
import { AdminDashboard } from '../features/admin-access/components/admin-dashboard';
import { AdminRecordsTab, carrierRates, equipmentPricing, websiteContent } from '../features/admin-records';
import { BillingTab } from '../features/billing/components/billing-tab';
import { CarriersTab } from '../features/carriers/components/carriers-tab';
import { DeploymentsTab } from '../features/deployments/components/deployments-tab';
import { EmailsTab } from '../features/emails/components/emails-tab';
import { OverviewTab } from '../features/overview/components/overview-tab';
import { PricingTab } from './pricing-tab';
import { QuotesTab } from '../features/quotes/components/quotes-tab';
import { ShipmentsTab } from '../features/shipments/components/shipments-tab';
import { UsersTab } from '../features/users/components/users-tab';

/** The six tabs of the specification plus Shipments, Billing (customer invoices), Carrier Accounts (verification), Pricing (margin, calculator distance, accessorials), Emails (delivery and the demo mailbox) and Deployments (which release of each remote is live); admin-records serves three kinds, each other feature one tab. */
const DASHBOARD_TABS: readonly TabItem[] = [
  { value: 'overview', label: 'Overview', content: <OverviewTab /> },
  { value: 'users', label: 'Users', content: <UsersTab /> },
  { value: 'quotes', label: 'Quotes', content: <QuotesTab /> },
  { value: 'shipments', label: 'Shipments', content: <ShipmentsTab /> },
  { value: 'billing', label: 'Billing', content: <BillingTab /> },
  { value: 'carriers', label: 'Carrier Rates', content: <AdminRecordsTab kind={carrierRates} /> },
  { value: 'carrier-accounts', label: 'Carrier Accounts', content: <CarriersTab /> },
  { value: 'equipment', label: 'Equipment Pricing', content: <AdminRecordsTab kind={equipmentPricing} /> },
  { value: 'pricing', label: 'Pricing', content: <PricingTab /> },
  { value: 'content', label: 'Content', content: <AdminRecordsTab kind={websiteContent} /> },
  { value: 'emails', label: 'Emails', content: <EmailsTab /> },
  { value: 'deployments', label: 'Deployments', content: <DeploymentsTab /> },
];

export function AdminDashboardPage() {
  return <AdminDashboard tabs={DASHBOARD_TABS} />;
}
