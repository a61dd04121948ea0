import type { InvoiceView, Shipment } from '@freight/domain';
import type { Agent } from './harness';

/** What the billing tests book: a lane, a window, a party at each end. */
const party = (name: string, city: string, state: string, zip: string) => ({ name, address: { street: '1 Dock Rd', city, state, zip }, contactName: 'Pat Lee', phone: '(973) 555-0100' });
export const BOOKING = {
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  shipper: party('Acme Plant', 'Newark', 'NJ', '07105'),
  consignee: party('Harbor Store', 'Boston', 'MA', '02110'),
  commodity: 'Machine parts on pallets',
  pieces: 4,
  weight: 2500,
};

export const PDF_FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 32)]);

/** The customers's quote, priced by staff at `price` and accepted, booked and taken to Delivered by staff (no proof of delivery yet). */
export async function deliveredShipment(admin: Agent, customer: Agent, price = '1,250.00'): Promise<Shipment> {
  const quoteId = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: price }).expect(200);
  await customer.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  const shipment = (await customer.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment as Shipment;
  for (const kind of ['carrier-assigned', 'picked-up', 'in-transit', 'delivered']) {
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind, city: 'Hartford', state: 'CT' }).expect(200);
  }
  return shipment;
}

export const uploadPod = (admin: Agent, shipmentId: number) =>
  admin.post(`/api/admin/shipments/${shipmentId}/pod`).set('Content-Type', 'application/octet-stream').send(PDF_FILE).expect(201);

/** Staff's view of a shipment's invoice, found in the list of ready ones (undefined when it has none). */
export async function invoiceOfShipment(admin: Agent, shipmentId: number): Promise<InvoiceView | undefined> {
  const all = (await admin.get('/api/admin/invoices?limit=500').expect(200)).body as InvoiceView[];
  return all.find((invoice) => invoice.shipmentId === shipmentId);
}

/** A delivered shipment with its proof of delivery, and its invoice (ready to send). */
export async function readyInvoice(admin: Agent, customer: Agent, price?: string): Promise<InvoiceView> {
  const shipment = await deliveredShipment(admin, customer, price);
  await uploadPod(admin, shipment.id);
  const invoice = await invoiceOfShipment(admin, shipment.id);
  if (!invoice) throw new Error(`no invoice for shipment ${shipment.id}`);
  return invoice;
}

/** A sent invoice. */
export async function sentInvoice(admin: Agent, customer: Agent, price?: string): Promise<InvoiceView> {
  const invoice = await readyInvoice(admin, customer, price);
  return (await admin.post(`/api/admin/invoices/${invoice.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
}
