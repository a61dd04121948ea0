import styled from 'styled-components';
import type { AdminStats } from '@freight/domain';
import { Card, Stat } from '@freight/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  /* Two to a row on a phone: the fourteen counts fit a few screens, not fourteen. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const fmt = (n: number) => n.toLocaleString('en-US');

/** Every count of the overview, as the server counted them. */
export function StatGrid({ stats }: { stats: AdminStats }) {
  const tiles: Array<[string, number]> = [
    ['Total Users', stats.users.total],
    ['Active Users', stats.users.active],
    ['Total Quotes', stats.quotes.total],
    ['Pending Quotes', stats.quotes.pending],
    ['Overdue Quotes', stats.quotes.overdue],
    ['Approved Quotes', stats.quotes.approved],
    ['Rejected Quotes', stats.quotes.rejected],
    ['Completed Quotes', stats.quotes.completed],
    ['Carrier Rates', stats.carrierRates.total],
    ['Active Carrier Rates', stats.carrierRates.active],
    ['Equipment Types', stats.equipment.total],
    ['Active Equipment Types', stats.equipment.active],
    ['Emails Queued', stats.mail.queued],
    ['Emails Sent', stats.mail.sent],
    ['Emails Failed', stats.mail.failed],
  ];
  return (
    <Grid>
      {tiles.map(([label, value]) => (
        <Card key={label} padding="sm">
          <Stat label={label} value={fmt(value)} />
        </Card>
      ))}
    </Grid>
  );
}
