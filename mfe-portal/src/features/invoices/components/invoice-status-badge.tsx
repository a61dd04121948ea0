import { CUSTOMER_INVOICE_STATUS_LABELS, type InvoiceView } from '@freight/domain';
import { Badge, type BadgeTone } from '@freight/ui';

/** Overdue asks for attention, paid is done, a void invoice asks for nothing. */
const TONES: Record<InvoiceView['displayStatus'], BadgeTone> = {
  ready: 'info',
  sent: 'info',
  partially_paid: 'purple',
  paid: 'success',
  void: 'neutral',
  overdue: 'warning',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceView['displayStatus'] }) {
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {CUSTOMER_INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
