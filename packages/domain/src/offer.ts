import { formatPriceText, lazyFormat } from './format';
import { isPrice } from './money';
import { QUOTE_TERMS } from './quote-terms';

/**
 * A priced quote is an offer the customer can accept or decline online until the end of its
 * "valid until" day in Eastern time (the company's time zone). Whether it is still open is worked
 * out whenever it is read, so no nightly job can overwrite a decision.
 */
export const OFFER_TIME_ZONE = 'America/New_York';
export const OFFER_VALID_DAYS = 7;

export const OFFER_STATES = ['awaiting', 'accepted', 'declined', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** Where an offer stands, as staff say it. */
/** Staff's hint under a quote's price: what turns a price into something the customer can accept (offerState below). */
export const PRICE_REACHES_CUSTOMER_HINT = 'Only with status Approved does the customer get this price as an offer to accept.';

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  awaiting: 'Awaiting customer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** Where an offer stands, as the customer reads it in the portal (never staff's words). */
export const CUSTOMER_OFFER_STATE_LABELS: Record<OfferState, string> = {
  ...OFFER_STATE_LABELS,
  awaiting: 'Your decision needed',
};

/** What an accepted quote was accepted at; it never changes afterwards, whatever staff edit. */
export interface OfferSnapshot {
  estimatedPrice: string;
  validUntil: string;
  serviceNeeded: string;
  originZip?: string;
  destinationZip?: string;
  weight?: string;
  equipmentType?: string;
  /** The terms accepted: a version's reference (see quote-terms.ts), or the one-sentence terms of early quotes. */
  terms: string;
}

export interface QuoteDecision {
  outcome: 'accepted' | 'declined';
  at: string;
  userId: number;
  /** The account holder's name as registered. */
  accountName: string;
  /** The name the customer typed to sign (accepting). */
  signature?: string;
  /** Why the customer declined, if they said. */
  reason?: string;
  /** The client address the decision came from. */
  ip?: string;
  snapshot?: OfferSnapshot;
}

/** The fields an offer is judged by. */
export interface OfferFields {
  status: string;
  estimatedPrice?: string | null;
  validUntil?: string | null;
  decision?: Pick<QuoteDecision, 'outcome'> | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const easternParts = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
  timeZone: OFFER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
    }),
);

/** The Eastern wall-clock time of an instant, read as if it were UTC (for offset arithmetic). */
function easternWallClock(at: number): number {
  const parts = Object.fromEntries(easternParts().formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The calendar date in Eastern time at an instant, YYYY-MM-DD. */
export function easternDate(at: Date = new Date()): string {
  return new Date(easternWallClock(at.getTime())).toISOString().slice(0, 10);
}

/** A calendar date plus some days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant an Eastern wall clock shows `minutes` past midnight on a YYYY-MM-DD date. */
export function easternInstant(date: string, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Eastern is UTC-5 or UTC-4; the offset at the guess, checked once more at the result.
  let instant = wall - (easternWallClock(wall) - wall);
  instant = wall - (easternWallClock(instant) - instant);
  return new Date(instant);
}

/** The first instant after the offer's last day: midnight Eastern at the start of the next day. */
export const offerEndsAt = (validUntil: string): Date => easternInstant(addDays(validUntil, 1));

/** The date staff give a newly priced quote unless they choose another. */
export const defaultValidUntil = (now: Date = new Date()) => addDays(easternDate(now), OFFER_VALID_DAYS);

/**
 * Where a quote stands as an offer, or null when it is not one (no price yet, or not approved). A
 * price that is not a positive amount (text saved before prices were checked) is never an offer.
 */
export function offerState(quote: OfferFields, now: Date = new Date()): OfferState | null {
  if (quote.decision) return quote.decision.outcome;
  if (quote.status !== 'approved' || !isPrice(quote.estimatedPrice) || !quote.validUntil) return null;
  return now < offerEndsAt(quote.validUntil) ? 'awaiting' : 'expired';
}

/** "December 2, 2026" for a YYYY-MM-DD date, whatever the reader's time zone. */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date || !isCalendarDate(date)) return '';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "November 25, 2026 at 10:30 AM Eastern": a moment, in the company's time zone. */
export const formatEasternDateTime = (at: Date | string) =>
  `${new Date(at).toLocaleString('en-US', { timeZone: OFFER_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })} Eastern`;

/** A quote has a document (PDF) once it is priced, or once a price was accepted. */
export const hasQuoteDocument = (quote: Pick<OfferFields, 'estimatedPrice' | 'decision'>) =>
  isPrice(quote.estimatedPrice) || quote.decision?.outcome === 'accepted';

/** "Valid through December 2, 2026, 11:59 PM Eastern". */
export const validThroughText = (validUntil: string) => `Valid through ${formatCalendarDate(validUntil)}, 11:59 PM Eastern`;

/** The texts of the decision step, on screen and in the API's refusals. */
export const OFFER_MESSAGES = {
  signatureRequired: 'Please type your full name to sign',
  confirmRequired: 'Please confirm that you accept this quote',
  reasonTooLong: 'Please keep the reason under 1000 characters',
  notYours: 'You can only decide on your own quotes',
  notOffered: 'This quote has no price to accept or decline yet',
  expired: (validUntil: string) => `This quote expired on ${formatCalendarDate(validUntil)}. Please ask us for a new price.`,
  alreadyDecided: (outcome: 'accepted' | 'declined') => `This quote was already ${outcome}`,
  changedMeanwhile: 'This quote was just changed. Please reload it and try again.',
  accepted: (reference: string) => `Quote ${reference} accepted. We will be in touch to schedule your shipment.`,
  declined: (reference: string) => `Quote ${reference} declined. Thank you for letting us know.`,
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD)',
  validUntilPast: 'Valid until cannot be in the past',
  noDocument: 'A quote document is available once the quote is priced',
  acceptedTitle: 'Quote accepted',
  declinedTitle: 'Quote declined',
  acceptFailedTitle: 'Could not accept the quote',
  declineFailedTitle: 'Could not decline the quote',
  tryAgain: 'Please try again.',
} as const;

/** The offer as it will be (or was) accepted: today's price, and the current terms by reference. */
export function offerSnapshot(quote: OfferFields & Omit<OfferSnapshot, 'terms' | 'estimatedPrice' | 'validUntil'>): OfferSnapshot {
  return {
    estimatedPrice: formatPriceText(quote.estimatedPrice ?? ''),
    validUntil: quote.validUntil ?? '',
    serviceNeeded: quote.serviceNeeded,
    originZip: quote.originZip || undefined,
    destinationZip: quote.destinationZip || undefined,
    weight: quote.weight || undefined,
    equipmentType: quote.equipmentType || undefined,
    terms: QUOTE_TERMS.reference,
  };
}
