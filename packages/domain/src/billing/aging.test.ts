import { AGING_BUCKET_LABELS, AGING_BUCKETS, agingBucketOf, agingReport, bucketsOfDue, type OpenInvoice, payablesDueByWeek } from './aging';
import { plusDays } from './calendar';

describe('agingBucketOf', () => {
  it.each([
    [-5, 'current'],
    [0, 'current'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
    [400, '90+'],
  ])('puts %p days past due in %s', (days, bucket) => expect(agingBucketOf(days)).toBe(bucket));

  it('refuses part of a day', () => expect(() => agingBucketOf(30.5)).toThrow(RangeError));

  it('labels the buckets with en dashes, in order', () => {
    expect(AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b])).toEqual(['Current', '1–30', '31–60', '61–90', '90+']);
  });
});

describe('bucketsOfDue', () => {
  const today = '2026-12-31';
  it('buckets balances kept per due date on the day asked, as agingReport buckets the invoices behind them', () => {
    const dues = [
      { dueDate: plusDays(today, 10), openCents: 1 },
      { dueDate: today, openCents: 2 },
      { dueDate: plusDays(today, -1), openCents: 30 },
      { dueDate: plusDays(today, -31), openCents: 400 },
      { dueDate: plusDays(today, -90), openCents: 5_000 },
      { dueDate: plusDays(today, -91), openCents: 60_000 },
    ];
    const invoices = dues.map((due) => ({ customerId: 1, customerName: 'Acme Corp', dueDate: due.dueDate, balanceCents: due.openCents }));
    const { buckets, totalCents } = bucketsOfDue(dues, today);
    expect(buckets).toEqual({ current: 3, '1-30': 30, '31-60': 400, '61-90': 5_000, '90+': 60_000 });
    expect(totalCents).toBe(65_433);
    expect({ buckets, totalCents }).toEqual({ buckets: agingReport(invoices, today).buckets, totalCents: agingReport(invoices, today).totalCents });
    // A day later, what was due today is 1 day past due.
    expect(bucketsOfDue(dues, plusDays(today, 1)).buckets).toMatchObject({ current: 1, '1-30': 32 });
  });

  it('refuses an amount that is not whole cents', () => expect(() => bucketsOfDue([{ dueDate: today, openCents: 1.5 }], today)).toThrow());
});

describe('agingReport', () => {
  const today = '2026-12-31';
  /** An invoice of a customer, `late` days past due on December 31, 2026. */
  const owed = (customerId: number, customerName: string, late: number, balanceCents: number): OpenInvoice => ({
    customerId,
    customerName,
    dueDate: plusDays(today, -late),
    balanceCents,
  });

  it('groups balances per customer and bucket, with totals that add up', () => {
    const report = agingReport(
      [
        owed(2, 'Zenith Foods', 0, 10000),
        owed(1, 'Acme Corp', 1, 20000),
        owed(1, 'Acme Corp', 30, 5),
        owed(1, 'Acme Corp', 31, 30000),
        owed(2, 'Zenith Foods', 61, 40000),
        owed(2, 'Zenith Foods', 91, 50000),
        owed(1, 'Acme Corp', -10, 1),
      ],
      today,
    );
    expect(report.customers).toEqual([
      { customerId: 1, customerName: 'Acme Corp', buckets: { current: 1, '1-30': 20005, '31-60': 30000, '61-90': 0, '90+': 0 }, totalCents: 50006 },
      { customerId: 2, customerName: 'Zenith Foods', buckets: { current: 10000, '1-30': 0, '31-60': 0, '61-90': 40000, '90+': 50000 }, totalCents: 100000 },
    ]);
    expect(report.buckets).toEqual({ current: 10001, '1-30': 20005, '31-60': 30000, '61-90': 40000, '90+': 50000 });
    expect(report.totalCents).toBe(150006);
  });

  it.each([
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ])('ages an invoice %p days past due as %s', (late, bucket) => {
    const report = agingReport([owed(1, 'Acme Corp', late, 100)], today);
    expect(report.buckets).toEqual({ current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0, [bucket]: 100 });
  });

  it('keeps two customers of the same name apart, and leaves out a zero balance', () => {
    const report = agingReport([owed(4, 'Acme Corp', 5, 100), owed(3, 'Acme Corp', 5, 200), owed(5, 'Beta LLC', 5, 0)], today);
    expect(report.customers.map((c) => [c.customerId, c.totalCents])).toEqual([
      [3, 200],
      [4, 100],
    ]);
  });

  it('is empty with nothing owed', () => {
    expect(agingReport([], today)).toEqual({ customers: [], buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 }, totalCents: 0 });
  });
});

describe('payablesDueByWeek', () => {
  // Wednesday, December 2, 2026: this week started on Monday, November 30.
  const today = '2026-12-02';

  it('groups pay due by the Monday of its week, with what is past due counted this week', () => {
    expect(
      payablesDueByWeek(
        [
          { dueDate: '2026-12-14', amountCents: 5000 },
          { dueDate: '2026-11-20', amountCents: 100 }, // past due, an earlier week
          { dueDate: '2026-12-01', amountCents: 200 }, // past due, this week
          { dueDate: '2026-12-02', amountCents: 300 }, // due today
          { dueDate: '2026-12-06', amountCents: 400 }, // Sunday: still this week
          { dueDate: '2026-12-07', amountCents: 1000 }, // Monday: next week
          { dueDate: '2026-12-20', amountCents: 2000 },
        ],
        today,
      ),
    ).toEqual([
      { weekOf: '2026-11-30', count: 4, totalCents: 1000, pastDueCents: 300 },
      { weekOf: '2026-12-07', count: 1, totalCents: 1000, pastDueCents: 0 },
      { weekOf: '2026-12-14', count: 2, totalCents: 7000, pastDueCents: 0 },
    ]);
  });

  it('crosses the year in week order', () => {
    const weeks = payablesDueByWeek(
      [
        { dueDate: '2027-01-04', amountCents: 1 },
        { dueDate: '2026-12-31', amountCents: 2 },
      ],
      '2026-12-28',
    );
    expect(weeks.map((w) => [w.weekOf, w.totalCents])).toEqual([
      ['2026-12-28', 2],
      ['2027-01-04', 1],
    ]);
  });

  it('is empty with nothing to pay', () => expect(payablesDueByWeek([], today)).toEqual([]));
});
