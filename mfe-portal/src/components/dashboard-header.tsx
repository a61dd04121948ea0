import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_ROLE_LABELS, PATHS, type User, userCapabilities } from '@freight/domain';
import { Badge, Button } from '@freight/ui';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  /* The header is as tall before the account is known as after, whatever its name, so nothing under
     it (the tabs) moves away from a finger about to tap it: the account line keeps to one line, and
     the greeting to one line on a laptop, two on a phone (room kept for both, the greeting at the
     bottom of it). */
  & > div:first-child { flex: 1 1 0; min-width: 0; }
  h1, p {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
  p { margin-top: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.colors.textMuted}; }

  ${({ theme }) => theme.media.mobile} {
    h1 {
      display: flex;
      align-items: flex-end;
      min-height: ${({ theme }) => 2 * theme.lineHeights.tight}em;
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
      white-space: normal;
    }
    /* The buttons always get their own line: the greeting's length (known only once the account is) never moves the page. */
    & > div:first-child { flex-basis: 100%; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DashboardHeaderProps {
  /** null while the session is being asked for. */
  user: User | null;
  isAdmin: boolean;
  isLoggingOut: boolean;
  onLogout: () => void;
}

export function DashboardHeader({ user, isAdmin, isLoggingOut, onLogout }: DashboardHeaderProps) {
  return (
    <Bar>
      <div>
        <h1>{user ? `Welcome, ${user.firstName} ${user.lastName}` : 'Customer Portal'}</h1>
        {user ? (
          <p>
            {isAdmin && <Badge tone="danger">Admin</Badge>} {user.company?.name ?? user.companyName}
            {user.company && user.company.role !== 'owner' && ` · ${COMPANY_ROLE_LABELS[user.company.role]}`} · {user.username}
          </p>
        ) : (
          <p role="status">Loading your dashboard...</p>
        )}
      </div>
      <Actions>
        {isAdmin && (
          <Button as={Link} to={PATHS.admin} variant="danger">
            Admin Dashboard
          </Button>
        )}
        {(!user || (user.accountType !== 'carrier' && userCapabilities(user).includes('shipments'))) && (
          <Button as={Link} to={PATHS.shipments} variant="outline">
            My Shipments
          </Button>
        )}
        <Button as={Link} to={PATHS.profile} variant="outline">
          My Profile
        </Button>
        <Button variant="outline" onClick={onLogout} loading={isLoggingOut} disabled={!user}>
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </Button>
      </Actions>
    </Bar>
  );
}
