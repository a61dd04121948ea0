import { useId } from 'react';
import styled from 'styled-components';
import { formatUsd, groupThousands, type PriceSuggestion, SUGGESTION_TEXTS } from '@freight/domain';
import { Button } from '@freight/ui';
import { InsetPanel } from '../../../components/inset-panel';
import { useGetQuoteSuggestionsQuery } from '../api/admin-quotes-api';

const Panel = InsetPanel;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function Breakdown({ s, miles, weightLbs }: { s: PriceSuggestion; miles: number; weightLbs: number }) {
  return (
    <Lines aria-label={`Breakdown for ${s.carrierName}`}>
      <dt>Base rate</dt>
      <dd>{formatUsd(s.base)}</dd>
      <dt>{`Per mile × ${groupThousands(miles)} road miles`}</dt>
      <dd>{formatUsd(s.mileage)}</dd>
      <dt>{`Per pound × ${groupThousands(weightLbs)} lbs`}</dt>
      <dd>{formatUsd(s.weightCharge)}</dd>
      <dt>{s.minimumApplied ? `Carrier charge (minimum ${formatUsd(s.minimumCharge)} applies)` : 'Carrier charge'}</dt>
      <dd>{formatUsd(s.carrierCharge)}</dd>
      {s.accessorials.map((a) => (
        <div key={a.name} style={{ display: 'contents' }}>
          <dt>{a.name}</dt>
          <dd>{formatUsd(a.price)}</dd>
        </div>
      ))}
      <dt>{`Margin ${s.marginPercent} %`}</dt>
      <dd>{formatUsd(s.margin)}</dd>
      <dt>
        <Strong>Suggested price</Strong>
      </dt>
      <dd>
        <Strong>{formatUsd(s.suggestedPrice)}</Strong>
      </dd>
    </Lines>
  );
}

/**
 * Staff's price suggestion in the quote dialog: for each active carrier rate of the quote's
 * service, the rate applied to the lane with its breakdown, and "Apply" into the price field.
 */
export function PriceSuggestions({ quoteId, onApply }: { quoteId: number; onApply: (price: string) => void }) {
  const headingId = useId();
  const { data, isLoading, isError } = useGetQuoteSuggestionsQuery(quoteId);
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{SUGGESTION_TEXTS.heading}</Heading>
      {isLoading ? (
        <Muted role="status">Loading suggestions…</Muted>
      ) : isError || !data ? (
        <Muted role="status">Suggestions are not available right now.</Muted>
      ) : data.unavailable ? (
        <Muted>{data.unavailable}</Muted>
      ) : (
        <>
          <Muted>
            {`${data.serviceLabel} rates on ${groupThousands(data.miles!)} estimated road miles and ${groupThousands(data.weightLbs!)} lbs, margin ${data.marginPercent} % (Pricing tab). Cheapest first.`}
          </Muted>
          {data.suggestions.map((s) => (
            <Card key={s.rateId} aria-label={`Suggestion from ${s.carrierName}`}>
              <Top>
                <Strong>{s.carrierName}</Strong>
                <Button size="sm" variant="outline" onClick={() => onApply(s.suggestedPrice.toFixed(2))} aria-label={`Apply ${formatUsd(s.suggestedPrice)} from ${s.carrierName}`}>
                  {`${SUGGESTION_TEXTS.apply} ${formatUsd(s.suggestedPrice)}`}
                </Button>
              </Top>
              <Breakdown s={s} miles={data.miles!} weightLbs={data.weightLbs!} />
            </Card>
          ))}
        </>
      )}
    </Panel>
  );
}
