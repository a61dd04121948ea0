import { assertDate, dateOf, type IsoDate, weekdayOf } from './calendar';

/**
 * The eleven US federal holidays (5 U.S.C. 6103), worked out for any year rather than listed, so
 * the calendar never runs out. A fixed-date holiday on a Saturday is observed the Friday before
 * and on a Sunday the Monday after, as federal offices do; New Year's Day on a Saturday is
 * therefore observed on December 31 of the year before. Juneteenth counts from 2021, the first
 * year it was a holiday; the others follow today's rules in every year.
 */
export interface FederalHoliday {
  name: string;
  /** The holiday's own date. */
  date: IsoDate;
  /** The weekday it is observed on: the date itself unless that falls on a weekend. */
  observed: IsoDate;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The nth (1-based) weekday of a month, e.g. the third Monday of January. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = weekdayOf(dateOf(year, month, 1));
  return dateOf(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The last weekday of a month, e.g. the last Monday of May. */
function lastWeekday(year: number, month: number, weekday: number): IsoDate {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekdayOf(dateOf(year, month, lastDay));
  return dateOf(year, month, lastDay - ((last - weekday + 7) % 7));
}

/** A fixed date moved off the weekend: Saturday to the Friday before, Sunday to the Monday after. */
function observedOn(date: IsoDate): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = weekdayOf(date);
  if (weekday === 6) return dateOf(year, month, day - 1);
  if (weekday === 0) return dateOf(year, month, day + 1);
  return date;
}

const fixed = (name: string, date: IsoDate): FederalHoliday => ({ name, date, observed: observedOn(date) });
// The holidays set on a weekday of a month fall on that weekday every year.
const floating = (name: string, date: IsoDate): FederalHoliday => ({ name, date, observed: date });

/** The federal holidays of a year (four digits), in calendar order. */
export function federalHolidays(year: number): FederalHoliday[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`A year has four digits, not ${year}`);
  return [
    fixed("New Year's Day", dateOf(year, 1, 1)),
    floating('Martin Luther King Jr. Day', nthWeekday(year, 1, MONDAY, 3)),
    floating("Presidents' Day", nthWeekday(year, 2, MONDAY, 3)),
    floating('Memorial Day', lastWeekday(year, 5, MONDAY)),
    ...(year >= 2021 ? [fixed('Juneteenth', dateOf(year, 6, 19))] : []),
    fixed('Independence Day', dateOf(year, 7, 4)),
    floating('Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    floating('Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    fixed('Veterans Day', dateOf(year, 11, 11)),
    floating('Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    fixed('Christmas Day', dateOf(year, 12, 25)),
  ];
}

/** The holiday observed on a date, or undefined (on December 31, next year's New Year's Day may be). */
export function federalHolidayOn(date: IsoDate): FederalHoliday | undefined {
  const year = Number(assertDate(date).slice(0, 4));
  const candidates = date.endsWith('-12-31') ? federalHolidays(year + 1) : federalHolidays(year);
  return candidates.find((holiday) => holiday.observed === date);
}

/** True on a Saturday, a Sunday or an observed federal holiday: the days no payment is made. */
export const isNonBusinessDay = (date: IsoDate): boolean => [0, 6].includes(weekdayOf(date)) || federalHolidayOn(date) !== undefined;
