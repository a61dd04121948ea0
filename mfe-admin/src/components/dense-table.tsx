import styled from 'styled-components';
import { Table } from '@freight/ui';

/**
 * The back-office table: tighter cells than the site's default so a full row (actions included)
 * fits a laptop screen; long emails and names break instead of widening the table.
 *
 * On a phone it scrolls sideways with the row actions pinned at the right edge, or, with
 * `cardsOnPhone`, shows each row as a card: every cell under its column's name (the cell's
 * `data-label`; a cell without one heads the card), the actions last.
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

  ${({ theme }) => theme.media.mobile} {
    &&:not([data-cards]) tr > :last-child {
      position: sticky;
      right: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: -6px 0 8px -6px rgba(15, 23, 42, 0.25);
    }
    &&:not([data-cards]) thead tr > :last-child {
      background: ${({ theme }) => theme.colors.gray50};
    }

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
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.gray200};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    &&[data-cards] td {
      display: block;
      min-width: 0;
      max-width: none;
      padding: 0;
      border: 0;
      text-align: left;
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
    &&[data-cards] td:last-child > * {
      flex-wrap: wrap;
    }
    &&[data-cards] td:last-child > * > * {
      flex: 1 1 auto;
    }
  }
`;
