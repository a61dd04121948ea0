import styled from 'styled-components';
import { formatCalendarDate, type PayableView } from '@freight/domain';
import { formatCents, PAYABLE_STATUS_LABELS } from '@freight/domain/billing';
import { Badge, type BadgeTone, Button, Checkbox } from '@freight/ui';
import { DenseTable } from '../../../../components/dense-table';
import { Muted, RowActions } from '../../../../components/list-toolbar';
import { payableInvoiceFileUrl } from '../api/admin-payables-api';

const Stack = styled.div`
  display: grid;
  gap: 2px;
  min-width: 8rem;
`;

/** A payable's row has nine columns: its two or three actions wrap, so the table fits a 1280 px screen without scrolling sideways. */
const PayableActions = styled(RowActions)`
  flex-wrap: wrap;
  max-width: 15rem;
`;

const CarrierButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.navy900};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const COLUMNS = {
  load: 'Load',
  carrier: 'Carrier',
  amount: 'Amount',
  balance: 'Balance',
  status: 'Status',
  invoice: 'Carrier invoice',
  payDate: 'Pay date',
  actions: 'Actions',
} as const;
const NUMERIC = new Set<string>([COLUMNS.amount, COLUMNS.balance]);

const TONES: Record<PayableView['status'], BadgeTone> = { delivered: 'warning', ready: 'info', scheduled: 'purple', paid: 'success' };

export type PayableAction = 'accessorial' | 'hold' | 'release' | 'schedule' | 'pay';

/** What staff may do with a payable now: the same rules the API applies. */
export function payableActionsOf(payable: PayableView): PayableAction[] {
  const actions: PayableAction[] = [];
  if (payable.status === 'delivered' || payable.status === 'ready') actions.push('accessorial');
  if (payable.status === 'ready') actions.push('schedule');
  if (payable.status === 'scheduled') actions.push('pay');
  if (payable.status !== 'paid') actions.push('hold');
  if (payable.holds.length) actions.push('release');
  return actions;
}

const BUTTONS: Record<PayableAction, { text: string; variant: 'primary' | 'outline' | 'subtleDanger' | 'ghost' }> = {
  schedule: { text: 'Schedule', variant: 'primary' },
  pay: { text: 'Record payment', variant: 'primary' },
  accessorial: { text: 'Approve accessorial', variant: 'outline' },
  hold: { text: 'Hold', variant: 'subtleDanger' },
  release: { text: 'Release hold', variant: 'outline' },
};

/** Names one payable for buttons and dialogs. */
export const payableSubject = (payable: Pick<PayableView, 'shipmentNumber'>) => `load ${payable.shipmentNumber}`;

const payDateOf = (payable: PayableView) => {
  if (payable.payDate) return formatCalendarDate(payable.payDate);
  return payable.expectedPayDate ? `${formatCalendarDate(payable.expectedPayDate)} (expected)` : '—';
};

interface PayablesTableProps {
  payables: PayableView[];
  selected: ReadonlySet<number>;
  onSelect: (payable: PayableView, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: PayableAction, payable: PayableView) => void;
  onCarrier: (payable: PayableView) => void;
}

export function PayablesTable({ payables, selected, onSelect, onSelectAll, onAction, onCarrier }: PayablesTableProps) {
  const selectable = payables.filter((p) => p.status !== 'paid');
  const allSelected = selectable.length > 0 && selectable.every((p) => selected.has(p.id));
  return (
    <DenseTable label="Payables" cardsOnPhone>
      <thead>
        <tr>
          <th>
            <Checkbox aria-label="Select every payable on this page" checked={allSelected} disabled={selectable.length === 0} onChange={(e) => onSelectAll(e.target.checked)} />
          </th>
          {Object.values(COLUMNS).map((label) => (
            <th key={label} data-numeric={NUMERIC.has(label) || undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payables.map((payable) => {
          const subject = payableSubject(payable);
          return (
            <tr key={payable.id}>
              <td>
                <Checkbox aria-label={`Select ${subject}`} checked={selected.has(payable.id)} disabled={payable.status === 'paid'} onChange={(e) => onSelect(payable, e.target.checked)} />
              </td>
              <td>
                <Stack>
                  <strong>{payable.shipmentNumber}</strong>
                  <Muted>{payable.lane}</Muted>
                </Stack>
              </td>
              <td data-label={COLUMNS.carrier}>
                <CarrierButton type="button" onClick={() => onCarrier(payable)} aria-label={`Show only ${payable.carrierName}`}>
                  {payable.carrierName}
                </CarrierButton>
              </td>
              <td data-numeric data-label={COLUMNS.amount}>
                <Stack>
                  <span>{formatCents(payable.amountCents)}</span>
                  {payable.accessorials.length > 0 && <Muted>{`incl. ${formatCents(payable.amountCents - payable.rateConfirmationCents)} accessorials`}</Muted>}
                  {payable.quickPay && <Muted>{`Quick pay ${payable.quickPay.feePercent}%: -${formatCents(payable.quickPay.feeCents)}`}</Muted>}
                </Stack>
              </td>
              <td data-numeric data-label={COLUMNS.balance}>
                {formatCents(payable.balanceCents)}
              </td>
              <td data-label={COLUMNS.status}>
                <Stack>
                  <span>
                    <Badge tone={TONES[payable.status]} data-status={payable.status}>
                      {PAYABLE_STATUS_LABELS[payable.status]}
                    </Badge>{' '}
                    {payable.quickPay && <Badge tone="purple">Quick pay</Badge>}{' '}
                    {payable.holds.length > 0 && <Badge tone="danger">On hold</Badge>}
                  </span>
                  {payable.waitingFor.map((reason) => (
                    <Muted key={reason}>{reason}</Muted>
                  ))}
                </Stack>
              </td>
              <td data-label={COLUMNS.invoice}>
                {payable.carrierInvoice ? (
                  <Stack>
                    {payable.carrierInvoice.file ? (
                      <a href={payableInvoiceFileUrl(payable.id)} download aria-label={`Carrier invoice ${payable.carrierInvoice.number} for ${subject}`}>
                        {payable.carrierInvoice.number}
                      </a>
                    ) : (
                      <span>{payable.carrierInvoice.number}</span>
                    )}
                    <Muted>{formatCalendarDate(payable.carrierInvoice.invoiceDate)}</Muted>
                  </Stack>
                ) : (
                  <Muted>Not received</Muted>
                )}
              </td>
              <td data-label={COLUMNS.payDate}>{payDateOf(payable)}</td>
              <td data-label={COLUMNS.actions}>
                <PayableActions>
                  {payableActionsOf(payable).map((action) => (
                    <Button key={action} size="sm" variant={BUTTONS[action].variant} aria-label={`${BUTTONS[action].text} on ${subject}`} onClick={() => onAction(action, payable)}>
                      {BUTTONS[action].text}
                    </Button>
                  ))}
                </PayableActions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DenseTable>
  );
}
