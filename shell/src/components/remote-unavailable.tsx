import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { useMarkPageLive } from '@freight/platform';
import { Button, Card, PageFrame } from '@freight/ui';

const Panel = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Shown in place of a section whose remote is down or crashed; the rest of the site keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  // Whatever the server sent in its place, this panel's Retry must work.
  useMarkPageLive();
  return (
    <PageFrame>
      <Panel role="alert">
        <h1>This section is temporarily unavailable</h1>
        <p>We couldn&apos;t load this part of the site. Please try again in a moment; everything else is still working.</p>
        <Actions>
          <Button onClick={onRetry}>Retry</Button>
          <Button as={Link} to={PATHS.home} variant="outline">
            Go to the home page
          </Button>
        </Actions>
      </Panel>
    </PageFrame>
  );
}
