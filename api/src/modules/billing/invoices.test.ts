import { easternDate, INVOICE_MESSAGES, type InvoiceView, type Shipment as ShipmentView } from '@freight/domain';
import { BILLING_MESSAGES, dueDateOf, invoiceNumber, parseInvoiceNumber } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { Invoice, InvoiceSeries, MailMessage, Shipment } from '../../store/testing';
import { BOOKING, deliveredShipment, invoiceOfShipment, PDF_FILE, readyInvoice, sentInvoice, uploadPod } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';

const t = useTestApp();

let admin: Agent;
let customer: Agent;
let customerId: number;
let customerEmail: string;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customerId = created.user.id;
  customerEmail = created.user.email;
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
});

const send = (id: number) => admin.post(`/api/admin/invoices/${id}/send`).send({});
const pay = (id: number, body: object) => admin.post(`/api/admin/invoices/${id}/payments`).send({ receivedOn: '2026-01-05', method: 'check', ...body });
const sequenceOf = (invoice: InvoiceView) => parseInvoiceNumber(invoice.number)!.sequence;
const stored = (id: number) => Invoice.findOne({ id }).lean();
const invoiceMails = async (id: number) => {
  await backgroundWritesSettled();
  return MailMessage.find({ 'source.collection': 'invoices', 'source.id': id }).lean();
};

describe('the invoice of a delivered shipment', () => {
  it('is made ready once the shipment is delivered and its proof of delivery is on file, and only once', async () => {
    const shipment = await deliveredShipment(admin, customer, '1,250.00');
    expect(await invoiceOfShipment(admin, shipment.id)).toBeUndefined();
    await uploadPod(admin, shipment.id);
    const invoice = (await invoiceOfShipment(admin, shipment.id))!;
    expect(invoice).toMatchObject({
      status: 'ready',
      displayStatus: 'ready',
      number: null,
      invoiceDate: null,
      dueDate: null,
      shipmentNumber: shipment.number,
      customerId,
      billTo: { name: 'Grace Hopper', companyName: 'Cobol Cargo LLC', email: customerEmail },
      lines: [{ kind: 'linehaul', description: `Shipment ${shipment.number}: Newark, NJ to Boston, MA`, amountCents: 125000 }],
      terms: { kind: 'net', days: 30 },
      totalCents: 125000,
      paidCents: 0,
      balanceCents: 125000,
      payments: [],
    });
    // A second proof of delivery and the completion find the invoice made.
    await uploadPod(admin, shipment.id);
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'completed' }).expect(200);
    expect(await Invoice.countDocuments({ shipmentId: shipment.id })).toBe(1);
    expect((await invoiceOfShipment(admin, shipment.id))!.id).toBe(invoice.id);
    expect(await invoiceMails(invoice.id)).toEqual([]);
  });

  it('is made when the assigned carrier delivers with its proof of delivery', async () => {
    const quoteId = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
    await admin.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: '1850' }).expect(200);
    await customer.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
    const shipment = (await customer.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment as ShipmentView;
    const carrierInfo = { dotNumber: '7300001', mcNumber: 'MC-730001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const created = await t.createUser({ accountType: 'carrier', companyName: 'Haulers LLC', carrierStatus: 'verified', carrierInfo } as never);
    const hauler = t.agent();
    await t.signIn(hauler, created.user.username, created.password);
    const offerId = (await hauler.post(`/api/carrier/loads/${shipment.id}/offers`).send({ amount: '1400', hours: 4 }).expect(201)).body.offer.id as number;
    await admin.post(`/api/admin/offers/${offerId}/award`).send({}).expect(200);
    await hauler.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(200);
    await hauler.post(`/api/carrier/assigned/${shipment.id}/events`).send({ kind: 'picked-up', confirmEarlyPickup: true }).expect(200);
    await hauler.post(`/api/carrier/assigned/${shipment.id}/events`).send({ kind: 'in-transit', city: 'Hartford', state: 'CT' }).expect(200);
    expect(await invoiceOfShipment(admin, shipment.id)).toBeUndefined();
    await hauler.post(`/api/carrier/assigned/${shipment.id}/delivered`).set('Content-Type', 'application/octet-stream').send(PDF_FILE).expect(201);
    expect(await invoiceOfShipment(admin, shipment.id)).toMatchObject({ status: 'ready', totalCents: 185000, customerId });
  });

  it('is made when Delivered is recorded after the proof of delivery is on file', async () => {
    const shipment = await deliveredShipment(admin, customer);
    // Arranged: a shipment still in transit whose proof of delivery is already on file (a carrier's Delivered brings both at once).
    await Shipment.updateOne({ id: shipment.id }, { $set: { status: 'in-transit', deliveredAt: null, pod: { fileId: 'f'.repeat(24), name: 'pod.pdf', contentType: 'application/pdf', size: 10, sha256: 'a'.repeat(64), uploadedAt: new Date() } }, $pop: { events: 1 } });
    expect(await invoiceOfShipment(admin, shipment.id)).toBeUndefined();
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind: 'delivered' }).expect(200);
    expect((await invoiceOfShipment(admin, shipment.id))!.status).toBe('ready');
  });

  it('does not stand in the way of the shipment when no invoice can be made', async () => {
    const shipment = await deliveredShipment(admin, customer);
    // Arranged: a price saved before prices were checked, kept as its text (no cents).
    await Shipment.updateOne({ id: shipment.id }, { $set: { price: 'Call us' }, $unset: { priceCents: 1 } });
    const res = await uploadPod(admin, shipment.id);
    expect(res.body.shipment.pod).toEqual(expect.objectContaining({ contentType: 'application/pdf' }));
    expect(await Invoice.countDocuments({ shipmentId: shipment.id })).toBe(0);
  });
});

describe('sending an invoice', () => {
  it('numbers invoices from the year\'s series in the order they are sent, dates them and emails the customer once', async () => {
    const first = await readyInvoice(admin, customer);
    const second = await readyInvoice(admin, customer, '980.50');
    const sentSecond = await send(second.id).expect(200);
    const sentFirst = await send(first.id).expect(200);
    const [a, b] = [sentSecond.body.invoice as InvoiceView, sentFirst.body.invoice as InvoiceView];
    const today = easternDate();
    expect(a.number).toMatch(new RegExp(`^INV-${today.slice(0, 4)}-\\d{6}$`));
    expect(sequenceOf(b)).toBe(sequenceOf(a) + 1);
    expect(sentFirst.body.message).toBe(INVOICE_MESSAGES.sent(b.number!));
    expect(b).toMatchObject({ status: 'sent', displayStatus: 'sent', invoiceDate: today, dueDate: dueDateOf(today), sentAt: expect.any(String), balanceCents: 125000 });

    const mails = await invoiceMails(first.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'customer.invoice-sent', to: customerEmail, replyTo: 'accounting@harborlinefreight.com' });
    expect(mails[0].subject).toContain(b.number);
    expect(mails[0].text).toContain('Amount due: $1,250.00');
    expect(mails[0].text).toContain('See your invoices: http://localhost:8080/dashboard?tab=invoices');

    // Sent again: nothing changes, nothing is sent again.
    const again = await send(first.id).expect(200);
    expect(again.body.message).toBe(INVOICE_MESSAGES.alreadySent(b.number!));
    expect(again.body.invoice).toEqual(b);
    expect(await invoiceMails(first.id)).toHaveLength(1);
  });

  it('gives concurrent sends of one invoice one number, leaves no gap after it, and emails once', async () => {
    const invoice = await readyInvoice(admin, customer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(invoice.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((r) => (r.body.invoice as InvoiceView).number));
    expect(numbers.size).toBe(1);
    expect(answers.filter((r) => r.body.message === INVOICE_MESSAGES.sent([...numbers][0]!))).toHaveLength(1);
    expect(await invoiceMails(invoice.id)).toHaveLength(1);
    const next = await sentInvoice(admin, customer);
    expect(sequenceOf(next)).toBe(sequenceOf(answers[0].body.invoice as InvoiceView) + 1);
  });

  it('numbers invoices sent at the same moment one after another, with no gap and no number twice', async () => {
    const ready = [];
    for (let i = 0; i < 4; i += 1) ready.push(await readyInvoice(admin, customer));
    const answers = await Promise.all(ready.map((invoice) => send(invoice.id).expect(200)));
    const sequences = answers.map((r) => sequenceOf(r.body.invoice as InvoiceView)).sort((a, b) => a - b);
    expect(sequences).toEqual([0, 1, 2, 3].map((i) => sequences[0] + i));
  });

  it('gives back the number of a send that died between taking it and writing it, so the series has no gap', async () => {
    const before = await sentInvoice(admin, customer);
    const invoice = await readyInvoice(admin, customer);
    const year = Number(before.number!.slice(4, 8));
    // Arranged: a send claimed the invoice and took the next number a minute ago, then its process died.
    const minuteAgo = new Date(Date.now() - 60_000);
    await Invoice.updateOne({ id: invoice.id }, { $set: { sendClaimedAt: minuteAgo }, $inc: { __v: 1 } });
    await InvoiceSeries.updateOne({ _id: String(year) }, { $inc: { seq: 1 }, $set: { holder: { invoiceId: invoice.id, at: minuteAgo } } });

    const sent = (await send(invoice.id).expect(200)).body.invoice as InvoiceView;
    expect(sent.number).toBe(invoiceNumber(year, sequenceOf(before) + 1));
    expect(await InvoiceSeries.findById(String(year)).lean()).toMatchObject({ seq: sequenceOf(before) + 1, holder: null });
    expect(await stored(invoice.id)).not.toHaveProperty('sendClaimedAt');
  });

  it('lets go of the series held by a send that died after numbering its invoice', async () => {
    const before = await sentInvoice(admin, customer);
    const year = Number(before.number!.slice(4, 8));
    await InvoiceSeries.updateOne({ _id: String(year) }, { $set: { holder: { invoiceId: before.id, at: new Date() } } });
    const next = await sentInvoice(admin, customer);
    expect(sequenceOf(next)).toBe(sequenceOf(before) + 1);
  });

  it('refuses to send a void invoice', async () => {
    const invoice = await readyInvoice(admin, customer);
    await admin.post(`/api/admin/invoices/${invoice.id}/void`).send({ reason: 'Billed by mistake' }).expect(200);
    expect((await send(invoice.id).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.sendVoid });
    expect((await stored(invoice.id))?.number).toBeUndefined();
    expect((await admin.post('/api/admin/invoices/999999/send').send({}).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
  });
});

describe('payments', () => {
  it('takes a partial payment, then the rest: sent, partially paid, paid', async () => {
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    const partial = await pay(invoice.id, { amount: '500.00', method: 'ach', reference: 'ACH-1001' }).expect(201);
    expect(partial.body.message).toBe(INVOICE_MESSAGES.paymentRecorded);
    expect(partial.body.invoice).toMatchObject({ status: 'partially_paid', paidCents: 50000, balanceCents: 75000 });
    const paid = await pay(invoice.id, { amount: '$750', reference: ' CHK-2002 ' }).expect(201);
    expect(paid.body.invoice).toMatchObject({ status: 'paid', displayStatus: 'paid', paidCents: 125000, balanceCents: 0 });
    expect(paid.body.invoice.payments).toEqual([
      expect.objectContaining({ amountCents: 50000, receivedOn: '2026-01-05', method: 'ach', reference: 'ACH-1001', recordedBy: expect.objectContaining({ name: expect.any(String) }) }),
      expect.objectContaining({ amountCents: 75000, method: 'check', reference: 'CHK-2002' }),
    ]);
    // The lines are as they were sent.
    expect(paid.body.invoice.lines).toEqual(invoice.lines);
    expect((await pay(invoice.id, { amount: '1.00', reference: 'CHK-3' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.alreadyPaid });
  });

  it('refuses an overpayment with 400 and changes nothing', async () => {
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    await pay(invoice.id, { amount: '1,000.00', reference: 'W-1' }).expect(201);
    const before = await stored(invoice.id);
    const res = await pay(invoice.id, { amount: '250.01', reference: 'W-2' }).expect(400);
    expect(res.body).toEqual({ message: BILLING_MESSAGES.overpayment(25001, 25000) });
    expect(await stored(invoice.id)).toEqual(before);
  });

  it('records a reference once: the same payment again answers 200 with the invoice unchanged, another amount 409', async () => {
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    const first = await pay(invoice.id, { amount: '100.00', reference: 'CHK-77' }).expect(201);
    const again = await pay(invoice.id, { amount: '100', reference: 'CHK-77' }).expect(200);
    expect(again.body.message).toBe(INVOICE_MESSAGES.paymentAlreadyRecorded);
    expect(again.body.invoice).toEqual(first.body.invoice);
    expect((await pay(invoice.id, { amount: '90.00', reference: 'CHK-77' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.referenceReused('CHK-77', 10000) });
    // Sent at the same moment, the same payment is still recorded once.
    const racing = await Promise.all(Array.from({ length: 4 }, () => pay(invoice.id, { amount: '200.00', reference: 'ACH-88' })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await stored(invoice.id))?.payments.map((p) => p.reference)).toEqual(['CHK-77', 'ACH-88']);
  });

  it('refuses payments on an invoice not sent or void (409), and bad input (400), changing nothing', async () => {
    const ready = await readyInvoice(admin, customer);
    expect((await pay(ready.id, { amount: '10.00', reference: 'R-1' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.paymentNotSent });
    const voided = await sentInvoice(admin, customer);
    await admin.post(`/api/admin/invoices/${voided.id}/void`).send({ reason: 'Wrong customer' }).expect(200);
    expect((await pay(voided.id, { amount: '10.00', reference: 'R-2' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.paymentOnVoid });

    const invoice = await sentInvoice(admin, customer);
    const before = await stored(invoice.id);
    const bad = await admin.post(`/api/admin/invoices/${invoice.id}/payments`).send({ amount: '12.345', receivedOn: '2999-01-01', method: 'cash' }).expect(400);
    expect(bad.body.errors).toEqual({
      amount: INVOICE_MESSAGES.amountInvalid,
      receivedOn: INVOICE_MESSAGES.receivedOnFuture,
      method: INVOICE_MESSAGES.methodInvalid,
      reference: BILLING_MESSAGES.paymentReference,
    });
    expect((await pay(invoice.id, { amount: '0.00', reference: 'Z-1' }).expect(400)).body).toEqual({ message: BILLING_MESSAGES.paymentNotPositive });
    expect((await pay(invoice.id, { amount: '10.00', receivedOn: '2026-02-30', reference: 'Z-2' }).expect(400)).body.errors).toEqual({ receivedOn: INVOICE_MESSAGES.receivedOnInvalid });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts:|stack/i);
    expect(await stored(invoice.id)).toEqual(before);
  });
});

describe('voiding an invoice', () => {
  it('voids one with no payment, with its reason, and never one that has a payment', async () => {
    const invoice = await sentInvoice(admin, customer);
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/void`).send({ reason: 'x' }).expect(400)).body.errors).toEqual({ reason: INVOICE_MESSAGES.voidReason });
    const voided = await admin.post(`/api/admin/invoices/${invoice.id}/void`).send({ reason: '  Shipment billed twice  ' }).expect(200);
    expect(voided.body.message).toBe(INVOICE_MESSAGES.voided);
    expect(voided.body.invoice).toMatchObject({ status: 'void', voidReason: 'Shipment billed twice', voidedAt: expect.any(String), balanceCents: 0, number: invoice.number });
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/void`).send({ reason: 'Again' }).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.alreadyVoid });

    const paid = await sentInvoice(admin, customer);
    await pay(paid.id, { amount: '1.00', reference: 'V-1' }).expect(201);
    expect((await admin.post(`/api/admin/invoices/${paid.id}/void`).send({ reason: 'Too late' }).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.voidAfterPayment });
    expect((await stored(paid.id))?.status).toBe('partially_paid');
  });
});

describe('staff\'s list', () => {
  it('lists invoices newest first, by status, with the count in X-Total-Count', async () => {
    const ready = await readyInvoice(admin, customer);
    const all = await admin.get('/api/admin/invoices?limit=2').expect(200);
    expect(Number(all.headers['x-total-count'])).toBe(await Invoice.countDocuments());
    const ids = all.body.map((i: InvoiceView) => i.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ready.id);
    expect(ids[1]).toBeLessThan(ready.id);
    const readyOnes = await admin.get('/api/admin/invoices?status=ready').expect(200);
    expect(Number(readyOnes.headers['x-total-count'])).toBe(await Invoice.countDocuments({ status: 'ready' }));
    expect(readyOnes.body.every((i: InvoiceView) => i.status === 'ready')).toBe(true);
    expect((await admin.get(`/api/admin/invoices/${ready.id}`).expect(200)).body).toEqual(ready);
    expect((await admin.get('/api/admin/invoices?status=unpaid').expect(400)).body.message).toEqual(expect.any(String));
    expect((await admin.get('/api/admin/invoices/abc').expect(400)).body.message).toBe('Id must be a positive integer');
  });
});
