import styled from 'styled-components';
import { formatLongDate, formatUsd, type Quote } from '@freight/domain';
import { Card, StatusBadge } from '@freight/ui';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  time { display: block; margin-top: 2px; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd + dt { margin-top: ${({ theme }) => theme.space[2]}; }
    dt { margin-bottom: -${({ theme }) => theme.space[2]}; }
  }
`;

/** Staff type prices as free text: format numbers as dollars and show anything else as written. */
const price = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? formatUsd(Number(text)) : text);

export function QuoteCard({ quote }: { quote: Quote }) {
  const hasEstimate = Boolean(quote.calculatedPrice && quote.originZip && quote.destinationZip);

  return (
    <Card as="article" aria-label={`${quote.serviceNeeded} quote`}>
      <Head>
        <div>
          <h2>{quote.serviceNeeded}</h2>
          <time dateTime={quote.createdAt}>{formatLongDate(quote.createdAt)}</time>
        </div>
        <StatusBadge status={quote.status} />
      </Head>
      <Details>
        <dt>Project details</dt>
        <dd>{quote.projectDetails || 'None given'}</dd>
        <dt>Phone</dt>
        <dd>{quote.phone || 'None given'}</dd>
        {hasEstimate && (
          <>
            <dt>Calculator estimate</dt>
            <dd>
              {quote.originZip} → {quote.destinationZip}
              {quote.weight && ` · ${Number(quote.weight).toLocaleString('en-US')} lbs`}
              {quote.equipmentType && ` · ${quote.equipmentType}`} · {price(quote.calculatedPrice!)}
            </dd>
          </>
        )}
        {quote.estimatedPrice && (
          <>
            <dt>Estimated price</dt>
            <dd>{price(quote.estimatedPrice)}</dd>
          </>
        )}
        {quote.adminNotes && (
          <>
            <dt>Notes from our team</dt>
            <dd>{quote.adminNotes}</dd>
          </>
        )}
      </Details>
    </Card>
  );
}
