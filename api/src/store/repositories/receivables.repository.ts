import type { InvoiceStatus } from '@freight/domain/billing';
import type { ShipmentStatus } from '@freight/domain';
import { Invoice } from '../models/invoice.model';
import { shownMoneyAll } from '../models/money-fields';
import { Shipment } from '../models/shipment.model';
import { hiddenFields } from '../models/shown-fields';
import type { StoredInvoice } from './invoices.repository';

/** The invoices a customer still owes on, or will once sent. */
const OPEN_INVOICE_STATUSES: InvoiceStatus[] = ['ready', 'sent', 'partially_paid'];
/**
 * The confirmed shipments that may not be invoiced yet: an invoice is made only when a shipment is
 * delivered with its proof of delivery, so held, cancelled and completed ones are left out, and a
 * delivered one counts while its proof of delivery is missing (uninvoicedOf).
 */
const UNINVOICED_STATUSES: ShipmentStatus[] = ['booked', 'carrier-assigned', 'picked-up', 'in-transit', 'delivered'];

/** A shipment as open receivables read it. */
export interface ReceivableShipment {
  id: number;
  status: ShipmentStatus;
  price: string;
  pod: unknown;
}

/**
 * What a customer owes and has booked, read through the customer's keys only (`{ customerId,
 * status }` on the invoices, `{ userId, status }` on the shipments): the cost follows what is open
 * now, never the customer's history.
 */
export const receivables = {
  openInvoicesOf: (customerId: number): Promise<StoredInvoice[]> =>
    Invoice.find({ customerId, status: { $in: OPEN_INVOICE_STATUSES } }, hiddenFields(Invoice)).lean<StoredInvoice[]>().exec(),

  /** The customer's confirmed shipments with no invoice yet (a delivered one until its proof of delivery is on file). */
  async uninvoicedOf(userId: number): Promise<ReceivableShipment[]> {
    const found = shownMoneyAll(Shipment, await Shipment.find({ userId, status: { $in: UNINVOICED_STATUSES } }, { _id: 0, id: 1, status: 1, price: 1, priceCents: 1, pod: 1 }).lean<ReceivableShipment[]>().exec());
    return found.filter((shipment) => shipment.status !== 'delivered' || !shipment.pod);
  },
};
