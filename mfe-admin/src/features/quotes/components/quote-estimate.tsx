import styled from 'styled-components';
import { formatUsd, laneLines, type Quote } from '@freight/domain';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

/** A dt/dd pair that leaves the grid layout to the list. */
const Pair = styled.div`
  display: contents;
`;

const FIELDS: ReadonlyArray<[keyof Quote, string]> = [
  ['originZip', 'Origin ZIP'],
  ['destinationZip', 'Destination ZIP'],
  ['weight', 'Weight (lbs)'],
  ['distance', 'ZIP difference (calculator)'],
  ['equipmentType', 'Equipment'],
  ['calculatedPrice', 'Calculator estimate'],
];

const money = (amount: string) => (Number.isFinite(Number(amount)) ? formatUsd(Number(amount)) : amount);

/** The lane and the calculator's figures on a quote (from its lane fields or "Book This Shipment"); nothing when there are none. */
export function QuoteEstimate({ quote }: { quote: Quote }) {
  // The distance is the calculator's (a lane typed into a form has its road miles below instead).
  // The ZIP codes are in the Lane line, with their places, when the quote has them.
  const placed = Boolean(quote.lane?.origin);
  const shown = (key: keyof Quote) => (key === 'distance' ? Boolean(quote.calculatedPrice) : key === 'originZip' || key === 'destinationZip' ? !placed : true);
  const present = FIELDS.filter(([key]) => quote[key] !== undefined && quote[key] !== null && quote[key] !== '' && shown(key));
  const lane = laneLines(quote);
  if (!present.length && !lane.length) return null;
  return (
    <List aria-label={`Calculator estimate for quote ${quote.id}`}>
      {present.map(([key, label]) => (
        <Pair key={key}>
          <dt>{label}</dt>
          <dd>{key === 'calculatedPrice' ? money(String(quote[key])) : String(quote[key])}</dd>
        </Pair>
      ))}
      {lane.map(([label, value]) => (
        <Pair key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Pair>
      ))}
    </List>
  );
}
