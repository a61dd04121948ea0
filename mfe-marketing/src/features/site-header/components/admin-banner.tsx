import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Button, Container } from '@freight/ui';

const Banner = styled.aside`
  background: ${({ theme }) => theme.colors.red600};
  color: ${({ theme }) => theme.colors.white};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding-block: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  a:not([data-button]) {
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Shown to administrators only, above the sticky header. */
export function AdminBanner() {
  return (
    <Banner aria-label="Administrator tools">
      <Inner>
        <p>You are signed in as an administrator.</p>
        <Controls>
          <Link to={PATHS.directAdmin}>Check authentication status</Link>
          <Button as={Link} to={PATHS.admin} data-button="" size="sm" variant="secondary">
            Go to Admin Dashboard
          </Button>
        </Controls>
      </Inner>
    </Banner>
  );
}
