import { SHIPMENT_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { logger } from '../../core/logger';
import type { CreditHoldRecord, ShipmentEventRecord, StoredShipment } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { shipmentBookedMail } from '../mail/mail-requests';
import { refusedBookingMail } from './credit-review-mail';
import { type Actor, findShipment, saveShipment, trackingPathOf } from './shipments.service';

type Staff = Actor & { username: string };

const nameOf = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim();
const source = (id: number) => ({ collection: 'shipments', id }) as const;

/** A booking waiting for its credit review, or 404 / 409 (not held: approved, refused or never held). */
async function heldBooking(id: number): Promise<StoredShipment> {
  const shipment = await findShipment(id);
  if (shipment.status !== 'held') throw new ApiError(409, SHIPMENT_MESSAGES.notHeld);
  return shipment;
}

const decided = (hold: CreditHoldRecord | null | undefined, decision: NonNullable<CreditHoldRecord['decision']>): CreditHoldRecord | null =>
  hold ? { ...hold, decision } : null;

const figuresOf = (shipment: StoredShipment) => ({ number: shipment.number, openCents: shipment.creditHold?.openCents, loadCents: shipment.creditHold?.loadCents, limitCents: shipment.creditHold?.limitCents });

/**
 * Staff approve a held booking: it is booked as any other (on the load board, the Booked emails to the
 * customer, the quotes desk and the consignee, with the tracking link made at booking). Saved at the
 * version read, so of two decisions at once one wins and the other is a 409.
 */
export async function approveBooking(actor: Staff, id: number): Promise<StoredShipment> {
  const shipment = await heldBooking(id);
  const now = new Date();
  const approved: StoredShipment = { ...shipment, status: 'booked', creditHold: decided(shipment.creditHold, { outcome: 'approved', at: now, by: { userId: actor.id, name: nameOf(actor) } }) };
  const mail = shipmentBookedMail(approved, trackingPathOf(approved) ?? undefined);
  const saved = await saveShipment(approved, mail);
  await releaseOutbox(source(id), mail);
  await recordAudit({ actor, action: 'approve-booking', entity: 'shipment', entityId: id, before: { status: 'held', ...figuresOf(shipment) }, after: { status: saved.status } });
  logger().info({ event: 'shipment.booking_approved', shipmentId: id, userId: actor.id }, 'held booking approved');
  return saved;
}

/**
 * Staff refuse a held booking, saying why: it is cancelled, and the customer reads (and is emailed) a
 * plain sentence; staff's reason stays with the credit review and the audit log.
 */
export async function refuseBooking(actor: Staff, id: number, reason: string): Promise<StoredShipment> {
  const shipment = await heldBooking(id);
  const now = new Date();
  const cancelled: ShipmentEventRecord = { kind: 'cancelled', at: now, location: null, note: SHIPMENT_MESSAGES.refusedForCustomer, recordedBy: { role: 'staff', userId: actor.id, name: nameOf(actor) } };
  const refused: StoredShipment = {
    ...shipment,
    status: 'cancelled',
    cancelReason: SHIPMENT_MESSAGES.refusedForCustomer,
    events: [...shipment.events, cancelled],
    creditHold: decided(shipment.creditHold, { outcome: 'refused', at: now, by: { userId: actor.id, name: nameOf(actor) }, reason: reason.trim() }),
  };
  const mail = refusedBookingMail(refused);
  const saved = await saveShipment(refused, mail);
  await releaseOutbox(source(id), mail);
  await recordAudit({ actor, action: 'refuse-booking', entity: 'shipment', entityId: id, before: { status: 'held', ...figuresOf(shipment) }, after: { status: saved.status, reason: reason.trim() } });
  logger().info({ event: 'shipment.booking_refused', shipmentId: id, userId: actor.id }, 'held booking refused');
  return saved;
}
