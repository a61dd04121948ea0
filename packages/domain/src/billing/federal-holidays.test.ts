import { federalHolidayOn, federalHolidays, isNonBusinessDay } from './federal-holidays';

const observedIn = (year: number) => Object.fromEntries(federalHolidays(year).map((h) => [h.name, h.observed]));

describe('federalHolidays', () => {
  it('works out 2026, with Independence Day on a Saturday observed on Friday July 3', () => {
    expect(observedIn(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      'Martin Luther King Jr. Day': '2026-01-19',
      "Presidents' Day": '2026-02-16',
      'Memorial Day': '2026-05-25',
      Juneteenth: '2026-06-19',
      'Independence Day': '2026-07-03',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Veterans Day': '2026-11-11',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
    expect(federalHolidays(2026).find((h) => h.name === 'Independence Day')?.date).toBe('2026-07-04');
  });

  it('works out 2027: Saturdays observed on Friday, a Sunday on Monday, and next New Year on December 31', () => {
    expect(observedIn(2027)).toMatchObject({
      'Martin Luther King Jr. Day': '2027-01-18',
      'Memorial Day': '2027-05-31',
      Juneteenth: '2027-06-18',
      'Independence Day': '2027-07-05',
      'Thanksgiving Day': '2027-11-25',
      'Christmas Day': '2027-12-24',
    });
    expect(observedIn(2028)["New Year's Day"]).toBe('2027-12-31');
  });

  it.each([
    [2020, 10],
    [2021, 11],
    [2100, 11],
  ])('counts Juneteenth from 2021: %p has %p holidays', (year, count) => expect(federalHolidays(year)).toHaveLength(count));

  it.each([
    // [year, Thanksgiving]: the fourth Thursday, whichever weekday November starts on.
    [2024, '2024-11-28'],
    [2025, '2025-11-27'],
    [2026, '2026-11-26'],
    [2029, '2029-11-22'],
  ])('puts Thanksgiving %p on %s', (year, date) => expect(observedIn(year)['Thanksgiving Day']).toBe(date));

  it.each([[1999.5], [999], [10000], [NaN]])('refuses the year %p', (year) => expect(() => federalHolidays(year)).toThrow(RangeError));
});

describe('federalHolidayOn and isNonBusinessDay', () => {
  it.each([
    ['2026-07-03', 'Independence Day', true],
    ['2026-07-04', undefined, true], // the holiday itself, a Saturday: a weekend day, not the observed holiday
    ['2026-07-06', undefined, false],
    ['2026-11-26', 'Thanksgiving Day', true],
    ['2026-11-27', undefined, false], // the day after Thanksgiving is not a federal holiday
    ['2021-12-31', "New Year's Day", true],
    ['2026-12-31', undefined, false],
    ['2023-11-10', 'Veterans Day', true],
    ['2020-06-19', undefined, false],
    ['2026-11-28', undefined, true],
    ['2026-11-29', undefined, true],
    ['2026-11-30', undefined, false],
  ])('%s: holiday %s, no payments %p', (date, name, closed) => {
    expect(federalHolidayOn(date)?.name).toBe(name);
    expect(isNonBusinessDay(date)).toBe(closed);
  });
});
