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
`;
