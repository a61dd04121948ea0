import { formatCalendarDate, INVOICE_MESSAGES, type InvoiceView } from '@freight/domain';
import { readyInvoice, sentInvoice } from '../../test/billing-fixtures';
import { binary, pdfPages } from '../../test/pdf-files';
import { type Agent, useTestApp } from '../../test/harness';

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

describe('a customer\'s invoices', () => {
  it('lists the customer\'s own invoices once sent, newest first, never a ready one', async () => {
    const ready = await readyInvoice(admin, customer);
    const older = await sentInvoice(admin, customer);
    const newer = await sentInvoice(admin, customer);
    await sentInvoice(admin, other);
    const res = await customer.get('/api/invoices').expect(200);
    expect(res.body.map((i: InvoiceView) => i.id)).toEqual([newer.id, older.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((i: InvoiceView) => i.id)).not.toContain(ready.id);
    // The customer is not shown who at the company recorded a payment.
    await admin.post(`/api/admin/invoices/${older.id}/payments`).send({ amount: '100.00', receivedOn: '2026-01-05', method: 'wire', reference: 'WIRE-1' }).expect(201);
    const shown = (await customer.get(`/api/invoices/${older.id}`).expect(200)).body as InvoiceView;
    expect(shown).toMatchObject({ id: older.id, number: older.number, status: 'partially_paid', balanceCents: older.totalCents - 10000 });
    expect(shown.payments).toEqual([{ amountCents: 10000, receivedOn: '2026-01-05', method: 'wire', reference: 'WIRE-1', recordedAt: expect.any(String) }]);
    expect((await customer.get('/api/invoices?limit=1&offset=1').expect(200)).body.map((i: InvoiceView) => i.id)).toEqual([older.id]);
  });

  it('answers 404 for another customer\'s invoice, its PDF, and one not sent yet', async () => {
    const theirs = await sentInvoice(admin, other);
    const ready = await readyInvoice(admin, customer);
    for (const url of [`/api/invoices/${theirs.id}`, `/api/invoices/${theirs.id}/pdf`, `/api/invoices/${ready.id}`, `/api/invoices/${ready.id}/pdf`, '/api/invoices/999999']) {
      expect((await customer.get(url).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
    }
    expect((await t.agent().get(`/api/invoices/${theirs.id}`).expect(401)).body.message).toBe('Authentication required');
    // Staff read any invoice, a ready one included.
    expect((await admin.get(`/api/invoices/${ready.id}`).expect(200)).body.status).toBe('ready');
  });

  it('prints the invoice as a PDF: company, bill-to, number, dates, terms, lines, total, payments and balance due', async () => {
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    await admin.post(`/api/admin/invoices/${invoice.id}/payments`).send({ amount: '500.00', receivedOn: '2026-01-05', method: 'check', reference: 'CHK-4417' }).expect(201);
    const res = await binary(customer.get(`/api/invoices/${invoice.id}/pdf`)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="harborline-invoice-${invoice.number}.pdf"`);
    // The packet's first page is the invoice, whole on its one page (the bill of lading and the proof of delivery follow).
    const [words] = await pdfPages(res.body as Buffer);
    for (const expected of [
      'Harborline Freight & Logistics',
      'accounting@harborlinefreight.com',
      'Invoice number',
      invoice.number!,
      'Invoice date',
      formatCalendarDate(invoice.invoiceDate),
      'Due date',
      formatCalendarDate(invoice.dueDate),
      'Terms Net 30',
      'Bill to',
      'Cobol Cargo LLC',
      'Grace Hopper',
      `Linehaul Shipment ${invoice.shipmentNumber}: Newark, NJ to Boston, MA $1,250.00`,
      'Total $1,250.00',
      'January 5, 2026 Check CHK-4417 $500.00',
      'Total received $500.00',
      'Balance due $750.00',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('marks a void invoice as void, with nothing due', async () => {
    const invoice = await sentInvoice(admin, customer);
    await admin.post(`/api/admin/invoices/${invoice.id}/void`).send({ reason: 'Billed to the wrong account' }).expect(200);
    const [words] = await pdfPages((await binary(customer.get(`/api/invoices/${invoice.id}/pdf`)).expect(200)).body as Buffer);
    for (const expected of ['VOID', 'Balance due $0.00', 'Reason: Billed to the wrong account']) expect(words).toContain(expected);
  });
});
