import { addDays, type AccountsPayableByWeek, easternDate, PAYABLE_MESSAGES, type PayableView } from '@freight/domain';
import { addFederalBusinessDays, mondayOf } from '@freight/domain/billing';
import type { Response } from 'superagent';
import { PDF_FILE } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { deliveredLoad, payableOfShipment, payment, readyPayable, scheduledPayable, type TestCarrier, verifiedCarrier } from '../../test/payable-fixtures';

const t = useTestApp();
let admin: Agent;
let customer: Agent;
let carrier: TestCarrier;

/** The payables of one carrier at every stage (a database of this file's own, so the weeks hold only these). */
const p = {} as Record<'ready' | 'scheduled' | 'quick' | 'waiting' | 'paid' | 'requested' | 'late', PayableView>;

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const csvOf = async (url: string) => {
  const res = await admin.get(url).buffer(true).parse(binary).expect(200);
  return { res, rows: parseCsv((res.body as Buffer).toString('utf8').replace(/^\uFEFF/, '')) };
};

const quickPay = async (id: number) => {
  const quote = (await carrier.agent.get(`/api/carrier/payables/${id}/quick-pay`).expect(200)).body;
  await carrier.agent.post(`/api/carrier/payables/${id}/quick-pay`).send({ feeCents: quote.feeCents }).expect(201);
};

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
  carrier = await verifiedCarrier(t);

  p.ready = await readyPayable(admin, customer, carrier, '1,000.00');
  p.scheduled = await scheduledPayable(admin, customer, carrier, '2,000.00');
  p.quick = await readyPayable(admin, customer, carrier, '1,500.00');
  await admin.post(`/api/admin/payables/${p.quick.id}/accessorials`).send({ kind: 'lumper', description: 'Unloading at Harbor Store', amount: '85.00' }).expect(201);
  await quickPay(p.quick.id);
  p.quick = (await admin.post(`/api/admin/payables/${p.quick.id}/schedule`).send({}).expect(200)).body.payable;
  p.waiting = (await payableOfShipment(admin, (await deliveredLoad(admin, customer, carrier, { rate: '700.00' })).id))!;
  p.paid = await scheduledPayable(admin, customer, carrier, '600.00');
  p.paid = (await admin.post(`/api/admin/payables/${p.paid.id}/payments`).send(payment('600.00', 'ACH-REPORT')).expect(201)).body.payable;
  p.requested = await readyPayable(admin, customer, carrier, '400.00');
  await quickPay(p.requested.id);
  // An invoice dated 40 days ago on Net 30: 10 days past due.
  const late = (await payableOfShipment(admin, (await deliveredLoad(admin, customer, carrier, { rate: '300.00' })).id))!;
  p.late = (
    await carrier.agent.post(`/api/carrier/payables/${late.id}/invoice-file`).query({ number: 'PH-OLD-1', invoiceDate: addDays(easternDate(), -40) }).set('Content-Type', 'application/octet-stream').send(PDF_FILE).expect(201)
  ).body.payable;
}, 120_000);

describe('accounts payable by week', () => {
  it('totals what carriers expect each week from this one, the past due in this week, leaving out paid and uninvoiced payables', async () => {
    const today = easternDate();
    const thisWeek = mondayOf(today);
    const quickWeek = mondayOf(addFederalBusinessDays(today, 2));
    const netWeek = mondayOf(addDays(today, 30));
    const res = (await admin.get('/api/admin/payables/due-by-week?weeks=8').expect(200)).body as AccountsPayableByWeek;

    const expected = new Map<string, { count: number; totalCents: number; pastDueCents: number }>();
    const add = (week: string, cents: number, pastDue = false) => {
      const row = expected.get(week) ?? { count: 0, totalCents: 0, pastDueCents: 0 };
      expected.set(week, { count: row.count + 1, totalCents: row.totalCents + cents, pastDueCents: row.pastDueCents + (pastDue ? cents : 0) });
    };
    add(thisWeek, 30000, true);
    // Quick pay: $1,585.00 less 2 %; $400.00 less 2 %.
    add(quickWeek, 155330);
    add(quickWeek, 39200);
    add(netWeek, 100000);
    add(netWeek, 200000);
    const weeks = [...expected.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([weekOf, row]) => ({ weekOf, ...row }));
    expect(res).toEqual({ today, weeks, totalCents: 524530 });

    const one = (await admin.get('/api/admin/payables/due-by-week?weeks=1').expect(200)).body as AccountsPayableByWeek;
    expect(one.weeks.map((w) => w.weekOf)).toEqual([thisWeek]);
  });

  it.each(['0', '27', 'many'])('refuses weeks=%s (400)', async (weeks) => {
    expect((await admin.get(`/api/admin/payables/due-by-week?weeks=${weeks}`).expect(400)).body.errors.weeks).toBe(PAYABLE_MESSAGES.weeksInvalid);
  });
});

describe('exports', () => {
  it('exports the queue with its filters as CSV, one row per payable, money in dollars and cents', async () => {
    const { res, rows } = await csvOf(`/api/admin/payables/export?carrierId=${carrier.id}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payables-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-count']).toBe('7');
    const [header, ...body] = rows;
    expect(header).toEqual([
      'Payable #', 'Load', 'Carrier', 'Carrier account #', 'Lane', 'Status', 'Rate confirmation', 'Accessorials', 'Amount', 'Quick pay fee', 'Net', 'Paid', 'Balance',
      'Carrier invoice #', 'Carrier invoice date', 'Invoice sent as', 'Terms', 'Expected pay date', 'Pay date', 'On hold', 'Proof of delivery', 'Documents complete',
    ]);
    expect(body.map((row) => Number(row[0]))).toEqual(Object.values(p).map((payable) => payable.id).sort((a, b) => a - b));
    const quick = body.find((row) => Number(row[0]) === p.quick.id)!;
    expect(quick).toEqual([
      String(p.quick.id), p.quick.shipmentNumber, carrier.companyName, String(carrier.id), 'Newark, NJ to Boston, MA', 'Scheduled', '1500.00', '85.00', '1585.00', '31.70', '1553.30', '0.00', '1553.30',
      p.quick.shipmentNumber, easternDate(), 'From the rate confirmation', 'Net 30', p.quick.payDate, p.quick.payDate, '', 'Received', 'Yes',
    ]);
    const { rows: scheduledOnly } = await csvOf(`/api/admin/payables/export?carrierId=${carrier.id}&status=scheduled`);
    expect(scheduledOnly.slice(1).map((row) => Number(row[0]))).toEqual([p.scheduled.id, p.quick.id]);
  });

  it('exports the invoiced payables as QuickBooks Online bills: one row per line, the quick pay fee taken off, dates as QuickBooks reads them', async () => {
    const { res, rows } = await csvOf(`/api/admin/payables/export/quickbooks?carrierId=${carrier.id}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quickbooks-bills-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = rows;
    expect(header).toEqual(['Bill No.', 'Supplier', 'Bill Date', 'Due Date', 'Terms', 'Memo', 'Account', 'Line Description', 'Line Amount']);
    const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    const quick = lines.filter((line) => line[0] === p.quick.shipmentNumber);
    expect(quick).toEqual([
      [p.quick.shipmentNumber, carrier.companyName, us(easternDate()), us(p.quick.payDate!), 'Net 30', `Harborline payable ${p.quick.id}, load ${p.quick.shipmentNumber}`, 'Carrier Freight Expense', `Load ${p.quick.shipmentNumber}, Newark, NJ to Boston, MA: rate confirmation`, '1500'],
      [p.quick.shipmentNumber, carrier.companyName, us(easternDate()), us(p.quick.payDate!), 'Net 30', `Harborline payable ${p.quick.id}, load ${p.quick.shipmentNumber}`, 'Carrier Freight Expense', `Load ${p.quick.shipmentNumber}: Lumper, Unloading at Harbor Store`, '85'],
      [p.quick.shipmentNumber, carrier.companyName, us(easternDate()), us(p.quick.payDate!), 'Net 30', `Harborline payable ${p.quick.id}, load ${p.quick.shipmentNumber}`, 'Quick Pay Fee Income', `Load ${p.quick.shipmentNumber}: quick pay fee (2%)`, '-31.7'],
    ]);
    // An uploaded invoice is billed under the carrier's own number and date; no invoice, no bill.
    expect(lines.find((line) => line[0] === 'PH-OLD-1')?.slice(2, 4)).toEqual([us(addDays(easternDate(), -40)), us(addDays(easternDate(), -10))]);
    expect(lines.some((line) => line[7].includes(p.waiting.shipmentNumber))).toBe(false);
    expect(new Set(lines.map((line) => line[5])).size).toBe(6);
  });

  it('is staff only', async () => {
    await carrier.agent.get('/api/admin/payables/export').expect(403);
    await customer.get('/api/admin/payables/export/quickbooks').expect(403);
    await t.agent().get('/api/admin/payables/due-by-week').expect(401);
  });
});
