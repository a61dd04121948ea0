import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { useDocumentTitle } from '@freight/platform';
import { Button, Card, PageFrame } from '@freight/ui';

const TITLE = '404 Page Not Found';

const Panel = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  justify-items: center;
`;

/** The page for every path outside the route table. */
export function NotFoundPage() {
  useDocumentTitle(TITLE);
  return (
    <PageFrame>
      <Panel>
        <h1>{TITLE}</h1>
        <p>Did you forget to add the page to the router?</p>
        <Button as={Link} to={PATHS.home}>
          Go to the home page
        </Button>
      </Panel>
    </PageFrame>
  );
}
