import { useState } from 'react';
import styled from 'styled-components';
import { CARRIER_PAY_TEXTS, formatCents, type PayableView } from '@freight/domain';
import { errorMessage, useToast } from '@freight/platform';
import { Alert, Button, Spinner } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useGetQuickPayQuoteQuery, useRequestQuickPayMutation } from '../api/carrier-pay-api';

const Sums = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    padding-top: ${({ theme }) => theme.space[2]};
  }
`;

/**
 * Quick pay for one load: the fee and what the carrier receives, as the server works them out today,
 * before it confirms. The confirmation names the fee it was shown, so a fee that changed meanwhile
 * is refused with the new one rather than taken unseen.
 */
export function QuickPayDialog({ payable, onClose }: { payable: PayableView; onClose: () => void }) {
  const { data: quote, isLoading, error, refetch } = useGetQuickPayQuoteQuery(payable.id);
  const [request, { isLoading: isRequesting }] = useRequestQuickPayMutation();
  const [failure, setFailure] = useState<string>();
  const { toast } = useToast();

  const confirm = async () => {
    if (!quote) return;
    setFailure(undefined);
    try {
      const { message } = await request({ id: payable.id, feeCents: quote.feeCents }).unwrap();
      toast({ title: message, variant: 'success' });
      onClose();
    } catch (failed) {
      setFailure(errorMessage(failed) ?? CARRIER_PAY_TEXTS.quickPayFailed);
      void refetch();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={CARRIER_PAY_TEXTS.quickPayTitle(payable.shipmentNumber)}
      description={quote ? CARRIER_PAY_TEXTS.quickPayDetail(quote.feePercent, quote.payBy) : undefined}
      dismissible={!isRequesting}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isRequesting}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={isRequesting} disabled={!quote}>
            {CARRIER_PAY_TEXTS.quickPayConfirm}
          </Button>
        </>
      }
    >
      {failure && <Alert tone="danger" title={failure} />}
      {isLoading ? (
        <Spinner label="Working out the fee" showLabel />
      ) : error ? (
        <Alert tone="danger" title={errorMessage(error) ?? CARRIER_PAY_TEXTS.quickPayFailed} />
      ) : quote ? (
        <Sums aria-label="Quick pay">
          <dt>Amount for the load</dt>
          <dd>{formatCents(quote.amountCents)}</dd>
          <dt>{`Quick pay fee (${quote.feePercent}%)`}</dt>
          <dd>{`-${formatCents(quote.feeCents)}`}</dd>
          <dt>You receive</dt>
          <dd>{formatCents(quote.netCents)}</dd>
        </Sums>
      ) : null}
    </Dialog>
  );
}
