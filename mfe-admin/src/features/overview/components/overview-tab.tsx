import styled from 'styled-components';
import { OVERVIEW_RECENT_QUOTES, formatLongDate } from '@freight/domain';
import { Card, CardTitle, EmptyState, StatusBadge } from '@freight/ui';
import { Muted } from '../../../components/list-toolbar';
import { TableState } from '../../../components/table-state';
import { useGetAdminStatsQuery } from '../api/stats-api';
import { BillingReports } from './billing-reports';
import { StatGrid } from './stat-grid';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Recent = styled.ul`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
`;

export function OverviewTab() {
  const { data: stats, isLoading, isError } = useGetAdminStatsQuery();
  if (!stats) return <TableState isLoading={isLoading} isError={isError} isEmpty={false} empty="" />;
  const recent = stats.recentQuotes.slice(0, OVERVIEW_RECENT_QUOTES);
  return (
    <Stack as="section">
      <StatGrid stats={stats} />
      <BillingReports />
      <Card>
        <CardTitle as="h2">Recent Quotes</CardTitle>
        {recent.length === 0 ? (
          <EmptyState title="No quote requests yet" />
        ) : (
          <Recent>
            {recent.map((quote) => (
              <li key={quote.id}>
                <div>
                  <strong>{`${quote.firstName} ${quote.lastName}`}</strong> <Muted>{quote.companyName}</Muted>
                  <div>
                    <Muted>{`${quote.serviceNeeded} · ${formatLongDate(quote.createdAt)}`}</Muted>
                  </div>
                </div>
                <StatusBadge status={quote.status} />
              </li>
            ))}
          </Recent>
        )}
      </Card>
    </Stack>
  );
}
