import { centsOf } from '@freight/domain/billing';
import { logger } from '../../core/logger';
import { carrierPaySettings, payables, type StoredShipment } from '../../store';
import { documentsCompleteOf, refreshed } from './payable-facts';

/** A load is owed to its carrier once delivered under a rate confirmation the carrier signed. */
const owed = (shipment: StoredShipment) => (shipment.status === 'delivered' || shipment.status === 'completed') && Boolean(shipment.award?.signedAt);

const laneOf = (s: StoredShipment) => `${s.origin.city}, ${s.origin.state} to ${s.destination.city}, ${s.destination.state}`;

/**
 * Makes the carrier's payable when a shipment with a signed award is delivered, at the rate
 * confirmation's amount and the standard terms of today's settings (status Delivered, or Ready to
 * pay once everything is in); on a later save of the shipment (its proof of delivery) it records
 * that the POD is in. One per shipment: a second call finds the first's. Never throws: the
 * shipment is saved already, and a payable that could not be made is logged for staff
 * (`payable.not_made`, `payable.create_failed`).
 */
export async function payableWhenDelivered(shipment: StoredShipment): Promise<void> {
  if (!owed(shipment)) return;
  const award = shipment.award!;
  const facts = { shipmentId: shipment.id, carrierId: award.carrierId, rate: award.rate };
  try {
    const podReceived = Boolean(shipment.pod);
    const existing = await payables.findForShipment(shipment.id);
    if (existing) {
      if (existing.podReceived === podReceived) return;
      await payables.save(await refreshed({ ...existing, podReceived }));
      logger().info({ event: 'payable.pod_received', payableId: existing.id, ...facts }, 'proof of delivery recorded on the payable');
      return;
    }
    const rateConfirmationCents = centsOf(award.rate);
    if (rateConfirmationCents === null || rateConfirmationCents <= 0) {
      logger().warn({ event: 'payable.not_made', ...facts, problem: 'the rate confirmation is not an amount' }, 'delivered load not set up for carrier pay');
      return;
    }
    const { carrierTermsDays } = await carrierPaySettings.get();
    const { payable, created } = await payables.createForShipment({
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      carrierId: award.carrierId,
      carrierName: award.carrierName,
      lane: laneOf(shipment),
      rateConfirmationCents,
      podReceived,
      documentsComplete: await documentsCompleteOf(award.carrierId),
      terms: { kind: 'net', days: carrierTermsDays },
      status: 'delivered',
    });
    if (created) logger().info({ event: 'payable.created', payableId: payable.id, ...facts }, 'carrier payable made');
  } catch (err) {
    logger().error({ err, event: 'payable.create_failed', ...facts }, 'carrier payable not made or updated; the shipment is saved');
  }
}
