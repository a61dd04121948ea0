import { easternDate } from '@freight/domain';
import { plusDays, REPORT_MESSAGES } from '@freight/domain/billing';
import { type Agent, useTestApp } from '../../test/harness';
import { quickBooksDate } from './invoice-exports';
import { binary, linehaul, parseCsv, storeInvoice } from '../../test/billing-report-fixtures';

const t = useTestApp();
const CSV = '/api/admin/billing-reports/invoices.csv';
const QUICKBOOKS = '/api/admin/billing-reports/invoices-quickbooks.csv';

const INVOICE_HEADER = [
  'Invoice #', 'Status', 'Shipment', 'Customer', 'Customer account #', 'Bill to', 'Billing email', 'Invoice date', 'Due date', 'Terms',
  'Total', 'Credited', 'Paid', 'Balance', 'Days past due', 'Sent at', 'Void reason',
];
const QUICKBOOKS_HEADER = ['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount'];

let admin: Agent;
const today = easternDate();
const stored = {} as Record<'overdue' | 'paid' | 'ready' | 'voided' | 'formula' | 'old', Awaited<ReturnType<typeof storeInvoice>>>;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  // Sent 40 days ago (10 days past due), two lines and a negative adjustment, $100.00 received and $50.00 credited.
  stored.overdue = await storeInvoice({
    customerId: 8101,
    company: 'Acme Foods, Inc.',
    status: 'partially_paid',
    lines: [linehaul(125_000), { kind: 'detention', description: 'Detention, 2 hours', amountCents: 15_000 }, { kind: 'adjustment', description: 'Volume discount', amountCents: -5_000 }],
    invoiceDate: plusDays(today, -40),
    dueDate: plusDays(today, -10),
    paid: [10_000],
    credited: [5_000],
  });
  stored.paid = await storeInvoice({ customerId: 8102, company: 'Birch Supply', status: 'paid', lines: [linehaul(90_000)], invoiceDate: plusDays(today, -20), dueDate: plusDays(today, 10), paid: [90_000] });
  stored.ready = await storeInvoice({ customerId: 8102, company: 'Birch Supply', status: 'ready', lines: [linehaul(70_000)] });
  stored.voided = await storeInvoice({ customerId: 8102, company: 'Birch Supply', status: 'void', lines: [linehaul(60_000)], invoiceDate: plusDays(today, -5), dueDate: plusDays(today, 25), voidReason: 'Billed twice' });
  // A customer whose name a spreadsheet would run as a formula, and a line description that would too.
  stored.formula = await storeInvoice({ customerId: 8103, company: '=HYPERLINK("http://evil.test","Click")', status: 'sent', lines: [linehaul(50_000, '+cmd|calc')], invoiceDate: today, dueDate: plusDays(today, 30) });
  stored.old = await storeInvoice({ customerId: 8101, company: 'Acme Foods, Inc.', status: 'sent', lines: [linehaul(40_000)], invoiceDate: '2025-12-30', dueDate: '2026-01-29' });
});

const download = async (path: string, query: Record<string, string> = {}) => {
  const res = await admin.get(path).query(query).buffer(true).parse(binary).expect(200);
  return { res, rows: parseCsv(res.body as Buffer) };
};

describe('the invoices CSV', () => {
  it('has one row per invoice, oldest first, with its money and where it stands today', async () => {
    const { res, rows } = await download(CSV);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-count']).toBe('6');
    const [header, ...body] = rows;
    expect(header).toEqual(INVOICE_HEADER);
    expect(body.map((row) => row[2])).toEqual(Object.values(stored).map((invoice) => invoice.shipmentNumber));
    expect(body[0]).toEqual([
      stored.overdue.number, 'Overdue', stored.overdue.shipmentNumber, 'Acme Foods, Inc.', '8101', 'Pat Buyer', expect.stringMatching(/^ap\d+@example\.com$/),
      plusDays(today, -40), plusDays(today, -10), 'Net 30', '1350.00', '50.00', '100.00', '1200.00', '10', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), '',
    ]);
    expect(body[1].slice(0, 2)).toEqual([stored.paid.number, 'Paid']);
    expect(body[1].slice(10, 15)).toEqual(['900.00', '0.00', '900.00', '0.00', '']);
    expect(body[2].slice(0, 2)).toEqual(['', 'Ready to send']);
    expect(body[3].slice(10, 17)).toEqual(['600.00', '0.00', '0.00', '0.00', '', expect.any(String), 'Billed twice']);
  });

  it('keeps what a spreadsheet would run as a formula as text', async () => {
    const { rows } = await download(CSV, { status: 'sent' });
    const formula = rows.find((row) => row[2] === stored.formula.shipmentNumber)!;
    expect(formula[3]).toBe('\'=HYPERLINK("http://evil.test","Click")');
  });

  it('narrows to the status and the invoice dates asked for', async () => {
    const sent = await download(CSV, { status: 'sent' });
    expect(sent.res.headers['x-total-count']).toBe('2');
    expect(sent.rows.slice(1).map((row) => row[2])).toEqual([stored.formula.shipmentNumber, stored.old.shipmentNumber]);
    const recent = await download(CSV, { from: plusDays(today, -30), to: today });
    expect(recent.res.headers['x-total-count']).toBe('3');
    // By invoice date: the paid one (20 days ago), the voided one (5 days ago), then today's.
    expect(recent.rows.slice(1).map((row) => row[2])).toEqual([stored.paid.shipmentNumber, stored.voided.shipmentNumber, stored.formula.shipmentNumber]);
    const voidedRecently = await download(CSV, { status: 'void', from: plusDays(today, -30) });
    expect(voidedRecently.rows.slice(1).map((row) => row[2])).toEqual([stored.voided.shipmentNumber]);
  });
});

describe('the QuickBooks Online invoice import', () => {
  it("has QuickBooks' columns and one row per line of each sent, partially paid or paid invoice", async () => {
    const { res, rows } = await download(QUICKBOOKS);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-quickbooks-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = rows;
    expect(header).toEqual(QUICKBOOKS_HEADER);
    const due = (days: number) => quickBooksDate(plusDays(today, days));
    expect(lines).toEqual([
      [stored.overdue.number, 'Acme Foods, Inc.', due(-40), due(-10), 'Net 30', `Shipment ${stored.overdue.shipmentNumber}`, 'Linehaul', 'Linehaul Newark, NJ to Boston, MA', '1', '1250', '1250'],
      [stored.overdue.number, 'Acme Foods, Inc.', due(-40), due(-10), 'Net 30', `Shipment ${stored.overdue.shipmentNumber}`, 'Detention', 'Detention, 2 hours', '1', '150', '150'],
      [stored.overdue.number, 'Acme Foods, Inc.', due(-40), due(-10), 'Net 30', `Shipment ${stored.overdue.shipmentNumber}`, 'Adjustment', 'Volume discount', '1', '-50', '-50'],
      [stored.paid.number, 'Birch Supply', due(-20), due(10), 'Net 30', `Shipment ${stored.paid.shipmentNumber}`, 'Linehaul', 'Linehaul Newark, NJ to Boston, MA', '1', '900', '900'],
      [stored.formula.number, '\'=HYPERLINK("http://evil.test","Click")', due(0), due(30), 'Net 30', `Shipment ${stored.formula.shipmentNumber}`, 'Linehaul', "'+cmd|calc", '1', '500', '500'],
      [stored.old.number, 'Acme Foods, Inc.', '12/30/2025', '01/29/2026', 'Net 30', `Shipment ${stored.old.shipmentNumber}`, 'Linehaul', 'Linehaul Newark, NJ to Boston, MA', '1', '400', '400'],
    ]);
  });

  it('takes the invoices of an invoice date range', async () => {
    const { rows } = await download(QUICKBOOKS, { from: '2025-12-01', to: '2025-12-31' });
    expect(rows.slice(1).map((row) => row[0])).toEqual([stored.old.number]);
  });

  it('writes dates as QuickBooks reads them, MM/DD/YYYY', () => {
    expect(quickBooksDate('2026-03-07')).toBe('03/07/2026');
    expect(quickBooksDate(null)).toBe('');
  });
});

describe('export requests', () => {
  it.each([
    [CSV, { from: '2026-02-30' }, REPORT_MESSAGES.exportDate],
    [CSV, { to: 'yesterday' }, REPORT_MESSAGES.exportDate],
    [CSV, { status: 'lost' }, REPORT_MESSAGES.exportStatus],
    [CSV, { from: '2026-03-02', to: '2026-03-01' }, REPORT_MESSAGES.exportRange],
    [QUICKBOOKS, { from: '2026-03-02', to: '2026-03-01' }, REPORT_MESSAGES.exportRange],
    [QUICKBOOKS, { status: 'paid' }, '"status" is not allowed'],
  ])('%s refuses %p with 400', async (path, query, message) => {
    const res = await admin.get(path).query(query).expect(400);
    expect(res.body.message).toBe(message.replace(/"/g, ''));
  });

  it('are refused to visitors (401), customers and carriers (403)', async () => {
    for (const path of [CSV, QUICKBOOKS]) {
      await t.agent().get(path).expect(401);
      for (const accountType of ['customer', 'carrier'] as const) {
        const { user, password } = await t.createUser({ accountType });
        const agent = t.agent();
        await t.signIn(agent, user.username, password);
        await agent.get(path).expect(403);
      }
    }
  });
});
