import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CARRIER_PAY_TEXTS, type User } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { CarrierDashboard } from './carrier-dashboard';
import { CarrierPay } from './carrier-pay';
import { AssignedLoads, LoadBoard, MyOffers } from './carrier-loads';

/** A carrier's five tabs wrap on a phone rather than hide the last ones behind a scroll. */
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

const TABS = ['profile', 'board', 'offers', 'assigned', 'pay'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab => TABS.find((t) => t === value) ?? 'profile';

/**
 * A carrier's own area on /dashboard: its profile and documents, the load board, its offers, the
 * loads it hauls and its pay. The open tab is the URL's `?tab=`, so the remittance email's link
 * opens on Pay; switching tabs replaces the entry rather than adding one.
 */
export function CarrierArea({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
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
        { value: 'pay', label: CARRIER_PAY_TEXTS.title, content: <Card padding="lg"><CarrierPay /></Card> },
      ]}
    />
  );
}
