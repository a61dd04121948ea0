import { assertDate, daysBetween, type IsoDate, plusDays } from './calendar';
import { isNonBusinessDay } from './federal-holidays';

/**
 * Payment terms: "Net 30" means due 30 calendar days after the invoice date. Only net terms exist
 * today; `kind` leaves room for others (due on receipt, end of month) without reshaping stored terms.
 */
export interface PaymentTerms {
  kind: 'net';
  days: number;
}

/** The terms a customer gets unless agreed otherwise: the published "due within 30 days of the invoice date". */
export const NET_30: PaymentTerms = { kind: 'net', days: 30 };

/** The longest net terms accepted: a year, so a typo such as "Net 300" is not taken at its word. */
export const MAX_NET_DAYS = 365;

const NET = /^net(?:\s*|-)(\d{1,3})$/i;

/** "Net 45", "net45", "NET-15" → { kind: 'net', days: 45 }; null for anything else or beyond MAX_NET_DAYS. */
export function parseTerms(text: string | null | undefined): PaymentTerms | null {
  const match = NET.exec((text ?? '').trim());
  const days = match ? Number(match[1]) : NaN;
  return days <= MAX_NET_DAYS ? { kind: 'net', days } : null;
}

/** "Net 45": terms as invoices print them and parseTerms reads them. */
export const termsLabel = (terms: PaymentTerms): string => `Net ${terms.days}`;

/** The due date: the invoice date plus the terms' calendar days (Net 30 on January 31 is March 2, or March 1 in a leap year). */
export function dueDateOf(invoiceDate: IsoDate, terms: PaymentTerms = NET_30): IsoDate {
  if (!Number.isInteger(terms.days) || terms.days < 0 || terms.days > MAX_NET_DAYS) throw new RangeError(`Net terms run 0 to ${MAX_NET_DAYS} days, not ${terms.days}`);
  return plusDays(invoiceDate, terms.days);
}

/** Whole days past the due date on `today`: 0 on the due date and before it. */
export const daysPastDue = (dueDate: IsoDate, today: IsoDate): number => Math.max(0, daysBetween(dueDate, today));

/**
 * The date `days` business days after (or, when negative, before) `date`, skipping Saturdays,
 * Sundays and observed federal holidays; the start date itself never counts. quote-lane's
 * addBusinessDays skips weekends only (for transit estimates); money is not paid on a holiday.
 */
export function addFederalBusinessDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Business days are whole days, not ${days}`);
  const step = Math.sign(days);
  let at = assertDate(date);
  for (let left = Math.abs(days); left > 0; ) {
    at = plusDays(at, step);
    if (!isNonBusinessDay(at)) left -= 1;
  }
  return at;
}
