import { formatCalendarDate, INVOICE_MESSAGES, type InvoiceView } from '@freight/domain';
import { deliveredShipment, invoiceOfShipment, PDF_FILE, readyInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { binary, pdfImages, pdfPages, pdfSaying, pngImage } from '../../test/pdf-files';

const t = useTestApp();

let admin: Agent;
let customer: Agent;
let other: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
  const second = await t.createUser({ companyName: 'Other Freight Inc' });
  other = t.agent();
  await t.signIn(other, second.user.username, second.password);
});

const upload = (url: string, file: Buffer, name: string) => admin.post(url).set('Content-Type', 'application/octet-stream').set('X-File-Name', name).send(file);

/** A delivered shipment whose proof of delivery is `pod`, and its invoice (ready). */
async function invoiceWithPod(pod: Buffer, name: string, price = '1,250.00'): Promise<InvoiceView> {
  const shipment = await deliveredShipment(admin, customer, price);
  await upload(`/api/admin/shipments/${shipment.id}/pod`, pod, name).expect(201);
  return (await invoiceOfShipment(admin, shipment.id))!;
}

/** The packet as the agent downloads it, read back page by page, and how long the API took to answer it. */
async function packetOf(agent: Agent, invoice: Pick<InvoiceView, 'id' | 'number'>) {
  const started = performance.now();
  const res = await binary(agent.get(`/api/invoices/${invoice.id}/pdf`)).expect(200);
  const ms = Math.round(performance.now() - started);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="harborline-invoice-${invoice.number ?? `draft-${invoice.id}`}.pdf"`);
  const pdf = res.body as Buffer;
  return { pages: await pdfPages(pdf), images: await pdfImages(pdf), ms, bytes: pdf.length };
}

describe('the invoice packet', () => {
  it('is the invoice with its accessorials, adjustment and credit notes, then the bill of lading, the proof of delivery page by page, and the lumper receipt', async () => {
    const pod = await pdfSaying('Delivery receipt: 4 pallets received in good order. Signed for by J. Receiver, dock 7.');
    const ready = await invoiceWithPod(pod, 'signed-pod.pdf');
    let invoice = (await admin.post(`/api/admin/invoices/${ready.id}/lines`).send({ kind: 'detention', description: 'Waited 3 hours at the consignee', amount: '225.00', version: ready.version }).expect(201)).body.invoice as InvoiceView;
    invoice = (await admin.post(`/api/admin/invoices/${ready.id}/lines`).send({ kind: 'adjustment', description: 'Loyalty discount', amount: '-50.00', version: invoice.version }).expect(201)).body.invoice as InvoiceView;
    const receipt = await pdfSaying('Capital Lumper Services receipt no. 5521: unloading, $185.00 paid by driver.');
    const lumper = `/api/admin/invoices/${ready.id}/lines/lumper?description=Unloading%20at%20Harbor%20Store&amount=185.00&version=${invoice.version}`;
    await upload(lumper, receipt, 'lumper.pdf').expect(201);
    invoice = (await admin.post(`/api/admin/invoices/${ready.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
    const note = (await admin.post(`/api/admin/invoices/${ready.id}/credit-notes`).send({ amount: '100.00', reason: 'Delivered a day late' }).expect(201)).body.creditNote;

    const { pages, ms, bytes } = await packetOf(customer, invoice);
    console.info(`invoice packet: ${pages.length} pages, ${bytes} bytes, answered in ${ms} ms`);
    expect(pages).toHaveLength(4);
    const [invoicePage, billOfLading, proofOfDelivery, lumperReceipt] = pages;
    for (const expected of [
      'Invoice number',
      invoice.number!,
      `Linehaul Shipment ${invoice.shipmentNumber}: Newark, NJ to Boston, MA $1,250.00`,
      'Detention Waited 3 hours at the consignee $225.00',
      'Adjustment Loyalty discount -$50.00',
      'Lumper Unloading at Harbor Store (receipt attached) $185.00',
      'Total $1,610.00',
      'Credit notes',
      `${note.number} ${formatCalendarDate(note.issuedOn)} Delivered a day late -$100.00`,
      'Total credited -$100.00',
      'Balance due $1,510.00',
    ]) {
      expect(invoicePage).toContain(expected);
    }
    expect(billOfLading).toContain('Straight Bill of Lading');
    expect(billOfLading).toContain(`Shipment ${invoice.shipmentNumber}`);
    expect(billOfLading).toContain('Acme Plant');
    expect(proofOfDelivery).toContain('Signed for by J. Receiver, dock 7.');
    expect(lumperReceipt).toContain('Capital Lumper Services receipt no. 5521');

    // Staff download the same packet.
    expect((await packetOf(admin, invoice)).pages).toEqual(pages);
  });

  it('puts an image proof of delivery and an image receipt on pages of their own, headed by what they are', async () => {
    const ready = await invoiceWithPod(pngImage(1200, 1600), 'pod photo.png');
    // A screenshot of the receipt, with transparency.
    await upload(`/api/admin/invoices/${ready.id}/lines/lumper?description=Lumper%20at%20pickup&amount=95&version=${ready.version}`, pngImage(60, 40, 6), 'receipt.png').expect(201);
    // Staff's packet of a ready invoice: a draft, the same documents.
    const { pages, images } = await packetOf(admin, ready);
    expect(pages).toHaveLength(4);
    expect(images).toEqual([
      { page: 3, type: 'image', width: 1200, height: 1600 },
      { page: 4, type: 'image', width: 60, height: 40 },
      { page: 4, type: 'smask', width: 60, height: 40 },
    ]);
    expect(pages[0]).toContain('DRAFT: NOT SENT');
    expect(pages[2]).toBe('Proof of delivery pod-photo.png · Harborline Freight & Logistics');
    expect(pages[3]).toBe('Lumper receipt: Lumper at pickup receipt.png · Harborline Freight & Logistics');
  });

  it('says so on its page when the proof of delivery cannot be read as a PDF, and is whole otherwise', async () => {
    const ready = await readyInvoice(admin, customer);
    const sent = (await admin.post(`/api/admin/invoices/${ready.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
    // The fixture's proof of delivery begins like a PDF but is not one.
    expect(PDF_FILE.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages } = await packetOf(customer, sent);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(sent.number!);
    expect(pages[1]).toContain('Straight Bill of Lading');
    expect(pages[2]).toContain('Proof of delivery');
    expect(pages[2]).toContain('This file could not be added to this PDF');
  });

  it('is refused to anyone but staff and the customer it was sent to (404), and before it is sent', async () => {
    const ready = await readyInvoice(admin, customer);
    expect((await customer.get(`/api/invoices/${ready.id}/pdf`).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
    const sent = (await admin.post(`/api/admin/invoices/${ready.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
    expect((await other.get(`/api/invoices/${sent.id}/pdf`).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
    expect((await t.agent().get(`/api/invoices/${sent.id}/pdf`).expect(401)).body.message).toBe('Authentication required');
  });
});
