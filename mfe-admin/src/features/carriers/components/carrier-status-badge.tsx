import { CARRIER_STATUS_LABELS, type CarrierStatus } from '@freight/domain';
import { Badge, type BadgeTone } from '@freight/ui';

const TONES: Record<CarrierStatus, BadgeTone> = { pending: 'warning', verified: 'success', suspended: 'danger' };

export function CarrierStatusBadge({ status = 'pending' }: { status?: CarrierStatus }) {
  return <Badge tone={TONES[status]}>{CARRIER_STATUS_LABELS[status]}</Badge>;
}
