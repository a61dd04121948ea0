import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { useCurrentUser, useLogout } from '@freight/platform';
import { Card, PageFrame, Spinner } from '@freight/ui';
import { Tabs } from '@freight/ui/widgets';
import { AssignedLoads, LoadBoard, MyOffers } from './carrier-loads';
import { CarrierDashboard } from './carrier-dashboard';
import { useMyQuotes } from '../hooks/use-my-quotes';
import { usePendingEstimate } from '../hooks/use-pending-estimate';
import { DashboardHeader } from './dashboard-header';
import { MyQuotes } from './my-quotes';
import { NewQuoteForm } from './new-quote-form';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** On phones both tabs share the width, so 'My Quotes (N)' never hides behind a scroll. */
const PortalTabs = styled(Tabs)`
  ${({ theme }) => theme.media.mobile} {
    [role='tab'] {
      flex: 1 1 0;
      padding-inline: ${({ theme }) => theme.space[2]};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

/** A carrier's four tabs wrap on a phone rather than hide the last one behind a scroll. */
const CarrierTabs = styled(PortalTabs)`
  ${({ theme }) => theme.media.mobile} {
    [role='tablist'] {
      flex-wrap: wrap;
    }
    [role='tab'] {
      flex: 1 1 40%;
    }
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[20]} 0;
`;

type Tab = 'new' | 'quotes';

/** The customer portal: request a quote, follow the ones already sent; a carrier's own area for carriers. */
export function DashboardPage() {
  const { user, isLoading, isAuthenticated, isAdmin } = useCurrentUser();
  const [tab, setTab] = useState<Tab>('new');
  const [carrierTab, setCarrierTab] = useState('profile');
  // The request just sent: My Quotes opens on it.
  const [justSent, setJustSent] = useState<number | null>(null);
  const pending = usePendingEstimate();
  const isCarrier = user?.accountType === 'carrier';
  const myQuotes = useMyQuotes(isAuthenticated && !isCarrier);
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
  // A pending calculator estimate stays in sessionStorage, so it is still here after signing in.
  if (!isLoading && !user) return <Navigate to={PATHS.login} replace />;
  // While the session is asked for, the page is already there (the server sends it prerendered): the
  // form can be filled in, and the account's details, the logout and sending follow with the answer.

  // A carrier hauls for us: its own area, never the customer's quote form.
  if (user && isCarrier) {
    return (
      <PageFrame siteNav>
        <Page>
          <DashboardHeader user={user} isAdmin={isAdmin} isLoggingOut={isLoggingOut} onLogout={() => void logout()} />
          <CarrierTabs
            label="Carrier area"
            value={carrierTab}
            onValueChange={setCarrierTab}
            items={[
              { value: 'profile', label: 'Profile', content: <CarrierDashboard user={user} /> },
              { value: 'board', label: 'Load Board', content: <Card padding="lg"><LoadBoard user={user} /></Card> },
              { value: 'offers', label: 'My Offers', content: <Card padding="lg"><MyOffers user={user} /></Card> },
              { value: 'assigned', label: 'Assigned Loads', content: <Card padding="lg"><AssignedLoads user={user} /></Card> },
            ]}
          />
        </Page>
      </PageFrame>
    );
  }

  return (
    <PageFrame siteNav>
      <Page>
        <DashboardHeader user={user} isAdmin={isAdmin} isLoggingOut={isLoggingOut} onLogout={() => void logout()} />
        <PortalTabs
          label="Customer portal"
          value={tab}
          onValueChange={(next) => setTab(next as Tab)}
          items={[
            {
              value: 'new',
              label: 'New Quote Request',
              content: (
                <Card padding="lg">
                  <NewQuoteForm
                    user={user}
                    estimate={pending.estimate}
                    onRemoveEstimate={pending.clear}
                    onSubmitted={(id) => {
                      setJustSent(id);
                      setTab('quotes');
                    }}
                  />
                </Card>
              ),
            },
            {
              value: 'quotes',
              // No count until it is known: never a '(0)' that turns into the real number.
              label: myQuotes.total === null ? 'My Quotes' : `My Quotes (${myQuotes.total})`,
              content: <MyQuotes state={myQuotes} highlightId={justSent} onRequestQuote={() => setTab('new')} />,
            },
          ]}
        />
      </Page>
    </PageFrame>
  );
}
