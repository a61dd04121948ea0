import { useState } from 'react';
import type { User } from '@freight/domain';
import { Card } from '@freight/ui';
import { PortalTabs } from '../../../components/portal-tabs';
import { useMyQuotes } from '../hooks/use-my-quotes';
import { usePendingEstimate } from '../hooks/use-pending-estimate';
import { MyQuotes } from './my-quotes';
import { NewQuoteForm } from './new-quote-form';

type Tab = 'new' | 'quotes';

/**
 * The customer portal's two tabs: request a quote, follow the ones already sent. Shown before the
 * account is known too (`user` null): the form can be filled in while the session is asked for.
 */
export function CustomerPortal({ user }: { user: User | null }) {
  const [tab, setTab] = useState<Tab>('new');
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
      ]}
    />
  );
}
