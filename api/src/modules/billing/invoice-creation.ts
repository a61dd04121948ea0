import { centsOf, type InvoiceLine, invoiceLinesProblem, NET_30 } from '@freight/domain/billing';
import { logger } from '../../core/logger';
import { invoices, type StoredShipment } from '../../store';

/** A shipment is billed once it is delivered and its proof of delivery is on file. */
const billable = (shipment: StoredShipment) => (shipment.status === 'delivered' || shipment.status === 'completed') && Boolean(shipment.pod);

/** The linehaul at the price the customer accepted (the quote's price, kept on the shipment as text). */
function linesOf(shipment: StoredShipment): InvoiceLine[] | null {
  const amountCents = centsOf(shipment.price);
  if (amountCents === null) return null;
  const lane = `${shipment.origin.city}, ${shipment.origin.state} to ${shipment.destination.city}, ${shipment.destination.state}`;
  return [{ kind: 'linehaul', description: `Shipment ${shipment.number}: ${lane}`, amountCents }];
}

/**
 * Makes the shipment's invoice, ready to send, once it is delivered and has its proof of delivery
 * (called after each of the two is saved, so whichever comes last makes it). One per shipment: a
 * second call finds the first's. Never throws: the shipment is saved already, and an invoice that
 * could not be made is logged for staff (`invoice.not_made`, `invoice.create_failed`).
 */
export async function invoiceWhenBillable(shipment: StoredShipment): Promise<void> {
  if (!billable(shipment)) return;
  const facts = { shipmentId: shipment.id, price: shipment.price };
  try {
    const lines = linesOf(shipment);
    const problem = lines ? invoiceLinesProblem(lines) : 'the accepted price is not an amount';
    if (!lines || problem || shipment.userId == null) {
      logger().warn({ event: 'invoice.not_made', ...facts, problem: problem ?? 'the shipment has no customer account' }, 'delivered shipment not invoiced');
      return;
    }
    const { invoice, created } = await invoices.createForShipment({
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      customerId: shipment.userId,
      billTo: { name: shipment.customer?.name ?? '', companyName: shipment.customer?.companyName ?? '', email: shipment.customer?.email ?? '' },
      lines,
      terms: NET_30,
    });
    if (created) logger().info({ event: 'invoice.created', invoiceId: invoice.id, ...facts }, 'invoice ready to send');
  } catch (err) {
    logger().error({ err, event: 'invoice.create_failed', ...facts }, 'invoice not made; the shipment is saved');
  }
}
