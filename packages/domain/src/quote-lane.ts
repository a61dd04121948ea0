/**
 * The lane as a quote request's fields (both quote forms), and the booking form's start from an
 * accepted quote. Pure functions and texts; the ZIP codes' cities and the miles come from the
 * server (`@freight/domain/zip-centroids`), never from a page.
 */
import { CALCULATOR_MESSAGES } from './calculator';
import { groupThousands } from './format';
import { addDays, easternDate, isCalendarDate } from './offer';
import type { TimeWindow } from './shipment';

/** The lane fields a quote request may carry (each optional; both ZIP codes or neither). */
export interface QuoteLaneRequest {
  originZip?: string;
  destinationZip?: string;
  /** Pounds, as typed ("12000") or a number. */
  weight?: string | number;
  /** YYYY-MM-DD, Eastern. */
  pickupDate?: string;
  /** One of EQUIPMENT_TYPES. */
  equipmentType?: string;
}

export const QUOTE_LANE_MESSAGES = {
  originZip: CALCULATOR_MESSAGES.originZip,
  destinationZip: CALCULATOR_MESSAGES.destinationZip,
  pickupDateInvalid: 'Please enter a real pickup date',
  pickupDatePast: 'The pickup date cannot be in the past',
  equipmentType: 'Please select equipment type',
} as const;

/** One wording for the public form (title case, as its other labels) and the portal's (sentence case). */
export const QUOTE_LANE_TEXTS = {
  heading: 'Shipment lane (optional)',
  hint: 'Give both ZIP codes and we work out the road miles for your quote.',
  estimateHint: 'The ZIP codes and weight come from your calculator estimate.',
  publicLabels: { originZip: 'Origin ZIP', destinationZip: 'Destination ZIP', weight: 'Weight (lbs)', pickupDate: 'Pickup Date', equipmentType: 'Equipment' },
  portalLabels: { originZip: 'Origin ZIP', destinationZip: 'Destination ZIP', weight: 'Weight (lbs)', pickupDate: 'Pickup date', equipmentType: 'Equipment' },
  equipmentPlaceholder: 'Any equipment',
} as const;

/** A ZIP code's place as the server found it in the ZIP data. */
export interface LanePlace {
  zip: string;
  city: string;
  state: string;
}

/** "New York, NY 10001", or the bare ZIP code when its place is not known. */
export const placeText = (place: Partial<LanePlace> & { zip: string }): string => (place.city && place.state ? `${place.city}, ${place.state} ${place.zip}` : place.zip);

/** The request's lane as one line: "New York, NY 10001 → Philadelphia, PA 19103". */
export const laneRouteText = (origin: Partial<LanePlace> & { zip: string }, destination: Partial<LanePlace> & { zip: string }): string =>
  `${placeText(origin)} → ${placeText(destination)}`;

export const weightText = (weight: string | number): string => {
  const n = Number(weight);
  return Number.isFinite(n) ? `${groupThousands(n)} lbs` : String(weight);
};

/** A request's pickup date is kept only when it is a real date not before today (Eastern). */
export function pickupDateProblem(date: string, now = new Date()): string | null {
  if (!isCalendarDate(date)) return QUOTE_LANE_MESSAGES.pickupDateInvalid;
  if (date < easternDate(now)) return QUOTE_LANE_MESSAGES.pickupDatePast;
  return null;
}

/** A calendar date plus business days (Saturdays and Sundays skipped). */
export function addBusinessDays(date: string, days: number): string {
  let at = date;
  let left = days;
  while (left > 0) {
    at = addDays(at, 1);
    const weekday = new Date(`${at}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** The booking form's default windows, as suggestedWindows gives them: 08:00–16:00 Eastern. */
const DAY_WINDOW = { from: '08:00', to: '16:00' } as const;
/** The earliest pickup the booking form proposes: two days ahead, time for dispatch to cover it. */
export const BOOKING_LEAD_DAYS = 2;

/**
 * The windows a booking starts with from a quote: the requested pickup date when it is still at
 * least BOOKING_LEAD_DAYS away (else the earliest such day), and delivery after the lane's transit
 * time in business days (two when the lane is not known).
 */
export function bookingWindowsFrom(pickupDate: string | null | undefined, transitDays: number | null | undefined, now = new Date()): { pickupWindow: TimeWindow; deliveryWindow: TimeWindow } {
  const earliest = addDays(easternDate(now), BOOKING_LEAD_DAYS);
  const pickup = pickupDate && isCalendarDate(pickupDate) && pickupDate >= earliest ? pickupDate : earliest;
  const delivery = addBusinessDays(pickup, Math.max(1, transitDays ?? 2));
  return { pickupWindow: { date: pickup, ...DAY_WINDOW }, deliveryWindow: { date: delivery, ...DAY_WINDOW } };
}

/** GET /api/customer-quotes/:id/booking: what the booking form starts with (the customer may change all of it). */
export interface BookingPrefill {
  quoteId: number;
  pickup: LanePlace | null;
  delivery: LanePlace | null;
  /** Pounds, or null when the quote has none. */
  weight: number | null;
  equipmentType: string | null;
  pickupWindow: TimeWindow;
  deliveryWindow: TimeWindow;
  /** Handling units counted from the quote's LTL pieces, or null. */
  pieces: number | null;
  freightClass: string | null;
  roadMiles: number | null;
}

export const BOOKING_PREFILL_TEXTS = {
  title: (quoteRef: string) => `Filled in from quote ${quoteRef}`,
  body: 'The ZIP codes, cities, weight and dates come from your quote. Add the names, street addresses, contacts and references; you can change anything.',
  equipment: (equipment: string) => `Equipment: ${equipment}`,
  miles: (miles: number) => `About ${groupThousands(miles)} road miles`,
} as const;

const LANE_KEYS = ['originZip', 'destinationZip', 'weight', 'pickupDate', 'equipmentType'] as const;

/** A form's body without the lane fields left empty: a request without a lane is sent as it always was. */
export function withoutEmptyLane<T extends object>(body: T): T {
  const out = { ...body } as Record<string, unknown>;
  for (const key of LANE_KEYS) if (out[key] === '' || out[key] === null || out[key] === undefined) delete out[key];
  return out as T;
}
