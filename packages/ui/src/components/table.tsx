import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Scroller = styled.div<{ $cards: boolean }>`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible { outline-offset: 2px; }
  ${({ theme, $cards }) =>
    $cards &&
    css`
      ${theme.media.mobile} {
        overflow: visible;
        border: 0;
        background: none;
      }
    `}
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy900};
  }
  th, td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  thead th {
    background: ${({ theme }) => theme.colors.gray50};
    color: ${({ theme }) => theme.colors.gray600};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr { transition: background-color ${({ theme }) => theme.transitions.fast}; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.gray50}; }
  td[data-numeric], th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }

  /*
   * Cards on a phone ('cardsOnPhone'): each row a card, every cell under its column's name (its
   * 'data-label', the header row being hidden but still read by screen readers), the row's heading cell
   * (a 'th' in the body) on top, the last cell (the actions) set apart by a rule. One column; a caller
   * may lay the card out in more, where 'data-wide' cells, the heading and the actions span them all.
   * Doubled class (&&): above a caller's own cell rules, which it overrides for cards where it means to.
   */
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
      max-width: none;
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

export type TableProps = ComponentPropsWithRef<'table'> & {
  /** Accessible name of the scroll region (announced when it receives keyboard focus). */
  label?: string;
  /**
   * On phones the rows are laid out as cards (the table marked `data-cards`), and the frame around the
   * table is dropped; otherwise the table scrolls sideways.
   */
  cardsOnPhone?: boolean;
  children: ReactNode;
};

/** Data table; on narrow screens it scrolls sideways instead of squashing columns (or becomes cards). */
export function Table({ label, cardsOnPhone = false, children, ...rest }: TableProps) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={label ? 0 : undefined} $cards={cardsOnPhone}>
      <StyledTable data-cards={cardsOnPhone || undefined} {...rest}>
        {children}
      </StyledTable>
    </Scroller>
  );
}
