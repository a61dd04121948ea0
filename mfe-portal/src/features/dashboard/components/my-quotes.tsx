import styled from 'styled-components';
import { PROMISES } from '@freight/domain';
import { Alert, Button, EmptyState, Spinner } from '@freight/ui';
import type { MyQuotesState } from '../hooks/use-my-quotes';
import { QuoteCard } from './quote-card';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;

export interface MyQuotesProps {
  state: MyQuotesState;
  onRequestQuote: () => void;
  /** The quote just sent from the form, shown highlighted and brought into view. */
  highlightId?: number | null;
}

export function MyQuotes({ state, onRequestQuote, highlightId = null }: MyQuotesProps) {
  const { quotes, total, isLoading, isError, hasMore, isLoadingMore, loadMore, retry } = state;
  if (isLoading) {
    return (
      <Center>
        <Spinner label="Loading your quotes..." showLabel />
      </Center>
    );
  }
  if (isError && quotes.length === 0) {
    return (
      <Alert tone="danger" title="Your quotes could not be loaded">
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (quotes.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No quotes yet"
        description={`Tell us what you need to move and we'll respond within ${PROMISES.quoteResponseHours} hours.`}
        action={<Button variant="accent" onClick={onRequestQuote}>Request Your First Quote</Button>}
      />
    );
  }
  return (
    <List>
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} highlighted={quote.id === highlightId} />
      ))}
      {hasMore && (
        <Center>
          <Button variant="outline" onClick={loadMore} loading={isLoadingMore}>
            Load more ({quotes.length} of {total ?? quotes.length})
          </Button>
        </Center>
      )}
    </List>
  );
}
