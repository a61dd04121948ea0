import { easternDate } from '@freight/domain';
import { type ArAgingView, plusDays } from '@freight/domain/billing';
import { sentInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { linehaul, storeInvoice } from '../../test/billing-report-fixtures';

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

    const { body } = (await admin.get(AGING).expect(200)) as { body: ArAgingView };
    expect(body.asOf).toBe(today);
    expect(body.invoices).toBe(8);
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
});
