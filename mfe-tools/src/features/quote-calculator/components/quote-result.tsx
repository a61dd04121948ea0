import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ESTIMATE_NOTE, formatUsd } from '@freight/domain';
import { bookingPathFor, savePendingEstimate, useCurrentUser } from '@freight/platform';
import { ArrowRightIcon, Button, Card, ClockIcon, MailIcon } from '@freight/ui';
import type { Estimate } from '../hooks/use-quote-calculator';
import { detailedQuoteMailto, toQuoteEstimate } from '../utils/estimate-handoff';
import { cargoLabel, formatMultiplier, formatWeight, serviceLabel } from '../utils/estimate-labels';
import { LaneFacts } from './lane-facts';
import { Label, Note, Row, Rows, Total, TotalLabel, TotalPanel, Value } from './quote-result-styles';

const Route = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Days = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The estimate: total first, then its parts, the note, and the two next steps. */
export function QuoteResult({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate();
  const titleId = useId();
  const session = useCurrentUser();
  const { input, result } = estimate;

  // A customer books it in the portal; a visitor sends it with the public quote form, which also offers to sign in.
  const book = () => {
    savePendingEstimate(toQuoteEstimate(estimate));
    navigate(bookingPathFor(session));
  };

  return (
    <Card as="section" aria-labelledby={titleId} padding="lg" accent>
      <div>
        <h2 id={titleId}>Your Instant Estimate</h2>
        <Route>
          {input.originZip} → {input.destinationZip} · {formatWeight(input.weight)} · {serviceLabel(input.serviceType)} ·{' '}
          {cargoLabel(input.cargoType)}
        </Route>
      </div>
      <TotalPanel>
        <TotalLabel>Total Cost</TotalLabel>
        <Total>{formatUsd(result.totalCost)}</Total>
        <Days>
          <ClockIcon size={18} aria-hidden="true" />
          Estimated Delivery: {result.estimatedDays}
        </Days>
      </TotalPanel>
      <Rows>
        <Row>
          <Label>Base Rate</Label>
          <Value>{formatUsd(result.baseRate)}</Value>
        </Row>
        <Row>
          <Label>Distance Rate</Label>
          <Value>{formatUsd(result.distanceRate)}</Value>
        </Row>
        <Row>
          <Label>Weight Rate</Label>
          <Value>{formatUsd(result.weightRate)}</Value>
        </Row>
        <Row>
          <Label>Service Multiplier</Label>
          <Value>{formatMultiplier(result.serviceMultiplier)}</Value>
        </Row>
      </Rows>
      <Note>{ESTIMATE_NOTE}</Note>
      <LaneFacts estimate={estimate} />
      <Actions>
        <Button variant="accent" size="lg" fullWidth onClick={book} rightIcon={<ArrowRightIcon />}>
          Book This Shipment
        </Button>
        <Button as="a" href={detailedQuoteMailto(estimate)} variant="outline" size="lg" fullWidth leftIcon={<MailIcon />}>
          Request Detailed Quote
        </Button>
      </Actions>
    </Card>
  );
}
