import styled from 'styled-components';
import { userCapabilities } from '@freight/domain';
import { useCurrentUser, useLogout } from '@freight/platform';
import { PageFrame, Spinner } from '@freight/ui';
import { DashboardHeader } from '../components/dashboard-header';
import { SignInRedirect } from '../components/sign-in-redirect';
import { CarrierArea } from '../features/carrier/components/carrier-area';
import { CustomerPortal } from '../features/dashboard/components/customer-portal';
import { TeamPanel } from '../features/company/components/team-panel';
import { InvoicesTab } from '../features/invoices/components/my-invoices';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[20]} 0;
`;

/** /dashboard: the customer portal, or for a carrier, which hauls for us, its own area (never the customer's quote form). */
export function DashboardPage() {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();

  if (isLoggingOut && !user) {
    return (
      <PageFrame siteNav>
        <Center>
          <Spinner label="Logging out..." showLabel size="lg" />
        </Center>
      </PageFrame>
    );
  }
  if (!isLoading && !user) return <SignInRedirect />;
  // While the session is asked for, the page is already there (the server sends it prerendered): the
  // form can be filled in, and the account's details, the logout and sending follow with the answer.
  return (
    <PageFrame siteNav>
      <Page>
        <DashboardHeader user={user} isAdmin={isAdmin} isLoggingOut={isLoggingOut} onLogout={() => void logout()} />
        {user?.accountType === 'carrier' ? (
          <CarrierArea user={user} team={<TeamPanel />} />
        ) : (
          // The Team tab is there before the account is known too, so the tabs do not move when it arrives.
          <CustomerPortal user={user} invoices={<InvoicesTab enabled={user !== null && userCapabilities(user).includes('invoices')} />} team={<TeamPanel />} />
        )}
      </Page>
    </PageFrame>
  );
}
