import styled from 'styled-components';
import { Table } from '@freight/ui';

/**
 * The back-office table: tighter cells than the site's default so a full row (actions included)
 * fits a laptop screen; long emails and names break instead of widening the table.
 */
export const DenseTable = styled(Table)`
  && th,
  && td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }

  && td[data-wrap] {
    min-width: 11rem;
    max-width: 16rem;
    overflow-wrap: anywhere;
  }

  /* On a phone the table scrolls sideways; the row actions stay pinned at the right edge. */
  ${({ theme }) => theme.media.mobile} {
    && tr > :last-child {
      position: sticky;
      right: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: -6px 0 8px -6px rgba(15, 23, 42, 0.25);
    }
    && thead tr > :last-child {
      background: ${({ theme }) => theme.colors.gray50};
    }
  }
`;
