import { loadMargin } from './margin';
import { reportWeeks, weeklyMarginTally, weeklyMargins } from './reports';

describe('reportWeeks', () => {
  it.each([
    // Sunday November 29, 2026 belongs to the week of Monday November 23.
    ['2026-11-29', 3, ['2026-11-09', '2026-11-16', '2026-11-23']],
    ['2026-11-30', 2, ['2026-11-23', '2026-11-30']],
    // Across a year's end and a leap day.
    ['2027-01-01', 2, ['2026-12-21', '2026-12-28']],
    ['2028-03-01', 2, ['2028-02-21', '2028-02-28']],
  ])('on %s gives %p Mondays, oldest first: %p', (today, weeks, mondays) => expect(reportWeeks(today, weeks)).toEqual(mondays));

  it('spans twelve weeks unless told otherwise', () => {
    const weeks = reportWeeks('2026-11-29');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
  });

  it.each([[0], [1.5], [-2]])('refuses %p weeks', (weeks) => expect(() => reportWeeks('2026-11-29', weeks)).toThrow(RangeError));
});

describe('weeklyMargins', () => {
  const today = '2026-11-29';
  const load = (deliveredOn: string, acceptedPrice: string, signedRate?: string, invoiceTotalCents?: number) => ({
    deliveredOn,
    margin: loadMargin({ acceptedPrice, signedRate, invoiceTotalCents }),
  });

  it('adds each load to the week it was delivered in, and every week is there even when empty', () => {
    const weeks = weeklyMargins(
      [
        load('2026-11-23', '1000.00', '800.00'),
        load('2026-11-29', '2000.00', '1500.00', 210000),
        load('2026-11-10', '500.00', '450.00'),
      ],
      today,
      3,
    );
    expect(weeks).toEqual([
      { weekOf: '2026-11-09', loads: 1, revenueCents: 50000, loadsWithMargin: 1, costCents: 45000, marginCents: 5000, marginPercent: 10 },
      { weekOf: '2026-11-16', loads: 0, revenueCents: 0, loadsWithMargin: 0, costCents: 0, marginCents: 0, marginPercent: null },
      { weekOf: '2026-11-23', loads: 2, revenueCents: 310000, loadsWithMargin: 2, costCents: 230000, marginCents: 80000, marginPercent: 25.8 },
    ]);
  });

  it("counts a load without a carrier cost in the week's revenue but not in its margin or margin percent", () => {
    const [week] = weeklyMargins([load('2026-11-24', '1000.00', '900.00'), load('2026-11-25', '3000.00')], today, 1);
    expect(week).toEqual({ weekOf: '2026-11-23', loads: 2, revenueCents: 400000, loadsWithMargin: 1, costCents: 90000, marginCents: 10000, marginPercent: 10 });
  });

  it('leaves out loads delivered before the first week or after this one', () => {
    const weeks = weeklyMargins([load('2026-11-08', '1000.00', '900.00'), load('2026-11-30', '1000.00', '900.00')], today, 3);
    expect(weeks.reduce((n, week) => n + week.loads, 0)).toBe(0);
  });

  it('sums losses with gains', () => {
    const [week] = weeklyMargins([load('2026-11-23', '1000.00', '1100.00'), load('2026-11-24', '1000.00', '950.00')], today, 1);
    expect(week).toMatchObject({ marginCents: -5000, marginPercent: -2.5 });
  });

  it('gives the same weeks load by load from a cursor as from a list', () => {
    const loads = [load('2026-11-23', '1000.00', '800.00'), load('2026-11-12', '700.00', '650.00'), load('2026-11-18', '900.00')];
    const tally = weeklyMarginTally(today, 4);
    for (const { deliveredOn, margin } of loads) tally.add(deliveredOn, margin);
    expect(tally.weeks()).toEqual(weeklyMargins(loads, today, 4));
  });
});
