import styled from 'styled-components';
import { Table } from '@freight/ui';

/**
 * A portal table whose phone cards (use it with `cardsOnPhone`; the cards themselves are the shared
 * Table's) lay their cells out in two columns: the row's heading cell, a `data-wide` cell and the
 * actions across the card.
 */
export const CardTable = styled(Table)`
  ${({ theme }) => theme.media.mobile} {
    &&[data-cards] tr {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;

/** A row's heading cell: the load or invoice it is about. */
export const CardHeading = styled.th`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy900};
  white-space: nowrap;
`;
