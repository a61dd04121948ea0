import { addDays } from '@freight/domain';
import { dueDateOf, NET_30 } from '@freight/domain/billing';
import { invoiceWhenBillable } from '../modules/billing/invoice-creation';
import { invoices, type StoredInvoice, type StoredShipment } from '../store';

/** Where a demo customer invoice stands; "overdue" is sent, unpaid and past its due date. */
export type DemoInvoiceStage = 'ready' | 'sent' | 'partially-paid' | 'paid' | 'overdue';

const STAFF = { userId: 3, name: 'Harborline Accounting' };

/**
 * Makes a delivered demo load's invoice as the site does (delivered with its POD), then takes it
 * to `stage` with the dates it would have had: sent the day after delivery on Net 30, numbered from
 * the year's series, paid by ACH (half, or all). Stored through the store, without email.
 */
export async function demoInvoiceAt(shipment: StoredShipment, stage: DemoInvoiceStage, deliveredOn: string): Promise<void> {
  await invoiceWhenBillable(shipment);
  const made = await invoices.findForShipment(shipment.id);
  if (!made || made.status !== 'ready' || stage === 'ready') return;
  const claimed = await invoices.claimForSending(made);
  if (!claimed) return;
  const invoiceDate = addDays(deliveredOn, 1);
  const sending = await invoices.send(claimed, Number(invoiceDate.slice(0, 4)), () => ({
    fields: { invoiceDate, dueDate: dueDateOf(invoiceDate, claimed.terms ?? NET_30), sentAt: new Date(`${invoiceDate}T15:00:00Z`) },
    mail: [],
  }));
  if (typeof sending === 'string' || stage === 'sent' || stage === 'overdue') return;
  const invoice: StoredInvoice = sending.invoice;
  const total = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const amountCents = stage === 'paid' ? total : Math.floor(total / 2);
  const receivedOn = addDays(invoiceDate, 1);
  const payment = { amountCents, receivedOn, method: 'ach' as const, reference: `ACH-${receivedOn.replace(/-/g, '')}-${invoice.id}`, recordedAt: new Date(`${receivedOn}T16:00:00Z`), recordedBy: STAFF };
  await invoices.recordPayment(invoice, payment, stage === 'paid' ? 'paid' : 'partially_paid');
}
