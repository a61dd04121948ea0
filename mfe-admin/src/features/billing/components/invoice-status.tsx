import type { InvoiceView } from '@freight/domain';
import { type InvoiceDisplayStatus, INVOICE_STATUS_LABELS } from '@freight/domain/billing';
import { Badge, type BadgeTone } from '@freight/ui';

const TONES: Record<InvoiceDisplayStatus, BadgeTone> = {
  ready: 'info',
  sent: 'purple',
  partially_paid: 'warning',
  paid: 'success',
  void: 'neutral',
  overdue: 'danger',
};

/** Names one invoice for buttons and dialogs: its number once sent, else its shipment's. */
export const invoiceSubject = (invoice: Pick<InvoiceView, 'number' | 'shipmentNumber'>) =>
  invoice.number ? `invoice ${invoice.number}` : `invoice for shipment ${invoice.shipmentNumber}`;

/** The invoice's status, and Overdue beside it once an open invoice is past its due date. */
export function InvoiceStatus({ invoice }: { invoice: InvoiceView }) {
  return (
    <>
      <Badge tone={TONES[invoice.status]} data-status={invoice.status}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>{' '}
      {invoice.displayStatus === 'overdue' && (
        <Badge tone={TONES.overdue} data-status="overdue">
          {INVOICE_STATUS_LABELS.overdue}
        </Badge>
      )}
    </>
  );
}
