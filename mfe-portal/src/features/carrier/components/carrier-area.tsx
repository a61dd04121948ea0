import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { CarrierDashboard } from './carrier-dashboard';
import { AssignedLoads, LoadBoard, MyOffers } from './carrier-loads';

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

/** A carrier's own area on /dashboard: its profile and documents, the load board, its offers and the loads it hauls. */
export function CarrierArea({ user }: { user: User }) {
  const [tab, setTab] = useState('profile');
  return (
    <CarrierTabs
      label="Carrier area"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'profile', label: 'Profile', content: <CarrierDashboard user={user} /> },
        { value: 'board', label: 'Load Board', content: <Card padding="lg"><LoadBoard user={user} /></Card> },
        { value: 'offers', label: 'My Offers', content: <Card padding="lg"><MyOffers user={user} /></Card> },
        { value: 'assigned', label: 'Assigned Loads', content: <Card padding="lg"><AssignedLoads user={user} /></Card> },
      ]}
    />
  );
}
