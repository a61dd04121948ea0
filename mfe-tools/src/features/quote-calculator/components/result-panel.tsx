import styled from 'styled-components';
import { formatUsd } from '@freight/domain';
import { CalculatorIcon, Card, EmptyState, Spinner, VisuallyHidden } from '@freight/ui';
import type { Estimate } from '../hooks/use-quote-calculator';
import { QuoteResult } from './quote-result';

const Column = styled.div`
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

const Calculating = styled(Card)`
  align-items: center;
  justify-content: center;
  min-height: 320px;
  text-align: center;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ResultPanelProps {
  calculating: boolean;
  estimate: Estimate | null;
}

/** Right-hand column: what to do first, then the calculating state, then the estimate. */
export function ResultPanel({ calculating, estimate }: ResultPanelProps) {
  let content;
  if (calculating) {
    content = (
      <Calculating padding="lg">
        <Spinner size="lg" label="Calculating your estimate" showLabel />
        <Hint>Checking distance, weight and service rates…</Hint>
      </Calculating>
    );
  } else if (estimate) {
    content = <QuoteResult estimate={estimate} />;
  } else {
    content = (
      <EmptyState
        icon={<CalculatorIcon />}
        title="Your estimate will appear here"
        description="Enter the origin and destination ZIP codes, the weight, and choose a service and cargo type. Then press Calculate Quote for an instant price and delivery window."
      />
    );
  }

  return (
    <Column>
      {content}
      <VisuallyHidden role="status">{!calculating && estimate ? `Estimate ready: ${formatUsd(estimate.result.totalCost)}` : ''}</VisuallyHidden>
    </Column>
  );
}
