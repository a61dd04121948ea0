import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { type Capability, CARRIER_PAY_TEXTS, type User, userCapabilities } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { CarrierDashboard } from './carrier-dashboard';
import { CarrierPay } from './carrier-pay';
import { AssignedLoads, LoadBoard, MyOffers } from './carrier-loads';

/** A carrier's six tabs wrap on a phone rather than hide the last ones behind a scroll. */
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

const TABS = ['profile', 'board', 'offers', 'assigned', 'pay', 'team'] as const;
type Tab = (typeof TABS)[number];

/** What each tab needs the person's role to allow (the Team tab: everyone). */
const NEEDS: Record<Tab, Capability | null> = { profile: 'documents', board: 'loadBoard', offers: 'offers', assigned: 'assignedLoads', pay: 'pay', team: null };

/** The tabs the person's role in their carrier company opens, in order. */
export const carrierTabsOf = (user: User): Tab[] => {
  const allowed = userCapabilities(user);
  return TABS.filter((tab) => NEEDS[tab] === null || allowed.includes(NEEDS[tab]));
};

const tabOf = (value: string | null, open: readonly Tab[]): Tab => open.find((t) => t === value) ?? open[0];

/**
 * The carrier as its company's work sees it: a dispatcher or driver acts for the company, so the board,
 * the checklist and the profile are the company's (its verification, numbers and documents).
 */
export const actingCarrier = (user: User): User => (user.company?.carrier ? { ...user, ...user.company.carrier, companyName: user.company.name } : user);

/**
 * A carrier's own area on /dashboard: its profile and documents, the load board, its offers, the
 * loads it hauls and its pay. The open tab is the URL's `?tab=`, so the remittance email's link
 * opens on Pay; switching tabs replaces the entry rather than adding one.
 */
export function CarrierArea({ user: person, team }: { user: User; team?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const user = actingCarrier(person);
  const open = carrierTabsOf(person).filter((t) => t !== 'team' || team);
  const tab = tabOf(params.get('tab'), open);
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
        { value: 'team', label: 'Team', content: team },
      ].filter((item) => open.includes(item.value as Tab))}
    />
  );
}
