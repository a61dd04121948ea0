import { easternDate } from '@freight/domain';
import { CUSTOMER_BILLING_MESSAGES, dueDateOf } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { AuditLog, Invoice, InvoiceSeries, MailMessage, Shipment } from '../../store/testing';
import { deliveredShipment, invoiceOfShipment, readyInvoice, uploadPod } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';

/** The customer's billing settings when an invoice is made: where it goes, its terms, and invoice on POD. */
const t = useTestApp();

let admin: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

interface Customer {
  agent: Agent;
  id: number;
  email: string;
}

async function newCustomer(settings: object = {}): Promise<Customer> {
  const { user, password } = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  await admin.put(`/api/admin/users/${user.id}/billing`).send({ billingEmail: '', invoiceOnPod: false, termsDays: 30, creditLimit: '', ...settings }).expect(200);
  return { agent, id: user.id, email: user.email };
}

const invoiceMails = async (id: number) => {
  await backgroundWritesSettled();
  return MailMessage.find({ 'source.collection': 'invoices', 'source.id': id }).lean();
};

describe('an invoice made for a customer', () => {
  it('is billed to the billing email and on the payment terms the customer has when it is made, and keeps them', async () => {
    const customer = await newCustomer({ billingEmail: 'ap@cobol-cargo.example', termsDays: 45 });
    const invoice = await readyInvoice(admin, customer.agent, '1,250.00');
    expect(invoice).toMatchObject({ status: 'ready', billTo: { email: 'ap@cobol-cargo.example', companyName: 'Cobol Cargo LLC' }, terms: { kind: 'net', days: 45 } });

    // Changed later: the invoice already made keeps what it was made with.
    await admin.put(`/api/admin/users/${customer.id}/billing`).send({ billingEmail: 'other@cobol-cargo.example', invoiceOnPod: false, termsDays: 15, creditLimit: '' }).expect(200);
    const sent = (await admin.post(`/api/admin/invoices/${invoice.id}/send`).send({}).expect(200)).body.invoice;
    const today = easternDate();
    expect(sent).toMatchObject({ billTo: { email: 'ap@cobol-cargo.example' }, terms: { days: 45 }, invoiceDate: today, dueDate: dueDateOf(today, { kind: 'net', days: 45 }) });
    const [mail] = await invoiceMails(invoice.id);
    expect(mail).toMatchObject({ kind: 'customer.invoice-sent', to: 'ap@cobol-cargo.example' });
    expect(mail.text).toContain('Terms: Net 45');

    const next = await readyInvoice(admin, customer.agent);
    expect(next).toMatchObject({ billTo: { email: 'other@cobol-cargo.example' }, terms: { days: 15 } });
  });

  it('goes to the account email, on Net 30, for a customer without settings', async () => {
    const customer = await newCustomer();
    expect(await readyInvoice(admin, customer.agent)).toMatchObject({ billTo: { email: customer.email }, terms: { kind: 'net', days: 30 } });
  });
});

describe('invoice on POD', () => {
  it('numbers and emails the invoice when the proof of delivery comes in on a delivered shipment, with no staff action, once', async () => {
    const customer = await newCustomer({ invoiceOnPod: true, billingEmail: 'ap@cobol-cargo.example' });
    const shipment = await deliveredShipment(admin, customer.agent, '1,850.00');
    expect(await invoiceOfShipment(admin, shipment.id)).toBeUndefined();
    await uploadPod(admin, shipment.id);

    const invoice = (await invoiceOfShipment(admin, shipment.id))!;
    const today = easternDate();
    expect(invoice).toMatchObject({ status: 'sent', number: expect.stringMatching(/^INV-\d{4}-\d{6}$/), invoiceDate: today, dueDate: dueDateOf(today), totalCents: 185_000 });
    const mails = await invoiceMails(invoice.id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['customer.invoice-sent', 'ap@cobol-cargo.example']]);
    expect(await AuditLog.findOne({ entity: 'invoice', entityId: invoice.id, action: 'send' }).lean()).toMatchObject({
      actor: { id: 0, username: CUSTOMER_BILLING_MESSAGES.automaticSender },
      after: { number: invoice.number },
    });

    // A second proof of delivery and the completion find it sent: nothing more goes out.
    await uploadPod(admin, shipment.id);
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'completed' }).expect(200);
    expect(await invoiceMails(invoice.id)).toHaveLength(1);
    expect(await Invoice.countDocuments({ shipmentId: shipment.id })).toBe(1);
    // Staff's Send on it changes nothing either.
    await admin.post(`/api/admin/invoices/${invoice.id}/send`).send({}).expect(200);
    expect(await invoiceMails(invoice.id)).toHaveLength(1);
  });

  it('sends it when Delivered is recorded with the proof of delivery already on file', async () => {
    const customer = await newCustomer({ invoiceOnPod: true });
    const shipment = await deliveredShipment(admin, customer.agent);
    // Arranged: still in transit with its proof of delivery on file (a carrier's Delivered brings both at once).
    await Shipment.updateOne({ id: shipment.id }, { $set: { status: 'in-transit', deliveredAt: null, pod: { fileId: 'f'.repeat(24), name: 'pod.pdf', contentType: 'application/pdf', size: 10, sha256: 'a'.repeat(64), uploadedAt: new Date() } }, $pop: { events: 1 } });
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'delivered' }).expect(200);
    const invoice = (await invoiceOfShipment(admin, shipment.id))!;
    expect(invoice.status).toBe('sent');
    expect((await invoiceMails(invoice.id)).map((m) => m.to)).toEqual([customer.email]);
  });

  it('leaves the invoice ready for staff when the setting is off', async () => {
    const customer = await newCustomer({ invoiceOnPod: false });
    const invoice = await readyInvoice(admin, customer.agent);
    expect(invoice).toMatchObject({ status: 'ready', number: null });
    expect(await invoiceMails(invoice.id)).toEqual([]);
  });

  it('leaves the invoice ready for staff when the send fails, and staff send it as usual', async () => {
    const customer = await newCustomer({ invoiceOnPod: true });
    const shipment = await deliveredShipment(admin, customer.agent);
    // Arranged: another send holds this year's invoice numbers for the whole attempt.
    const year = easternDate().slice(0, 4);
    await InvoiceSeries.updateOne({ _id: year }, { $setOnInsert: { seq: 0 } }, { upsert: true });
    await InvoiceSeries.updateOne({ _id: year }, { $inc: { seq: 1 }, $set: { holder: { invoiceId: 999_999, at: new Date() } } });
    try {
      const res = await uploadPod(admin, shipment.id);
      expect(res.body.shipment.pod).toEqual(expect.objectContaining({ contentType: 'application/pdf' }));
    } finally {
      await InvoiceSeries.updateOne({ _id: year }, { $inc: { seq: -1 }, $set: { holder: null } });
    }
    const invoice = (await invoiceOfShipment(admin, shipment.id))!;
    expect(invoice).toMatchObject({ status: 'ready', number: null });
    expect(await invoiceMails(invoice.id)).toEqual([]);

    await admin.post(`/api/admin/invoices/${invoice.id}/send`).send({}).expect(200);
    expect(await invoiceMails(invoice.id)).toHaveLength(1);
  });
});
