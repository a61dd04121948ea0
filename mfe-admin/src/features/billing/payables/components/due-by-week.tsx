import styled from 'styled-components';
import { formatCalendarDate, PAYABLE_ADMIN_TEXTS } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { useGetPayablesDueByWeekQuery } from '../api/admin-payables-api';

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.navy900};
  }
`;

const Weeks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.gray200};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const PastDue = styled.span`
  color: ${({ theme }) => theme.colors.red700};
`;

/** Accounts payable by week: what carriers expect to be paid, week by week from this one (past due counted in this week). */
export function DueByWeek() {
  const { data } = useGetPayablesDueByWeekQuery();
  if (!data) return null;
  return (
    <Panel aria-labelledby="ap-due-by-week">
      <h3 id="ap-due-by-week">{`${PAYABLE_ADMIN_TEXTS.dueByWeekTitle}: ${formatCents(data.totalCents)}`}</h3>
      {data.weeks.length === 0 ? (
        <p>{PAYABLE_ADMIN_TEXTS.noneDue}</p>
      ) : (
        <Weeks aria-label={PAYABLE_ADMIN_TEXTS.dueByWeekTitle}>
          {data.weeks.map((week) => (
            <li key={week.weekOf}>
              <span>{`Week of ${formatCalendarDate(week.weekOf)}`}</span>
              <strong>{formatCents(week.totalCents)}</strong>
              <span>{`${week.count} payable${week.count === 1 ? '' : 's'}`}</span>
              {week.pastDueCents > 0 && <PastDue>{`${formatCents(week.pastDueCents)} past due`}</PastDue>}
            </li>
          ))}
        </Weeks>
      )}
    </Panel>
  );
}
