import { addDays, CARRIER_WAITING_TEXTS, easternDate, type InvoiceView, type PayableView } from '@freight/domain';
import { Invoice, Payable } from '../store/testing';
import { testConfig, useTestApp } from '../test/harness';
import { DEMO_USER_PASSWORD } from './demo-users';
import { runSeed } from './seed';

describe('demo payables', () => {
  const t = useTestApp();

  it('give the demo carrier four delivered loads to be paid for, at four stages of its pay, once', async () => {
    await runSeed(testConfig());
    await runSeed(testConfig());
    const carrier = t.agent();
    await carrier.post('/api/login').send({ username: 'tbrennan', password: DEMO_USER_PASSWORD }).expect(200);
    const pay = (await carrier.get('/api/carrier/payables').expect(200)).body as PayableView[];
    expect(pay.map((p) => [p.status, p.quickPay !== null, p.carrierInvoice !== null, p.payments.length])).toEqual([
      ['paid', false, true, 1],
      ['scheduled', false, true, 0],
      ['ready', true, true, 0],
      ['delivered', false, false, 0],
    ]);
    const [paid, scheduled, quick, waiting] = pay;
    expect(paid).toMatchObject({ carrierName: 'Brennan Trucking LLC', balanceCents: 0, lane: 'Newark, NJ to Hartford, CT' });
    expect(paid.payments[0].paidOn <= easternDate()).toBe(true);
    expect(scheduled.payDate! > easternDate()).toBe(true);
    expect(quick.quickPay).toMatchObject({ feePercent: 2, feeCents: 3510 });
    expect(quick.expectedPayDate! >= addDays(easternDate(), -1)).toBe(true);
    expect(waiting.waitingFor).toEqual([CARRIER_WAITING_TEXTS.invoice]);
    expect(await Payable.countDocuments()).toBe(4);
  });

  it("give the demo customer invoices at every stage: ready to send, sent, partly paid, paid and overdue, numbered without a gap, once", async () => {
    await runSeed(testConfig());
    await runSeed(testConfig());
    const admin = (await t.createAdmin()).agent;
    const all = (await admin.get('/api/admin/invoices?limit=50').expect(200)).body as InvoiceView[];
    expect(all.map((invoice) => invoice.displayStatus).sort()).toEqual(['overdue', 'paid', 'partially_paid', 'ready', 'sent']);
    const numbered = all.filter((invoice) => invoice.number).map((invoice) => invoice.number!.slice(-6)).sort();
    expect(numbered).toEqual(['000001', '000002', '000003', '000004']);
    const overdue = all.find((invoice) => invoice.displayStatus === 'overdue')!;
    expect(overdue.dueDate! < easternDate()).toBe(true);
    expect(all.find((invoice) => invoice.displayStatus === 'partially_paid')).toMatchObject({ paidCents: 107000, balanceCents: 107000 });
    // The customer sees the four sent to it (not the one staff have yet to send).
    const customer = t.agent();
    await customer.post('/api/login').send({ username: 'dmorales', password: DEMO_USER_PASSWORD }).expect(200);
    expect(((await customer.get('/api/invoices').expect(200)).body as InvoiceView[]).length).toBe(4);
    expect(await Invoice.countDocuments()).toBe(5);
  });
});
