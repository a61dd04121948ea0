import { assertDate, dateOf, daysBetween, mondayOf, plusDays, weekdayOf } from './calendar';

describe('billing calendar dates', () => {
  it.each([
    ['2026-11-26', 30, '2026-12-26'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %p days is %s', (date, days, result) => expect(plusDays(date, days)).toBe(result));

  it.each([
    ['2026-11-01', '2026-11-01', 0],
    ['2026-11-01', '2026-11-02', 1],
    ['2026-11-02', '2026-11-01', -1],
    // Across both daylight saving changes, every day still counts once.
    ['2026-03-01', '2026-04-01', 31],
    ['2026-10-25', '2026-11-08', 14],
    ['2028-02-01', '2028-03-01', 29],
    ['2026-01-01', '2027-01-01', 365],
  ])('from %s to %s is %p days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-26', '2026-11-23'],
    ['2026-11-28', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
    expect(weekdayOf(mondayOf(date))).toBe(1);
  });

  it('writes a year, month and day as a date, carrying over the month end', () => {
    expect(dateOf(2026, 7, 4)).toBe('2026-07-04');
    expect(dateOf(2026, 2, 29)).toBe('2026-03-01');
  });

  it.each([['2026-02-30'], ['2026-1-5'], ['11/26/2026'], ['']])('refuses %j, which is not a calendar date', (date) => {
    expect(() => assertDate(date)).toThrow(RangeError);
    expect(() => plusDays(date, 1)).toThrow(RangeError);
    expect(() => daysBetween(date, '2026-01-01')).toThrow(RangeError);
  });
});
