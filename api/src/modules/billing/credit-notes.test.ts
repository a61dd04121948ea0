import { easternDate, type CreditNoteView, INVOICE_MESSAGES, type InvoiceView } from '@freight/domain';
import { BILLING_MESSAGES, creditNoteNumber, parseCreditNoteNumber } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { IDEMPOTENCY_MESSAGES } from '../../core/idempotency-key';
import { Invoice, InvoiceSeries, MailMessage } from '../../store/testing';
import { readyInvoice, sentInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';

const t = useTestApp();

let admin: Agent;
let customer: Agent;
let customerEmail: string;

beforeAll(async () => {
  admin = (await t.createAdmin({ firstName: 'Ada', lastName: 'Lovelace' })).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customerEmail = created.user.email;
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
});

const credit = (id: number, body: object, key?: string) => {
  const req = admin.post(`/api/admin/invoices/${id}/credit-notes`);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const pay = (id: number, amount: string, reference: string) => admin.post(`/api/admin/invoices/${id}/payments`).send({ amount, reference, receivedOn: '2026-01-05', method: 'ach' });
const stored = (id: number) => Invoice.findOne({ id }).lean();
const sequenceOf = (note: Pick<CreditNoteView, 'number'>) => parseCreditNoteNumber(note.number)!.sequence;
const creditMails = async (id: number) => {
  await backgroundWritesSettled();
  return MailMessage.find({ kind: 'customer.credit-note-issued', 'source.id': id }).lean();
};

describe('issuing a credit note', () => {
  it('takes the amount off the balance with its reason and number, emails the customer, and shows it on their invoice', async () => {
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    const res = await credit(invoice.id, { amount: '250.00', reason: '  Delivered two days late  ' }).expect(201);
    const issued = res.body.creditNote as CreditNoteView;
    expect(issued).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(new RegExp(`^CN-${easternDate().slice(0, 4)}-\\d{6}$`)),
      amountCents: 25000,
      reason: 'Delivered two days late',
      issuedOn: easternDate(),
      issuedAt: expect.any(String),
      issuedBy: { userId: expect.any(Number), name: 'Ada Lovelace' },
    });
    expect(res.body.message).toBe(INVOICE_MESSAGES.creditNoteIssued(issued.number));
    expect(res.body.invoice).toMatchObject({ status: 'sent', totalCents: 125000, creditedCents: 25000, paidCents: 0, balanceCents: 100000, creditNotes: [issued] });
    // The invoice itself is as it was sent.
    expect((res.body.invoice as InvoiceView).lines).toEqual(invoice.lines);

    const mails = await creditMails(invoice.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: customerEmail, replyTo: 'accounting@harborlinefreight.com' });
    expect(mails[0].subject).toBe(`Credit note ${issued.number} from Harborline: $250.00 off invoice ${invoice.number}`);
    for (const text of ['Credit: $250.00', 'Reason: Delivered two days late', 'The balance due on the invoice is now $1,000.00.', 'See your invoices: http://localhost:8080/dashboard?tab=invoices']) {
      expect(mails[0].text).toContain(text);
    }

    const seen = (await customer.get(`/api/invoices/${invoice.id}`).expect(200)).body as InvoiceView;
    const { issuedBy: _staff, ...customerView } = issued;
    expect(seen.creditNotes).toEqual([customerView]);
    expect(seen).toMatchObject({ balanceCents: 100000, creditedCents: 25000 });
  });

  it('numbers credit notes from their own gapless yearly series, apart from the invoices', async () => {
    const first = await sentInvoice(admin, customer);
    const second = await sentInvoice(admin, customer);
    const a = (await credit(first.id, { amount: '10.00', reason: 'Fuel surcharge refund' }).expect(201)).body.creditNote as CreditNoteView;
    const b = (await credit(second.id, { amount: '20.00', reason: 'Late pickup' }).expect(201)).body.creditNote as CreditNoteView;
    const c = (await credit(first.id, { amount: '5.00', reason: 'Rounding' }).expect(201)).body.creditNote as CreditNoteView;
    expect([sequenceOf(b), sequenceOf(c)]).toEqual([sequenceOf(a) + 1, sequenceOf(a) + 2]);
    // Invoices keep their own series: the next invoice follows the last invoice, whatever was credited.
    const next = await sentInvoice(admin, customer);
    expect(Number(next.number!.slice(-6))).toBe(Number(second.number!.slice(-6)) + 1);
    const year = Number(easternDate().slice(0, 4));
    expect(await InvoiceSeries.findById(`CN-${year}`).lean()).toMatchObject({ seq: sequenceOf(c), holder: null });
  });

  it('numbers credit notes issued at the same moment one after another, with no gap and no number twice', async () => {
    const invoices = [await sentInvoice(admin, customer), await sentInvoice(admin, customer), await sentInvoice(admin, customer)];
    const answers = await Promise.all(invoices.map((invoice, i) => credit(invoice.id, { amount: `${i + 1}.00`, reason: 'Goodwill' }).expect(201)));
    const sequences = answers.map((r) => sequenceOf(r.body.creditNote as CreditNoteView)).sort((x, y) => x - y);
    expect(sequences).toEqual([0, 1, 2].map((i) => sequences[0] + i));
  });

  it('gives back the number of an issue that died between taking it and writing it', async () => {
    const invoice = await sentInvoice(admin, customer);
    const before = (await credit(invoice.id, { amount: '1.00', reason: 'Goodwill' }).expect(201)).body.creditNote as CreditNoteView;
    const year = Number(before.number.slice(3, 7));
    // Arranged: an issue took the next number a minute ago, then its process died before writing it.
    await InvoiceSeries.updateOne({ _id: `CN-${year}` }, { $inc: { seq: 1 }, $set: { holder: { invoiceId: invoice.id, at: new Date(Date.now() - 60_000) } } });
    const next = (await credit(invoice.id, { amount: '2.00', reason: 'Goodwill' }).expect(201)).body.creditNote as CreditNoteView;
    expect(next.number).toBe(creditNoteNumber(year, sequenceOf(before) + 1));
  });

  it('settles an invoice whose whole balance is credited, after a payment too: paid, nothing due', async () => {
    const invoice = await sentInvoice(admin, customer, '1,000.00');
    await pay(invoice.id, '400.00', 'ACH-1').expect(201);
    const partly = (await credit(invoice.id, { amount: '100.00', reason: 'Damaged pallet' }).expect(201)).body.invoice as InvoiceView;
    expect(partly).toMatchObject({ status: 'partially_paid', paidCents: 40000, creditedCents: 10000, balanceCents: 50000 });
    // A payment is checked against what is left after the credit.
    expect((await pay(invoice.id, '500.01', 'ACH-2').expect(400)).body).toEqual({ message: BILLING_MESSAGES.overpayment(50001, 50000) });
    const settled = await credit(invoice.id, { amount: '500.00', reason: 'Settlement agreed by phone' }).expect(201);
    expect(settled.body.invoice).toMatchObject({ status: 'paid', displayStatus: 'paid', balanceCents: 0, creditedCents: 60000 });
    expect((await creditMails(invoice.id)).map((m) => m.text.includes('Nothing more is owed on this invoice.'))).toEqual([false, true]);

    const whole = await sentInvoice(admin, customer, '800.00');
    expect((await credit(whole.id, { amount: '800', reason: 'Shipment lost' }).expect(201)).body.invoice).toMatchObject({ status: 'paid', balanceCents: 0 });
  });

  it('refuses a credit beyond the balance (400), on an invoice not sent, void or paid (409), and bad input (400), storing and emailing nothing', async () => {
    const invoice = await sentInvoice(admin, customer, '1,000.00');
    await pay(invoice.id, '600.00', 'CHK-9').expect(201);
    const before = await stored(invoice.id);
    expect((await credit(invoice.id, { amount: '400.01', reason: 'Too much' }).expect(400)).body).toEqual({ message: BILLING_MESSAGES.creditTooLarge(40001, 40000) });
    expect((await credit(invoice.id, { amount: '0.00', reason: 'Nothing' }).expect(400)).body).toEqual({ message: BILLING_MESSAGES.creditNotPositive });
    const bad = await credit(invoice.id, { amount: 'ten dollars', reason: 'x' }).expect(400);
    expect(bad.body.errors).toEqual({ amount: INVOICE_MESSAGES.amountInvalid, reason: INVOICE_MESSAGES.creditReasonInvalid });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts:|stack/i);
    expect(await stored(invoice.id)).toEqual(before);

    const ready = await readyInvoice(admin, customer);
    expect((await credit(ready.id, { amount: '10.00', reason: 'Early credit' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.creditNotSent });
    const voided = await sentInvoice(admin, customer);
    await admin.post(`/api/admin/invoices/${voided.id}/void`).send({ reason: 'Billed twice' }).expect(200);
    expect((await credit(voided.id, { amount: '10.00', reason: 'After void' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.creditOnVoid });
    const paid = await sentInvoice(admin, customer, '500.00');
    await pay(paid.id, '500.00', 'W-1').expect(201);
    expect((await credit(paid.id, { amount: '10.00', reason: 'After payment' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.creditOnPaid });
    expect((await credit(999999, { amount: '10.00', reason: 'Nobody' }).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
    for (const id of [invoice.id, ready.id, voided.id, paid.id]) expect(await creditMails(id)).toEqual([]);
    expect(await Invoice.countDocuments({ 'creditNotes.0': { $exists: true }, id: { $in: [invoice.id, ready.id, voided.id, paid.id] } })).toBe(0);
  });
});

describe('a retried credit note', () => {
  it('is issued once per Idempotency-Key: a retry answers 200 with the same credit note, even when sent at the same moment', async () => {
    const invoice = await sentInvoice(admin, customer, '1,000.00');
    const body = { amount: '150.00', reason: 'Late delivery' };
    const first = await credit(invoice.id, body, 'credit-key-0001').expect(201);
    const again = await credit(invoice.id, body, 'credit-key-0001').expect(200);
    expect(again.body.message).toBe(INVOICE_MESSAGES.creditNoteAlreadyIssued(first.body.creditNote.number));
    expect(again.body.creditNote).toEqual(first.body.creditNote);
    expect(again.body.invoice).toEqual(first.body.invoice);

    const racing = await Promise.all(Array.from({ length: 4 }, () => credit(invoice.id, { amount: '50.00', reason: 'Detention refund' }, 'credit-key-0002')));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.body.creditNote.number)).size).toBe(1);
    const saved = await stored(invoice.id);
    expect(saved?.creditNotes.map((note) => note.reason)).toEqual(['Late delivery', 'Detention refund']);
    expect(await creditMails(invoice.id)).toHaveLength(2);
    expect((await admin.get(`/api/admin/invoices/${invoice.id}`).expect(200)).body).toMatchObject({ balanceCents: 80000 });
  });

  it('refuses a key used for another credit note (422), and a malformed key (400); without a key each request is a credit note of its own', async () => {
    const invoice = await sentInvoice(admin, customer, '1,000.00');
    await credit(invoice.id, { amount: '10.00', reason: 'Goodwill' }, 'credit-key-0003').expect(201);
    expect((await credit(invoice.id, { amount: '20.00', reason: 'Goodwill' }, 'credit-key-0003').expect(422)).body).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
    expect((await credit(invoice.id, { amount: '20.00', reason: 'Goodwill' }, 'short').expect(400)).body).toEqual({ message: IDEMPOTENCY_MESSAGES.malformed });
    await credit(invoice.id, { amount: '1.00', reason: 'Goodwill' }).expect(201);
    await credit(invoice.id, { amount: '1.00', reason: 'Goodwill' }).expect(201);
    expect((await stored(invoice.id))?.creditNotes).toHaveLength(3);
  });
});
