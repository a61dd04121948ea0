import styled from 'styled-components';
import { COST_SOURCE_LABELS, formatCents, formatMarginPercent, REPORT_TEXTS, REVENUE_SOURCE_LABELS } from '@freight/domain/billing';
import { useGetShipmentMarginQuery } from '../api/shipment-margin-api';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.gray600};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Loss = styled.strong`
  color: ${({ theme }) => theme.colors.red700};
`;

/** Staff's money on the load: what the customer pays, what the carrier is paid, and the margin, each with where it comes from. */
export function ShipmentMargin({ id }: { id: number }) {
  const { data: margin } = useGetShipmentMarginQuery(id);
  if (!margin) return null;
  const marginText = margin.marginCents === null ? null : `${formatCents(margin.marginCents)} (${formatMarginPercent(margin.marginPercent ?? 0)})`;
  return (
    <Section aria-labelledby="shipment-margin-heading">
      <h3 id="shipment-margin-heading">{REPORT_TEXTS.loadMoneyTitle}</h3>
      <Figures>
        <div>
          <dt>{REPORT_TEXTS.revenue}</dt>
          <dd>
            {margin.revenueCents === null ? '—' : formatCents(margin.revenueCents)}
            {margin.revenueSource && <small>{REVENUE_SOURCE_LABELS[margin.revenueSource]}</small>}
          </dd>
        </div>
        <div>
          <dt>{REPORT_TEXTS.cost}</dt>
          <dd>
            {margin.costCents === null ? '—' : formatCents(margin.costCents)}
            {margin.costSource && <small>{COST_SOURCE_LABELS[margin.costSource]}</small>}
          </dd>
        </div>
        <div>
          <dt>{REPORT_TEXTS.margin}</dt>
          <dd>{marginText === null ? '—' : margin.marginCents! < 0 ? <Loss>{marginText}</Loss> : <strong>{marginText}</strong>}</dd>
        </div>
      </Figures>
      {marginText === null && <p>{margin.revenueCents === null ? REPORT_TEXTS.noRevenue : REPORT_TEXTS.noCost}</p>}
    </Section>
  );
}
