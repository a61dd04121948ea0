import { creditHoldReason } from '@freight/domain/billing';
import type { OutboxEntry, ShipmentFields } from '../../store';
import { shipmentFacts } from '../mail/kinds';
import { mailRequest } from '../mail/mail-outbox';

/** A booking held for a credit review: the quotes desk is told why; the customer reads it on the page and hears once it is decided. */
export const heldBookingMail = (shipment: ShipmentFields): OutboxEntry[] =>
  shipment.creditHold ? [mailRequest('staff.booking-held', { ...shipmentFacts(shipment, 'booked'), reason: creditHoldReason(shipment.creditHold) })] : [];

/** Staff refused a held booking: the customer is told, without staff's reason. */
export const refusedBookingMail = (shipment: ShipmentFields): OutboxEntry[] =>
  shipment.customer?.email ? [mailRequest('customer.booking-refused', shipmentFacts(shipment, 'cancelled'))] : [];
