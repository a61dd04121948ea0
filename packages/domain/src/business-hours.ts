import { PROMISES } from './company';
import { normalizeQuoteStatus } from './lists';
import { addDays, easternDate, easternInstant } from './offer';

/**
 * The hours in which the promised quote response time runs: the office hours the site publishes
 * (BUSINESS_HOURS), Monday to Friday 7:00 AM to 7:00 PM and Saturday 8:00 AM to 2:00 PM, Eastern
 * time (daylight saving followed). Per weekday (0 = Sunday): opening and closing minute after
 * midnight, or null when closed. Public holidays are not known here and count as open days.
 */
export const QUOTE_DESK_HOURS: ReadonlyArray<readonly [number, number] | null> = [
  null,
  [7 * 60, 19 * 60],
  [7 * 60, 19 * 60],
  [7 * 60, 19 * 60],
  [7 * 60, 19 * 60],
  [7 * 60, 19 * 60],
  [8 * 60, 14 * 60],
];

/** How long a new quote request may wait for staff, in desk hours (the 2-hour promise). */
export const QUOTE_RESPONSE_MS = PROMISES.quoteResponseHours * 60 * 60_000;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The desk's open interval on an Eastern calendar date, as epoch milliseconds, or null when closed. */
function openOn(date: string): [number, number] | null {
  const hours = QUOTE_DESK_HOURS[weekday(date)];
  return hours ? [easternInstant(date, hours[0]).getTime(), easternInstant(date, hours[1]).getTime()] : null;
}

/** Milliseconds of desk hours between two instants (0 when `to` is not after `from`). */
export function deskMsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  const last = easternDate(to);
  for (let date = easternDate(from); date <= last; date = addDays(date, 1)) {
    const open = openOn(date);
    if (open) total += Math.max(0, Math.min(open[1], to.getTime()) - Math.max(open[0], from.getTime()));
  }
  return total;
}

/**
 * The latest moment a pending quote can have been received and have waited `allowance` of desk
 * hours by `now`: every pending quote received at or before it is overdue. One instant for all
 * quotes, so the list filters by a range on the time received (an index) instead of judging each quote.
 */
export function overdueCutoff(now: Date = new Date(), allowance = QUOTE_RESPONSE_MS): Date {
  let left = allowance;
  const at = now.getTime();
  // The desk is open at least once a week, so this walks back a few days at most.
  for (let date = easternDate(now); ; date = addDays(date, -1)) {
    const open = openOn(date);
    if (!open || open[0] >= at) continue;
    const span = Math.min(open[1], at) - open[0];
    if (span >= left) return new Date(Math.min(open[1], at) - left);
    left -= span;
  }
}

/** A pending quote that has waited the promised time in desk hours. */
export function isOverdue(quote: { status: string; createdAt: string | Date }, now: Date = new Date()): boolean {
  return normalizeQuoteStatus(quote.status) === 'pending' && new Date(quote.createdAt) <= overdueCutoff(now);
}

/** How long ago, in plain clock time: "12 min", "3 h 20 min", "4 days". */
export function formatAge(since: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
