import styled from 'styled-components';
import {
  type BoardLoad,
  BOARD_SORT_LABELS,
  type BoardSort,
  formatBoardMiles,
  formatCalendarDate,
  formatLane,
  formatLoadWindow,
  formatPriceText,
  formatRatePerMile,
  formatWeightLbs,
  type SortDirection,
} from '@freight/domain';
import { Button, Table, VisuallyHidden } from '@freight/ui';
import { LoadItem, LoadList } from './load-list';

export interface BoardLoadsProps {
  loads: BoardLoad[];
  sort: BoardSort;
  direction: SortDirection;
  onSort: (by: BoardSort) => void;
  onBook: (load: BoardLoad) => void;
  onOffer: (load: BoardLoad) => void;
  /** The load a Book now is being sent for. */
  bookingId?: number;
}

const deadheadText = (load: BoardLoad) => (load.deadheadMiles === null ? '—' : formatBoardMiles(load.deadheadMiles));

function LoadActions({ load, onBook, onOffer, bookingId }: Pick<BoardLoadsProps, 'onBook' | 'onOffer' | 'bookingId'> & { load: BoardLoad }) {
  return (
    <>
      {load.postedRate && (
        <Button size="sm" onClick={() => onBook(load)} loading={bookingId === load.id} aria-label={`Book now ${load.number} at ${formatPriceText(load.postedRate)}`}>
          Book now
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => onOffer(load)} aria-label={`Make an offer on ${load.number}`}>
        {load.postedRate ? 'Offer' : 'Make an offer'}
      </Button>
    </>
  );
}

const Dense = styled.div`
  td, th { padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]}; }
  td small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  td[data-numeric], td:last-child { white-space: nowrap; }
  td:last-child button + button { margin-left: ${({ theme }) => theme.space[2]}; }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: 4px;
  align-items: center;
  text-transform: inherit;
  letter-spacing: inherit;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

const ARROWS: Record<SortDirection, string> = { asc: '▲', desc: '▼' };

function SortHeader({ by, sort, direction, onSort, numeric }: Pick<BoardLoadsProps, 'sort' | 'direction' | 'onSort'> & { by: BoardSort; numeric?: boolean }) {
  const active = by === sort;
  return (
    <th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'} data-numeric={numeric || undefined}>
      <SortButton type="button" onClick={() => onSort(by)}>
        {BOARD_SORT_LABELS[by]}
        <span aria-hidden="true">{active ? ARROWS[direction] : '↕'}</span>
      </SortButton>
    </th>
  );
}

/** At desktop: one dense row per load, sorted by the column headers, the way DAT and Truckstop list loads. */
export function BoardTable({ loads, sort, direction, onSort, ...actions }: BoardLoadsProps) {
  const header = { sort, direction, onSort };
  return (
    <Dense>
      <Table label="Open loads">
        <thead>
          <tr>
            <SortHeader by="pickup" {...header} />
            <th scope="col">Lane</th>
            <th scope="col">Trailer</th>
            <SortHeader by="miles" numeric {...header} />
            <th scope="col" data-numeric>
              Deadhead
            </th>
            <th scope="col" data-numeric>
              Weight
            </th>
            <SortHeader by="rate" numeric {...header} />
            <SortHeader by="rpm" numeric {...header} />
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {loads.map((load) => (
            <tr key={load.id}>
              <td>
                {formatCalendarDate(load.pickupWindow.date)}
                <small>
                  {load.pickupWindow.from}–{load.pickupWindow.to} ET
                </small>
              </td>
              <td>
                {formatLane(load)}
                <small>{load.number}</small>
              </td>
              <td>{load.trailerType}</td>
              <td data-numeric>{formatBoardMiles(load.miles)}</td>
              <td data-numeric>{deadheadText(load)}</td>
              <td data-numeric>{formatWeightLbs(load.weight)}</td>
              <td data-numeric>{load.postedRate ? formatPriceText(load.postedRate) : '—'}</td>
              <td data-numeric>{formatRatePerMile(load.ratePerMile)}</td>
              <td>
                <LoadActions load={load} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Dense>
  );
}

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** On a phone: one card per load, in the order chosen above them. */
export function BoardCards({ loads, ...actions }: Omit<BoardLoadsProps, 'sort' | 'direction' | 'onSort'>) {
  return (
    <LoadList aria-label="Open loads">
      {loads.map((load) => (
        <LoadItem key={load.id}>
          <h2>{formatLane(load)}</h2>
          <p>
            {load.number} · {load.trailerType} · {formatWeightLbs(load.weight)}
          </p>
          <p>
            {formatBoardMiles(load.miles)} · Deadhead {deadheadText(load)}
          </p>
          <p>Pickup {formatLoadWindow(load.pickupWindow)}</p>
          <p>Delivery {formatLoadWindow(load.deliveryWindow)}</p>
          <p>
            {load.postedRate ? (
              <>
                Posted rate <strong>{formatPriceText(load.postedRate)}</strong> · {formatRatePerMile(load.ratePerMile)}
              </>
            ) : (
              'No posted rate: make an offer'
            )}
          </p>
          <CardActions>
            <LoadActions load={load} {...actions} />
          </CardActions>
        </LoadItem>
      ))}
    </LoadList>
  );
}
