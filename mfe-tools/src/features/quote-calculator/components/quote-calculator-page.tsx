import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Button, MailIcon, PageFrame, SectionHeading } from '@freight/ui';
import { Link } from 'react-router-dom';
import { useQuoteCalculator } from '../hooks/use-quote-calculator';
import { CalculatorForm } from './calculator-form';
import { ResultPanel } from './result-panel';
import { TrustBadges } from './trust-badges';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space[8]};
  & > header { margin-bottom: 0; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** /quote-calculator: the instant estimate is computed in the browser; only the lane's miles and transit time are asked of the API. */
export function QuoteCalculatorPage() {
  const { values, setValue, errors, canSubmit, calculating, estimate, calculate } = useQuoteCalculator();

  return (
    <PageFrame
      back={{ to: PATHS.home, label: 'Back to Home' }}
      actions={
        <Button as={Link} to={PATHS.emails} variant="inverse" size="sm" leftIcon={<MailIcon />}>
          Email Directory
        </Button>
      }
    >
      <Intro>
        <SectionHeading
          level={1}
          align="left"
          eyebrow="Instant estimate"
          title="Instant Quote Calculator"
          description="Price a shipment in seconds: enter the route, weight, service and cargo type. No account needed, and nothing is sent until you book."
        />
        <TrustBadges />
      </Intro>
      <Columns>
        <CalculatorForm values={values} onChange={setValue} errors={errors} canSubmit={canSubmit} calculating={calculating} onCalculate={calculate} />
        <ResultPanel calculating={calculating} estimate={estimate} />
      </Columns>
    </PageFrame>
  );
}
