import styled from 'styled-components';
import { CARRIER_PAY_TEXTS, CARRIER_PAYABLE_STATUS_LABELS, formatCalendarDate, formatCents, PAYMENT_METHOD_LABELS, type PayableView } from '@freight/domain';
import { Badge, type BadgeTone, Button } from '@freight/ui';
import { CardHeading, CardTable } from '../../../components/card-table';
import { carrierInvoiceFileUrl } from '../api/carrier-pay-api';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.gray600};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const TONES: Record<PayableView['status'], BadgeTone> = { delivered: 'warning', ready: 'info', scheduled: 'purple', paid: 'success' };

/** What the carrier may do now: the same rules the API applies (its invoice and quick pay until the payable is scheduled). */
export function carrierActionsOf(payable: PayableView): ('invoice' | 'quickPay')[] {
  const open = payable.status === 'delivered' || payable.status === 'ready';
  return [...(open && !payable.carrierInvoice ? (['invoice'] as const) : []), ...(open && !payable.quickPay ? (['quickPay'] as const) : [])];
}

/** The pay date: the one scheduled, the last payment's once paid, else when it is expected. */
function payDateText(payable: PayableView): string {
  if (payable.status === 'paid') return formatCalendarDate(payable.payments.at(-1)?.paidOn ?? payable.payDate);
  const date = payable.payDate ?? payable.expectedPayDate;
  return date ? `${formatCalendarDate(date)}${payable.payDate ? '' : ' (expected)'}` : 'Once we have your invoice';
}

const COLUMNS = ['Lane', 'Amount', 'Status', 'Pay date', CARRIER_PAY_TEXTS.quickPayFee, 'Payments', 'Actions'] as const;
const NUMERIC = new Set<string>(['Amount', CARRIER_PAY_TEXTS.quickPayFee]);

export interface PayTableProps {
  payables: readonly PayableView[];
  onInvoice: (payable: PayableView) => void;
  onQuickPay: (payable: PayableView) => void;
}

export function PayTableView({ payables, onInvoice, onQuickPay }: PayTableProps) {
  return (
    <CardTable label="Your pay" cardsOnPhone>
      <thead>
        <tr>
          <th scope="col">Load</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" data-numeric={NUMERIC.has(column) || undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payables.map((payable) => (
          <PayRow key={payable.id} payable={payable} onInvoice={onInvoice} onQuickPay={onQuickPay} />
        ))}
      </tbody>
    </CardTable>
  );
}

function PayRow({ payable, onInvoice, onQuickPay }: { payable: PayableView } & Omit<PayTableProps, 'payables'>) {
  const actions = carrierActionsOf(payable);
  const load = payable.shipmentNumber;
  return (
    <tr>
      <CardHeading scope="row">{load}</CardHeading>
      <td data-label="Lane" data-wide>
        {payable.lane}
      </td>
      <td data-label="Amount" data-numeric>
        {formatCents(payable.amountCents)}
        <Lines>
          {payable.netCents !== payable.amountCents && <li>{`You receive ${formatCents(payable.netCents)}`}</li>}
          {payable.paidCents > 0 && payable.balanceCents > 0 && <li>{`${formatCents(payable.balanceCents)} still to pay`}</li>}
        </Lines>
      </td>
      <td data-label="Status">
        <Badge tone={TONES[payable.status]} data-status={payable.status}>
          {CARRIER_PAYABLE_STATUS_LABELS[payable.status]}
        </Badge>
        {payable.waitingFor.length > 0 && (
          <Lines aria-label={`Load ${load} is waiting for`}>
            {payable.waitingFor.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Lines>
        )}
      </td>
      <td data-label="Pay date">{payDateText(payable)}</td>
      <td data-label={CARRIER_PAY_TEXTS.quickPayFee} data-numeric>
        {payable.quickPay ? `${formatCents(payable.quickPay.feeCents)} (${payable.quickPay.feePercent}%)` : '—'}
      </td>
      <td data-label="Payments" data-wide>
        {payable.payments.length ? (
          <Lines aria-label={`Payments for load ${load}`}>
            {payable.payments.map((p) => (
              <li key={p.reference}>{`${formatCalendarDate(p.paidOn)}: ${formatCents(p.amountCents)} by ${PAYMENT_METHOD_LABELS[p.method]}, ref. ${p.reference}`}</li>
            ))}
          </Lines>
        ) : (
          CARRIER_PAY_TEXTS.noPayments
        )}
      </td>
      <td data-wide>
        <Actions>
          {actions.includes('invoice') && (
            <Button size="sm" onClick={() => onInvoice(payable)} aria-label={`${CARRIER_PAY_TEXTS.submitInvoice} for load ${load}`}>
              {CARRIER_PAY_TEXTS.submitInvoice}
            </Button>
          )}
          {actions.includes('quickPay') && (
            <Button size="sm" variant="outline" onClick={() => onQuickPay(payable)} aria-label={`${CARRIER_PAY_TEXTS.requestQuickPay} for load ${load}`}>
              {CARRIER_PAY_TEXTS.requestQuickPay}
            </Button>
          )}
          {payable.carrierInvoice?.file && (
            <Button as="a" size="sm" variant="ghost" href={carrierInvoiceFileUrl(payable.id)} download aria-label={`Your invoice ${payable.carrierInvoice.number} for load ${load}`}>
              {`Invoice ${payable.carrierInvoice.number}`}
            </Button>
          )}
          {payable.carrierInvoice && !payable.carrierInvoice.file && <span>{`Invoiced as ${payable.carrierInvoice.number}`}</span>}
        </Actions>
      </td>
    </tr>
  );
}
