import { addFederalBusinessDays, daysPastDue, dueDateOf, MAX_NET_DAYS, NET_30, parseTerms, termsLabel } from './terms';

describe('parseTerms', () => {
  it.each([
    ['Net 45', 45],
    ['net45', 45],
    ['NET-15', 15],
    [' Net 30 ', 30],
    ['Net 0', 0],
    [`Net ${MAX_NET_DAYS}`, MAX_NET_DAYS],
  ])('reads %j as net %p days', (text, days) => expect(parseTerms(text)).toEqual({ kind: 'net', days }));

  it.each([['Net'], ['30'], ['Net 30 days'], ['Net 366'], ['Net -5'], ['Net 4.5'], ['2/10 Net 30'], [''], [null]])('is null for %j', (text) => {
    expect(parseTerms(text)).toBeNull();
  });

  it('writes terms the way it reads them, Net 30 by default', () => {
    expect(termsLabel(NET_30)).toBe('Net 30');
    expect(parseTerms(termsLabel({ kind: 'net', days: 45 }))).toEqual({ kind: 'net', days: 45 });
  });
});

describe('dueDateOf', () => {
  it.each([
    ['2026-11-26', NET_30, '2026-12-26'],
    ['2026-12-15', NET_30, '2027-01-14'],
    ['2027-01-31', NET_30, '2027-03-02'],
    ['2028-01-31', NET_30, '2028-03-01'], // 2028 is a leap year: February has 29 days
    ['2026-03-01', { kind: 'net', days: 45 } as const, '2026-04-15'],
    ['2026-07-03', { kind: 'net', days: 0 } as const, '2026-07-03'],
    // Calendar days: a due date on a weekend or a holiday stays where it falls.
    ['2026-06-04', NET_30, '2026-07-04'],
  ])('invoiced %s on %j is due %s', (date, terms, due) => expect(dueDateOf(date, terms)).toBe(due));

  it('is Net 30 unless told otherwise', () => expect(dueDateOf('2026-11-26')).toBe('2026-12-26'));

  it.each([[-1], [1.5], [MAX_NET_DAYS + 1]])('refuses net %p days', (days) => {
    expect(() => dueDateOf('2026-11-26', { kind: 'net', days })).toThrow(RangeError);
  });
});

describe('daysPastDue', () => {
  it.each([
    ['2026-12-26', '2026-12-20', 0],
    ['2026-12-26', '2026-12-26', 0],
    ['2026-12-26', '2026-12-27', 1],
    ['2026-12-26', '2027-01-25', 30],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
  ])('due %s, on %s: %p days past due', (due, today, days) => expect(daysPastDue(due, today)).toBe(days));
});

describe('addFederalBusinessDays', () => {
  it.each([
    ['2026-12-02', 2, '2026-12-04', 'Wednesday + 2: Friday'],
    ['2026-12-04', 1, '2026-12-07', 'Friday + 1: over the weekend to Monday'],
    ['2026-12-05', 1, '2026-12-07', 'from a Saturday: Monday'],
    ['2026-07-01', 2, '2026-07-06', 'Wednesday + 2: Thursday, then Friday July 3 is Independence Day observed'],
    ['2026-11-25', 2, '2026-11-30', 'Wednesday + 2: Thanksgiving skipped, Friday, then Monday'],
    ['2026-11-24', 2, '2026-11-27', 'Tuesday + 2: Wednesday, Thanksgiving skipped, Friday'],
    ['2026-12-23', 2, '2026-12-28', 'Wednesday + 2: Thursday, Christmas on Friday skipped'],
    ['2027-12-29', 2, '2028-01-03', 'Wednesday + 2: Thursday, then New Year 2028 observed on Friday December 31'],
    ['2026-01-16', 1, '2026-01-20', 'Friday + 1: Martin Luther King Jr. Day on Monday'],
    ['2028-02-28', 1, '2028-02-29', 'into a leap day'],
    ['2026-12-04', 0, '2026-12-04', 'none'],
    ['2026-12-07', -1, '2026-12-04', 'back over the weekend'],
    ['2026-11-30', -2, '2026-11-25', 'back over the weekend and Thanksgiving'],
  ])('%s + %p business days is %s (%s)', (date, days, result) => expect(addFederalBusinessDays(date, days)).toBe(result));

  it('refuses a part of a day and a date that is not one', () => {
    expect(() => addFederalBusinessDays('2026-12-02', 1.5)).toThrow(RangeError);
    expect(() => addFederalBusinessDays('2026-02-30', 0)).toThrow(RangeError);
  });
});
