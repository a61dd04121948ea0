import { Fragment, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { formatLongDate, formatPriceText, LANE_TEXTS, laneLines, quoteReference, weightText, type CustomerQuote as Quote } from '@freight/domain';
import { Badge, Card, StatusBadge } from '@freight/ui';
import { QuoteOffer } from './quote-offer';

const QuoteArticle = styled(Card)<{ $highlighted: boolean }>`
  scroll-margin-block: ${({ theme }) => theme.space[8]};
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border-color: ${theme.colors.blue500};
      box-shadow: 0 0 0 3px ${theme.colors.blue100};
    `}
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.blue700}; outline-offset: 2px; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

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


export function QuoteCard({ quote, highlighted = false }: { quote: Quote; highlighted?: boolean }) {
  const hasEstimate = Boolean(quote.calculatedPrice && quote.originZip && quote.destinationZip);
  const ref = useRef<HTMLElement>(null);

  // The request just sent: bring it into view and put the reader on it.
  useEffect(() => {
    if (!highlighted || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'nearest' });
    ref.current.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <QuoteArticle
      as="article"
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      $highlighted={highlighted}
      aria-label={`${quote.serviceNeeded} quote ${quoteReference(quote.id)}`}
    >
      <Head>
        <div>
          <h2>{quote.serviceNeeded}</h2>
          <time dateTime={quote.createdAt}>
            {formatLongDate(quote.createdAt)} · Reference {quoteReference(quote.id)}
          </time>
        </div>
        <Badges>
          {highlighted && <Badge tone="info">Just sent</Badge>}
          <StatusBadge status={quote.status} />
        </Badges>
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
              {quote.equipmentType && ` · ${quote.equipmentType}`} · {formatPriceText(quote.calculatedPrice!)}
            </dd>
          </>
        )}
        {!hasEstimate && quote.originZip && quote.destinationZip && !quote.lane?.origin && (
          <>
            <dt>Lane</dt>
            <dd>
              {quote.originZip} → {quote.destinationZip}
            </dd>
          </>
        )}
        {laneLines(quote).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        {!hasEstimate && quote.weight && (
          <>
            <dt>Weight</dt>
            <dd>{weightText(quote.weight)}</dd>
          </>
        )}
        {!hasEstimate && quote.equipmentType && (
          <>
            <dt>Equipment</dt>
            <dd>{quote.equipmentType}</dd>
          </>
        )}
        {quote.freightClass && (
          <>
            <dt>About the class</dt>
            <dd>{LANE_TEXTS.classCaveat}</dd>
          </>
        )}
        {quote.estimatedPrice && (
          <>
            <dt>Estimated price</dt>
            <dd>{formatPriceText(quote.estimatedPrice)}</dd>
          </>
        )}
        {quote.customerMessage && (
          <>
            <dt>Message from our team</dt>
            <dd>{quote.customerMessage}</dd>
          </>
        )}
      </Details>
      <QuoteOffer quote={quote} />
    </QuoteArticle>
  );
}
