import styled from 'styled-components';
import { Table } from '@freight/ui';

/**
 * A portal table that is a list of cards on a phone (use it with `cardsOnPhone`): every cell under
 * its column's name (`data-label`), the row's heading cell on top, a `data-wide` cell and the last
 * one (the actions) across the card, the last set apart by a rule.
 */
export const CardTable = styled(Table)`
  ${({ theme }) => theme.media.mobile} {
    &&[data-cards] {
      min-width: 0;
    }
    &&[data-cards] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    &&[data-cards] tbody {
      display: grid;
      gap: ${({ theme }) => theme.space[3]};
    }
    &&[data-cards] tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.gray200};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    &&[data-cards] :is(th, td) {
      display: block;
      min-width: 0;
      padding: 0;
      border: 0;
      text-align: left;
      overflow-wrap: anywhere;
    }
    &&[data-cards] tbody th,
    &&[data-cards] td[data-wide],
    &&[data-cards] td:last-child {
      grid-column: 1 / -1;
    }
    &&[data-cards] td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      color: ${({ theme }) => theme.colors.gray600};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    &&[data-cards] td:last-child {
      padding-top: ${({ theme }) => theme.space[3]};
      border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    }
  }
`;

/** A row's heading cell: the load or invoice it is about. */
export const CardHeading = styled.th`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy900};
  white-space: nowrap;
`;
