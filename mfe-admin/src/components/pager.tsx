import styled from 'styled-components';
import { Button } from '@freight/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  /** Shown count of the current page (may be short on the last page). */
  shown: number;
  onOffsetChange: (offset: number) => void;
  label: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** "Showing 26–50 of 1,234" with Previous / Next: lists are paged on the server. */
export function Pager({ offset, limit, total, shown, onOffsetChange, label }: PagerProps) {
  const from = total === 0 ? 0 : offset + 1;
  const to = offset + shown;
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">{`Showing ${fmt(from)}–${fmt(to)} of ${fmt(total)}`}</span>
      <Buttons>
        <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={to >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
        </Button>
      </Buttons>
    </Bar>
  );
}
