import { addDays, isCalendarDate } from '../offer';

/**
 * Billing dates are calendar dates written YYYY-MM-DD, with no time and no time zone: an invoice
 * dated November 26 is due on a date, not at an instant. Arithmetic runs on UTC midnights, where
 * every day has 24 hours, so daylight saving can never shift a due date.
 */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60_000;

/** Returns the date when it is a real calendar date, and throws a RangeError naming it otherwise. */
export function assertDate(date: IsoDate, what = 'A date'): IsoDate {
  if (!isCalendarDate(date)) throw new RangeError(`${what} must be a calendar date (YYYY-MM-DD), not ${JSON.stringify(date)}`);
  return date;
}

const utcMidnight = (date: IsoDate) => Date.parse(`${assertDate(date)}T00:00:00Z`);

/** A calendar date plus (or minus) whole days. */
export const plusDays = (date: IsoDate, days: number): IsoDate => addDays(assertDate(date), days);

/** Days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** The day of the week, 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: IsoDate): number => new Date(utcMidnight(date)).getUTCDay();

/** The Monday of the date's week (weeks run Monday to Sunday, so a Sunday belongs to the Monday before). */
export const mondayOf = (date: IsoDate): IsoDate => plusDays(date, -((weekdayOf(date) + 6) % 7));

/** The date of a year, month (1–12) and day, written YYYY-MM-DD. */
export const dateOf = (year: number, month: number, day: number): IsoDate => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
