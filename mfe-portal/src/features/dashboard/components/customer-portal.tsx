import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { useMyQuotes } from '../hooks/use-my-quotes';
import { usePendingEstimate } from '../hooks/use-pending-estimate';
import { MyQuotes } from './my-quotes';
import { NewQuoteForm } from './new-quote-form';

const TABS = ['new', 'quotes', 'invoices'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((t) => t === value) ?? 'new';

const subscribeToNothing = () => () => undefined;
// The prerendered page (built without a query) shows the first tab: hydrating, so does this one, then
// the URL's; on a page the browser renders itself, the URL's tab straight away.
const useHydrated = () => useSyncExternalStore(subscribeToNothing, () => true, () => false);

export interface CustomerPortalProps {
  user: User | null;
  /** The Invoices tab's content (billing is its own feature). */
  invoices: ReactNode;
}

/**
 * The customer portal's tabs: request a quote, follow the ones already sent, the invoices. Shown
 * before the account is known too (`user` null): the form can be filled in while the session is
 * asked for. The open tab is the URL's `?tab=`, so the invoice email's link opens on Invoices.
 */
export function CustomerPortal({ user, invoices }: CustomerPortalProps) {
  const [params, setParams] = useSearchParams();
  const tab = useHydrated() ? tabOf(params.get('tab')) : 'new';
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
  const myQuotes = useMyQuotes(user !== null);
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
      ]}
    />
  );
}
