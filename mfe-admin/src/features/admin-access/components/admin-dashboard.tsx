import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS, type User } from '@freight/domain';
import { useLogout } from '@freight/platform';
import { Badge, Button, PageFrame } from '@freight/ui';
import { Tabs, type TabItem } from '@freight/ui/widgets';

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

export interface AdminDashboardProps {
  user: User;
  tabs: readonly TabItem[];
}

/** The admin area's frame: who is signed in, home and logout, SPEC.md §2's six tabs and Emails. */
export function AdminDashboard({ user, tabs }: AdminDashboardProps) {
  const { logout, isLoggingOut } = useLogout();
  const [params, setParams] = useSearchParams();
  // ?tab= opens a tab directly (links in staff emails); switching tabs keeps the address in step.
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? requested! : tabs[0]?.value;
  const select = (value: string) => setParams(value === tabs[0]?.value ? {} : { tab: value }, { replace: true });
  return (
    <PageFrame
      actions={
        <>
          <Who>{`${user.firstName} ${user.lastName}`}</Who>
          <Button as={Link} to={PATHS.home} variant="secondary" size="sm">
            Home
          </Button>
          <Button variant="accent" size="sm" onClick={() => void logout()} loading={isLoggingOut}>
            {isLoggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </>
      }
    >
      <Header>
        <div>
          <Title>Admin Dashboard</Title>
          <p>{`Welcome, ${user.firstName}. Manage users, quotes, rates and website content.`}</p>
        </div>
        <Badge tone="navy">ADMIN</Badge>
      </Header>
      <Tabs items={tabs} value={tab} onValueChange={select} label="Admin sections" />
    </PageFrame>
  );
}
