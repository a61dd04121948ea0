import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Capability, capabilitiesOf, type User, userCapabilities } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { useMyQuotes } from '../hooks/use-my-quotes';
import { usePendingEstimate } from '../hooks/use-pending-estimate';
import { MyQuotes } from './my-quotes';
import { NewQuoteForm } from './new-quote-form';

const TABS = ['new', 'quotes', 'invoices', 'team'] as const;
type Tab = (typeof TABS)[number];

/** What each tab needs the person's role in their company to allow (the Team tab: everyone). */
const NEEDS: Record<Tab, Capability | null> = { new: 'quotes', quotes: 'quotes', invoices: 'invoices', team: null };

/**
 * The tabs the person's role opens, from their account alone (no wait for the company): before the
 * account is known, the Owner's (the prerendered page, whose form can be filled in meanwhile).
 */
export function customerTabsOf(user: User | null): Tab[] {
  const allowed = user ? userCapabilities(user) : capabilitiesOf('shipper', 'owner');
  return TABS.filter((tab) => NEEDS[tab] === null || allowed.includes(NEEDS[tab]));
}

const tabOf = (value: string | null, open: readonly Tab[]): Tab => open.find((t) => t === value) ?? open[0];

const subscribeToNothing = () => () => undefined;
// The prerendered page (built without a query) shows the first tab: hydrating, so does this one, then
// the URL's; on a page the browser renders itself, the URL's tab straight away.
const useHydrated = () => useSyncExternalStore(subscribeToNothing, () => true, () => false);

export interface CustomerPortalProps {
  user: User | null;
  /** The Invoices tab's content (billing is its own feature). */
  invoices: ReactNode;
  /** The Team tab's content (company accounts are their own feature); none: no Team tab. */
  team?: ReactNode;
}

/**
 * The customer portal's tabs: request a quote, follow the ones already sent, the invoices. Shown
 * before the account is known too (`user` null): the form can be filled in while the session is
 * asked for. The open tab is the URL's `?tab=`, so the invoice email's link opens on Invoices.
 */
export function CustomerPortal({ user, invoices, team }: CustomerPortalProps) {
  const [params, setParams] = useSearchParams();
  const open = customerTabsOf(user).filter((t) => t !== 'team' || team);
  const tab = useHydrated() ? tabOf(params.get('tab'), open) : open[0];
  // Switching tabs is not a page of its own: Back leaves the dashboard rather than stepping through tabs.
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  // The request just sent: My Quotes opens on it.
  const [justSent, setJustSent] = useState<number | null>(null);
  // A pending calculator estimate stays in sessionStorage, so it is still here after signing in.
  const pending = usePendingEstimate();
  const myQuotes = useMyQuotes(user !== null && open.includes('quotes'));
  return (
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
        { value: 'invoices', label: 'Invoices', content: invoices },
        { value: 'team', label: 'Team', content: team },
      ].filter((item) => open.includes(item.value as Tab))}
    />
  );
}
