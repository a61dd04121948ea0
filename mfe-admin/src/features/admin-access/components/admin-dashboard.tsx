import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '@freight/domain';
import { useLogout } from '@freight/platform';
import { Badge, Button, PageFrame } from '@freight/ui';
import { Tabs, type TabItem } from '@freight/ui/widgets';
import { useAdminGate } from '../hooks/use-admin-gate';
import { AdminGate } from './admin-gate';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.navy900};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Who = styled.span`
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Purpose = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Greeting = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AdminDashboardProps {
  tabs: readonly TabItem[];
}

/**
 * The admin area: its title and purpose at once (the server sends them prerendered, before anyone is
 * known), then the access check in place of the tabs, then who is signed in, home and logout,
 * the six tabs and Emails. The frame stays the same element throughout, so nothing on screen moves.
 */
export function AdminDashboard({ tabs }: AdminDashboardProps) {
  const { logout, isLoggingOut } = useLogout();
  const gate = useAdminGate({ leaving: isLoggingOut });
  const user = gate.state === 'granted' ? gate.user : null;
  const [params, setParams] = useSearchParams();
  // ?tab= opens a tab directly (links in staff emails); switching tabs keeps the address in step.
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? requested! : tabs[0]?.value;
  const select = (value: string) => setParams(value === tabs[0]?.value ? {} : { tab: value }, { replace: true });
  return (
    <PageFrame
      footer={false}
      actions={
        user && (
          <>
            <Who>{`${user.firstName} ${user.lastName}`}</Who>
            <Button as={Link} to={PATHS.home} variant="secondary" size="sm">
              Home
            </Button>
            <Button variant="accent" size="sm" onClick={() => void logout()} loading={isLoggingOut}>
              {isLoggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          </>
        )
      }
    >
      <Header>
        <div>
          <Title>Admin Dashboard</Title>
          <Purpose>Manage users, quotes, carrier rates, equipment pricing and website content.</Purpose>
          {user && <Greeting>{`Welcome, ${user.firstName}.`}</Greeting>}
        </div>
        {user && <Badge tone="navy">ADMIN</Badge>}
      </Header>
      <AdminGate gate={gate}>{() => <Tabs items={tabs} value={tab} onValueChange={select} label="Admin sections" />}</AdminGate>
    </PageFrame>
  );
}
