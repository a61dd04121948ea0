import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, type User } from '@freight/domain';
import { Badge, Button } from '@freight/ui';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
  p { margin-top: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.colors.textMuted}; }

  ${({ theme }) => theme.media.mobile} {
    h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DashboardHeaderProps {
  user: User;
  isAdmin: boolean;
  isLoggingOut: boolean;
  onLogout: () => void;
}

export function DashboardHeader({ user, isAdmin, isLoggingOut, onLogout }: DashboardHeaderProps) {
  return (
    <Bar>
      <div>
        <h1>
          Welcome, {user.firstName} {user.lastName}
        </h1>
        <p>
          {user.companyName} · {user.username} {isAdmin && <Badge tone="danger">Admin</Badge>}
        </p>
      </div>
      <Actions>
        {isAdmin && (
          <Button as={Link} to={PATHS.admin} variant="danger">
            Admin Dashboard
          </Button>
        )}
        <Button variant="outline" onClick={onLogout} loading={isLoggingOut}>
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </Button>
      </Actions>
    </Bar>
  );
}
