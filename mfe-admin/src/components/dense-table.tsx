import styled from 'styled-components';
import { Table } from '@freight/ui';

/**
 * The back-office table: tighter cells than the site's default so a full row (actions included)
 * fits a laptop screen; long emails and names break instead of widening the table.
 *
 * On a phone it scrolls sideways with the row actions pinned at the right edge, or, with
 * `cardsOnPhone`, shows each row as the shared Table's card (a cell without a `data-label` heads
 * it), its action buttons sharing the card's width.
 *
 * A cell marked `data-nowrap` (an identifier, an amount) stays on one line: "INV-2026-000123"
 * broken at its hyphens reads as three values.
 */
export const DenseTable = styled(Table)`
  && th,
  && td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }

  && td[data-nowrap] {
    white-space: nowrap;
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

    /* Cards (the shared Table's): a long cell (data-wrap) takes the card's width. */
    &&[data-cards] td[data-wrap] {
      min-width: 0;
      max-width: none;
    }
    &&[data-cards] td:last-child > * {
      flex-wrap: wrap;
    }
    &&[data-cards] td:last-child > * > * {
      flex: 1 1 auto;
    }
  }
`;
