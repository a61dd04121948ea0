import styled from 'styled-components';
import { Button } from '@freight/ui';
import { calculateQuote, calculatorServiceOf, cargoTypeOf, ESTIMATE_NOTE, formatUsd, type QuoteEstimate } from '@freight/domain';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.orange100};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  dt { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EstimateSummaryProps {
  estimate: QuoteEstimate;
  onRemove: () => void;
}

/** What the visitor saw in the calculator, recomputed here so the page never shows a stored price. */
export function EstimateSummary({ estimate, onRemove }: EstimateSummaryProps) {
  const result = calculateQuote(estimate);
  if (!result) return null;
  const service = calculatorServiceOf(estimate.serviceType)?.label;
  const cargo = cargoTypeOf(estimate.cargoType)?.label;

  return (
    <Box aria-labelledby="estimate-heading">
      <Top>
        <h3 id="estimate-heading">Estimate from the Quote Calculator</h3>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove estimate
        </Button>
      </Top>
      <Facts>
        <div><dt>Route</dt><dd>{estimate.originZip} → {estimate.destinationZip}</dd></div>
        <div><dt>Weight</dt><dd>{Number(estimate.weight).toLocaleString('en-US')} lbs</dd></div>
        <div><dt>Service</dt><dd>{service}</dd></div>
        <div><dt>Cargo</dt><dd>{cargo}</dd></div>
        <div><dt>Estimated total</dt><dd>{formatUsd(result.totalCost)}</dd></div>
        <div><dt>Transit</dt><dd>{result.estimatedDays}</dd></div>
      </Facts>
      <Note>{ESTIMATE_NOTE} It is sent with your request so our team sees what you saw.</Note>
    </Box>
  );
}
