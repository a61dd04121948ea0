import { billingOf, centsOf, CUSTOMER_BILLING_MESSAGES, type InvoiceLine, invoiceLinesProblem, NET_30 } from '@freight/domain/billing';
import { logger } from '../../core/logger';
import { invoices, type StoredInvoice, type StoredShipment, users } from '../../store';
import { type Actor, sendInvoice } from './invoices.service';

/** Who sends an invoice on POD: no person, so the audit log names the setting (id 0 is no account's). */
export const INVOICE_ON_POD_SENDER: Actor = { id: 0, username: CUSTOMER_BILLING_MESSAGES.automaticSender, firstName: CUSTOMER_BILLING_MESSAGES.automaticSender, lastName: '', isAdmin: true };

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
 * Whom the invoice is billed to and on what terms: the customer's billing settings as they are now
 * (billing email, else the account's email; their payment terms), and whether it is sent at once
 * (invoice on POD). An account since deleted leaves the booking's contact, Net 30, not sent.
 */
async function billingFor(shipment: StoredShipment, customerId: number) {
  const customer = await users.find(customerId);
  const booked = shipment.customer;
  const billing = customer ? billingOf(customer) : null;
  return {
    billTo: { name: booked?.name ?? '', companyName: booked?.companyName ?? '', email: billing?.billingEmail ?? booked?.email ?? '' },
    terms: billing?.terms ?? NET_30,
    sendAtOnce: billing?.invoiceOnPod ?? false,
  };
}

/**
 * Invoice on POD: the invoice just made is sent the way staff's Send sends it (numbered, dated,
 * emailed once, in the audit log as the automatic sender). A send that fails leaves it ready for
 * staff, with a log line (`invoice.send_on_pod_failed`).
 */
async function sendOnPod(invoice: StoredInvoice): Promise<void> {
  try {
    const { invoice: sent } = await sendInvoice(INVOICE_ON_POD_SENDER, invoice.id);
    logger().info({ event: 'invoice.sent_on_pod', invoiceId: invoice.id, number: sent.number }, 'invoice sent on its proof of delivery');
  } catch (err) {
    logger().error({ err, event: 'invoice.send_on_pod_failed', invoiceId: invoice.id }, 'invoice on POD not sent; it stays ready for staff');
  }
}

/**
 * Makes the shipment's invoice, ready to send, once it is delivered and has its proof of delivery
 * (called after each of the two is saved, so whichever comes last makes it), billed by the
 * customer's settings, and sends it at once for a customer with invoice on POD. One per shipment: a
 * second call finds the first's and sends nothing. Never throws: the shipment is saved already, and
 * an invoice that could not be made is logged for staff (`invoice.not_made`, `invoice.create_failed`).
 */
export async function invoiceWhenBillable(shipment: StoredShipment): Promise<void> {
  if (!billable(shipment)) return;
  const facts = { shipmentId: shipment.id, price: shipment.price };
  let made: StoredInvoice | null = null;
  let sendAtOnce = false;
  try {
    const lines = linesOf(shipment);
    const problem = lines ? invoiceLinesProblem(lines) : 'the accepted price is not an amount';
    if (!lines || problem || shipment.userId == null) {
      logger().warn({ event: 'invoice.not_made', ...facts, problem: problem ?? 'the shipment has no customer account' }, 'delivered shipment not invoiced');
      return;
    }
    const billing = await billingFor(shipment, shipment.userId);
    const { invoice, created } = await invoices.createForShipment({
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      customerId: shipment.userId,
      billTo: billing.billTo,
      lines,
      terms: billing.terms,
    });
    if (created) {
      logger().info({ event: 'invoice.created', invoiceId: invoice.id, ...facts }, 'invoice ready to send');
      made = invoice;
      sendAtOnce = billing.sendAtOnce;
    }
  } catch (err) {
    logger().error({ err, event: 'invoice.create_failed', ...facts }, 'invoice not made; the shipment is saved');
  }
  if (made && sendAtOnce) await sendOnPod(made);
}
