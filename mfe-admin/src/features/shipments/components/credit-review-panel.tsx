import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatEasternDateTime, type Shipment, SHIPMENT_MESSAGES } from '@freight/domain';
import { creditHoldReason } from '@freight/domain/billing';
import { errorMessage } from '@freight/platform';
import { Alert, Button, Field, Textarea } from '@freight/ui';
import { useAdminAction } from '../../../components/use-admin-action';
import { useApproveBookingMutation, useRefuseBookingMutation } from '../api/admin-shipments-api';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Decision = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

/** The decision on a booking that was held, as staff read it afterwards. */
function DecidedReview({ shipment }: { shipment: Shipment }) {
  const hold = shipment.creditHold!;
  const decision = hold.decision!;
  const verb = decision.outcome === 'approved' ? 'Approved' : 'Refused';
  return (
    <Decision>
      Credit review: {verb} by {decision.by.name} on {formatEasternDateTime(decision.at)}
      {decision.reason ? ` (${decision.reason})` : ''}. Held because: {creditHoldReason(hold)}
    </Decision>
  );
}

/**
 * A booking held past the customer's credit limit: why (the figures it was held on), and staff's
 * Approve (it is booked and goes on the board) or Refuse with a reason (it is cancelled; the customer
 * reads a plain sentence, the reason stays with staff). After the decision, who made it and when.
 */
export function CreditReviewPanel({ shipment }: { shipment: Shipment }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [approve, { isLoading: approving }] = useApproveBookingMutation();
  const [refuse, { isLoading: refusing }] = useRefuseBookingMutation();
  const run = useAdminAction();
  const hold = shipment.creditHold;
  if (shipment.status !== 'held') return hold?.decision ? <DecidedReview shipment={shipment} /> : null;

  async function approveIt() {
    setReasonError(undefined);
    const error = await run(() => approve({ id: shipment.id }).unwrap(), { success: SHIPMENT_MESSAGES.bookingApproved(shipment.number), failure: SHIPMENT_MESSAGES.approveFailed });
    setFailure(error ? errorMessage(error) : undefined);
  }

  async function refuseIt(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) return setReasonError(SHIPMENT_MESSAGES.refusalReason);
    setReasonError(undefined);
    const error = await run(() => refuse({ id: shipment.id, reason }).unwrap(), { success: SHIPMENT_MESSAGES.bookingRefused(shipment.number), failure: SHIPMENT_MESSAGES.refuseFailed });
    setFailure(error ? errorMessage(error) : undefined);
  }

  return (
    <Section aria-labelledby="credit-review-heading">
      <h3 id="credit-review-heading">Credit review</h3>
      <Alert tone="warning" title={SHIPMENT_MESSAGES.heldForStaff}>
        {hold && <p>{creditHoldReason(hold)}</p>}
        <p>The load is not on the board and the customer has no confirmation yet.</p>
      </Alert>
      <Form onSubmit={(e) => void refuseIt(e)} aria-label="Credit review" noValidate>
        <Field label="Reason for refusing (staff only)" hint="The customer is told only that the booking could not be confirmed." error={reasonError}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
        </Field>
        {failure && <Alert tone="danger" title={failure} />}
        <Actions>
          <Button type="button" variant="accent" loading={approving} disabled={refusing} onClick={() => void approveIt()}>
            Approve booking
          </Button>
          <Button type="submit" variant="danger" loading={refusing} disabled={approving}>
            Refuse booking
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
