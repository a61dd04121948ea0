import { easternDate } from '@freight/domain';
import { AGING_TOP_CUSTOMERS, type ArAgingView, plusDays } from '@freight/domain/billing';
import { receivableTotals } from '../../store';
import { sentInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { binary, linehaul, parseCsv, storeInvoice } from '../../test/billing-report-fixtures';
import { reconcileReceivables } from './receivable-totals';

const t = useTestApp();
const AGING = '/api/admin/billing-reports/ar-aging';

let admin: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

describe('GET /api/admin/billing-reports/ar-aging', () => {
  it('is refused to visitors (401), customers and carriers (403)', async () => {
    await t.agent().get(AGING).expect(401);
    for (const accountType of ['customer', 'carrier'] as const) {
      const { user, password } = await t.createUser({ accountType });
      const agent = t.agent();
      await t.signIn(agent, user.username, password);
      await agent.get(AGING).expect(403);
    }
  });

  it("buckets each sent or partially paid invoice's open balance by days past due today (Eastern), per customer", async () => {
    const today = easternDate();
    /** An invoice of `customer` due `late` days before today (negative: due later), for `cents`. */
    const owed = (customerId: number, company: string, late: number, cents: number, more: { paid?: number[]; credited?: number[]; status?: 'sent' | 'partially_paid' } = {}) =>
      storeInvoice({ customerId, company, status: more.status ?? 'sent', lines: [linehaul(cents)], invoiceDate: plusDays(today, -late - 30), dueDate: plusDays(today, -late), paid: more.paid, credited: more.credited });

    // Zephyr Mills (listed last by name): 61 and 91 days late.
    await owed(7001, 'Zephyr Mills', 61, 40_000);
    await owed(7001, 'Zephyr Mills', 91, 50_000);
    // Acme Foods: due today (current), due in ten days (current), 1 day late partly paid, 30 and 31 days late, 60 days late with a credit note.
    await owed(7002, 'Acme Foods', 0, 100_000);
    await owed(7002, 'Acme Foods', -10, 1);
    await owed(7002, 'Acme Foods', 1, 20_000, { paid: [5_000], status: 'partially_paid' });
    await owed(7002, 'Acme Foods', 30, 7);
    await owed(7002, 'Acme Foods', 31, 30_000);
    await owed(7002, 'Acme Foods', 60, 10_000, { credited: [2_500] });
    // Owing nothing: paid, void, not sent yet, and a sent one credited in full.
    await storeInvoice({ customerId: 7003, company: 'Paid Up Inc', status: 'paid', lines: [linehaul(9_000)], invoiceDate: plusDays(today, -200), dueDate: plusDays(today, -170), paid: [9_000] });
    await storeInvoice({ customerId: 7003, company: 'Paid Up Inc', status: 'void', lines: [linehaul(9_000)], invoiceDate: plusDays(today, -200), dueDate: plusDays(today, -170), voidReason: 'Billed twice' });
    await storeInvoice({ customerId: 7003, company: 'Paid Up Inc', status: 'ready', lines: [linehaul(9_000)] });
    await owed(7003, 'Paid Up Inc', 45, 9_000, { credited: [9_000] });
    // Stored straight into the database, as an import would: the reconcile job brings the totals in line.
    expect(await reconcileReceivables()).toMatchObject({ customers: 2 });

    const { body } = (await admin.get(AGING).expect(200)) as { body: ArAgingView };
    expect(body.asOf).toBe(today);
    expect(body.invoices).toBe(8);
    expect(body.customerCount).toBe(2);
    // Largest balance first.
    expect(body.customers).toEqual([
      { customerId: 7002, customerName: 'Acme Foods', buckets: { current: 100_001, '1-30': 15_007, '31-60': 37_500, '61-90': 0, '90+': 0 }, totalCents: 152_508 },
      { customerId: 7001, customerName: 'Zephyr Mills', buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 40_000, '90+': 50_000 }, totalCents: 90_000 },
    ]);
    expect(body.buckets).toEqual({ current: 100_001, '1-30': 15_007, '31-60': 37_500, '61-90': 40_000, '90+': 50_000 });
    expect(body.totalCents).toBe(242_508);
  });

  it('counts an invoice sent and paid in part through the API in the current bucket, at its balance', async () => {
    const { user, password } = await t.createUser({ companyName: 'Live Path Logistics' });
    const customer = t.agent();
    await t.signIn(customer, user.username, password);
    const invoice = await sentInvoice(admin, customer, '1,250.00');
    await admin.post(`/api/admin/invoices/${invoice.id}/payments`).send({ amount: '250.00', receivedOn: easternDate(), method: 'ach', reference: 'ACH-LIVE-1' }).expect(201);

    const { body } = (await admin.get(AGING).expect(200)) as { body: ArAgingView };
    expect(body.customers.find((row) => row.customerId === user.id)).toEqual({
      customerId: user.id,
      customerName: 'Live Path Logistics',
      buckets: { current: 100_000, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
      totalCents: 100_000,
    });
  });

  it('drops a customer who paid in full, and the total of the date nothing is owed on any more', async () => {
    const { user, password } = await t.createUser({ companyName: 'Paid In Full Haulage' });
    const customer = t.agent();
    await t.signIn(customer, user.username, password);
    const invoice = await sentInvoice(admin, customer, '400.00');
    const before = (await admin.get(AGING).expect(200)).body as ArAgingView;
    expect(before.customers.map((row) => row.customerId)).toContain(user.id);

    await admin.post(`/api/admin/invoices/${invoice.id}/payments`).send({ amount: '400.00', receivedOn: easternDate(), method: 'check', reference: 'CHK-FULL-1' }).expect(201);
    const after = (await admin.get(AGING).expect(200)).body as ArAgingView;
    expect(after.customers.map((row) => row.customerId)).not.toContain(user.id);
    expect(after.customerCount).toBe(before.customerCount - 1);
    expect(after.totalCents).toBe(before.totalCents - 40_000);
    expect(after.invoices).toBe(before.invoices - 1);
  });

  it('names the customers who owe the most, and counts every customer in the totals', async () => {
    const today = easternDate();
    const before = (await admin.get(AGING).expect(200)).body as ArAgingView;
    const extra = AGING_TOP_CUSTOMERS + 3;
    for (let i = 0; i < extra; i += 1) {
      await storeInvoice({ customerId: 8000 + i, company: `Top Test ${i}`, status: 'sent', lines: [linehaul(1_000_000 + i)], invoiceDate: plusDays(today, -40), dueDate: plusDays(today, -10) });
    }
    await reconcileReceivables();

    const { body } = (await admin.get(AGING).expect(200)) as { body: ArAgingView };
    expect(body.customers).toHaveLength(AGING_TOP_CUSTOMERS);
    expect(body.customers.map((row) => row.customerName)).toEqual(Array.from({ length: AGING_TOP_CUSTOMERS }, (_, i) => `Top Test ${extra - 1 - i}`));
    expect(body.customerCount).toBe(before.customerCount + extra);
    const added = Array.from({ length: extra }, (_, i) => 1_000_000 + i).reduce((a, b) => a + b, 0);
    expect(body.totalCents).toBe(before.totalCents + added);
    expect(body.buckets['1-30']).toBe(before.buckets['1-30'] + added);
  });

  it('exports every customer who owes something, largest first, in the buckets of the report', async () => {
    await t.agent().get(`${AGING}.csv`).expect(401);
    const report = (await admin.get(AGING).expect(200)).body as ArAgingView;
    const res = await admin.get(`${AGING}.csv`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ar-aging-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-count']).toBe(String(report.customerCount));
    const [header, ...rows] = parseCsv(res.body as Buffer);
    expect(header).toEqual(['Customer', 'Customer account #', 'Open invoices', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    // More rows than the report names: every customer, the ten largest first as the report lists them.
    expect(report.customerCount).toBeGreaterThan(report.customers.length);
    expect(rows).toHaveLength(report.customerCount);
    expect(rows.slice(0, report.customers.length).map((row) => Number(row[1]))).toEqual(report.customers.map((row) => row.customerId));
    const cents = (text: string) => Math.round(Number(text) * 100);
    const totals = rows.map((row) => cents(row[8]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(report.totalCents);
    const acme = rows.find((row) => row[0] === 'Acme Foods')!;
    expect(acme.slice(2)).toEqual(['6', '1000.01', '150.07', '375.00', '0.00', '0.00', '1525.08']);
  });

  it('the reconcile job corrects a total a lost update left wrong, and deletes one nobody owes', async () => {
    const { customers } = await receivableTotals.largest(1);
    const [top] = customers;
    await receivableTotals.putCustomer({ ...top, openCents: top.openCents + 1, dues: top.dues.map((due, i) => (i === 0 ? { ...due, openCents: due.openCents + 1 } : due)) });
    await receivableTotals.putCustomer({ customerId: 9999, customerName: 'Gone Away Ltd', openCents: 99_000_000, invoices: 1, dues: [{ dueDate: easternDate(), openCents: 99_000_000 }] });
    await receivableTotals.putDay({ dueDate: '2001-01-01', openCents: 5, invoices: 1 });
    const wrong = (await admin.get(AGING).expect(200)).body as ArAgingView;
    expect(wrong.customers.map((row) => row.customerName)).toContain('Gone Away Ltd');

    expect((await reconcileReceivables()).corrected).toBe(3);
    const right = (await admin.get(AGING).expect(200)).body as ArAgingView;
    expect(right.customers.map((row) => row.customerName)).not.toContain('Gone Away Ltd');
    expect(right.customers[0]).toMatchObject({ customerId: top.customerId, totalCents: top.openCents });
    expect(right.buckets['90+']).toBe(wrong.buckets['90+'] - 5);
    expect((await reconcileReceivables()).corrected).toBe(0);
  });
});
