import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Badge, Button } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { SECTIONS } from '../../../components/sections';
import type { HeaderSession } from '../hooks/use-header-session';

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  /* Same height in every session state, so nothing moves when the user arrives. */
  min-height: 40px;
`;

export function GetQuoteButton({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Button as={SectionLink} section={SECTIONS.contact} onNavigate={onNavigate} variant="accent" size="sm">
      Get Quote
    </Button>
  );
}

export function LogoutButton({ session, fullWidth = false }: { session: HeaderSession; fullWidth?: boolean }) {
  return (
    <Button variant="ghost" size="sm" fullWidth={fullWidth} onClick={session.logout} disabled={session.isLoggingOut}>
      {session.isLoggingOut ? 'Logging out...' : 'Logout'}
    </Button>
  );
}

/** The desktop header's buttons for the three session states. */
export function HeaderActions({ session }: { session: HeaderSession }) {
  if (session.status === 'loading') return <Actions aria-busy="true" />;
  if (session.status === 'signed-out') {
    return (
      <Actions>
        <Button as={Link} to={PATHS.login} variant="ghost" size="sm">
          Sign In
        </Button>
        <Button as={Link} to={PATHS.simpleLogin} variant="ghost" size="sm">
          Admin Login
        </Button>
        <Button as={Link} to={PATHS.accountSelection} variant="outline" size="sm">
          Create Account
        </Button>
        <GetQuoteButton />
      </Actions>
    );
  }
  return (
    <Actions>
      {session.isAdmin && (
        <>
          <Badge tone="danger">ADMIN</Badge>
          <Button variant="danger" size="sm" onClick={session.openAdminDashboard}>
            ADMIN DASHBOARD
          </Button>
        </>
      )}
      <Button as={Link} to={PATHS.dashboard} variant="outline" size="sm">
        Dashboard
      </Button>
      <LogoutButton session={session} />
      <GetQuoteButton />
    </Actions>
  );
}
