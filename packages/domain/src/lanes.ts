/**
 * Lane facts beside the calculator's specified estimate: real miles between two ZIP centroids,
 * a transit-time estimate, LTL density and freight class, and staff's price suggestion from the
 * carrier rates. Pure functions, no I/O: the ZIP centroids themselves are looked up on the server
 * (`@freight/domain/zip-centroids`), so no page downloads the ZIP dataset.
 */
import { CALCULATOR_SERVICE_TYPES, calculatorEquipmentType, formatUsd, MAX_SHIPMENT_WEIGHT_LBS, roundToCents } from './calculator';
import { formatLongDate, groupThousands } from './format';
import { type TrailerType, trailerTypeOf } from './trailer-types';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius (IUGG: 6,371.0088 km) in statute miles. */
export const EARTH_MEAN_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") miles between two points, by the haversine formula. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Road miles per great-circle mile in the United States: 1.20, the circuity factor measured for the
 * US road network by R. H. Ballou, H. Rahardja and N. Sakai, "Selected country circuity factors for
 * road and rail network distances", International Journal of Physical Distribution & Logistics
 * Management 32(4), 2002, pp. 251–263. A national average: a lane across water or mountains drives
 * longer, a straight interstate lane shorter.
 */
export const ROAD_CIRCUITY_FACTOR = 1.2;

/** Estimated road miles for a great-circle distance, to the whole mile. */
export const roadMilesFor = (greatCircle: number): number => Math.round(greatCircle * ROAD_CIRCUITY_FACTOR);

/**
 * Truckload transit: a driver may drive at most 11 hours after 10 consecutive hours off duty (FMCSA
 * hours of service, 49 CFR 395.3(a)(3)); at an assumed 50 mph average including traffic and stops
 * for fuel, that is 550 road miles a driving day. One driver, no team.
 */
export const TRUCKLOAD_DRIVING_HOURS_PER_DAY = 11;
export const ASSUMED_AVERAGE_SPEED_MPH = 50;
export const TRUCKLOAD_MILES_PER_DAY = TRUCKLOAD_DRIVING_HOURS_PER_DAY * ASSUMED_AVERAGE_SPEED_MPH;
/**
 * LTL transit, by the rule of thumb LTL carriers and brokers publish: carriers quote the line haul
 * terminal to terminal, and a day is added for the pickup and one for the delivery (freight does
 * not move on weekends). The line haul moves at the truckload pace above.
 */
export const LTL_TERMINAL_DAYS = 2;

export type TransitMode = 'truckload' | 'ltl';

/** The calculator's service types that travel LTL; every other one is priced as a truckload. */
export const transitModeOf = (serviceType: string | null | undefined): TransitMode => (serviceType === 'ltl' ? 'ltl' : 'truckload');

/** Business days a lane of these road miles takes, at least one. */
export function transitBusinessDays(mode: TransitMode, roadMiles: number): number {
  const driving = Math.max(1, Math.ceil(roadMiles / TRUCKLOAD_MILES_PER_DAY));
  return mode === 'ltl' ? driving + LTL_TERMINAL_DAYS : driving;
}

export const LANE_TEXTS = {
  transitDays: (days: number) => `about ${days} business ${days === 1 ? 'day' : 'days'}`,
  truckloadAssumption: `One driver within the federal hours-of-service limit: ${TRUCKLOAD_DRIVING_HOURS_PER_DAY} hours of driving a day at an assumed ${ASSUMED_AVERAGE_SPEED_MPH} mph average, ${TRUCKLOAD_MILES_PER_DAY} miles a day.`,
  ltlAssumption: `LTL line haul at ${TRUCKLOAD_MILES_PER_DAY} miles a day, plus a day for pickup and one for delivery through the carriers' terminals.`,
  roadMilesAssumption: `Road miles are estimated from the ZIP codes' centres: the straight-line distance times ${ROAD_CIRCUITY_FACTOR.toFixed(2)}, the average US road circuity.`,
  classCaveat: 'Estimated from density on the current NMFC density scale; the carrier’s classification of the commodity rules.',
  milesHeading: 'Lane miles and transit time',
  loading: 'Looking up the lane…',
  unavailable: (reason?: string) => `Lane miles are not available${reason ? `: ${reason}` : ' right now'}.`,
  specEstimateNote: 'The estimate above follows our published rate formula; the miles and transit time are for planning.',
} as const;

export const LANE_MESSAGES = {
  unknownZip: (zip: string) => `We have no location for ZIP code ${zip}. Please check it`,
  zipFormat: 'Please enter a 5-digit ZIP code',
} as const;

export const ACCESSORIAL_MESSAGES = {
  name: 'Accessorial name is required',
  priceRequired: 'Price is required',
  price: 'Price must be an amount in US dollars, more than $0 and at most $100,000',
  duplicate: 'An accessorial with this name already exists',
  notOffered: 'One of the chosen extra services is no longer offered. Please review them',
  invalid: 'Please choose extra services from the list',
} as const;

// ---------------------------------------------------------------------------------------------
// LTL pieces, density and class
// ---------------------------------------------------------------------------------------------

export interface FreightPiece {
  /** Handling units of this size and weight (pallets, crates). */
  quantity: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** Each unit's weight. */
  weightLbs: number;
}

/** What fits through a 53-ft dry van: 636 in long, 102 in wide, 110 in high inside at most. */
export const PIECE_LIMITS = { maxPieces: 20, maxQuantity: 99, maxLengthIn: 636, maxWidthIn: 102, maxHeightIn: 110 } as const;

export const PIECE_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${PIECE_LIMITS.maxQuantity}`,
  lengthIn: `Length must be more than 0 and at most ${PIECE_LIMITS.maxLengthIn} in`,
  widthIn: `Width must be more than 0 and at most ${PIECE_LIMITS.maxWidthIn} in`,
  heightIn: `Height must be more than 0 and at most ${PIECE_LIMITS.maxHeightIn} in`,
  weightLbs: `Each unit must weigh more than 0 and at most ${MAX_SHIPMENT_WEIGHT_LBS.toLocaleString('en-US')} lbs`,
  tooMany: `At most ${PIECE_LIMITS.maxPieces} lines of pieces`,
  totalTooHeavy: `The pieces weigh more than ${MAX_SHIPMENT_WEIGHT_LBS.toLocaleString('en-US')} lbs, a full truckload`,
} as const;

/** The quote forms' extra services and LTL pieces (portal and landing page), one wording. */
export const QUOTE_EXTRAS_TEXTS = {
  accessorialsHeading: 'Extra services (optional)',
  accessorialsHint: 'Priced per shipment and added to your quote.',
  piecesHeading: 'LTL pieces (optional)',
  piecesHint: 'For less-than-truckload freight: each kind of pallet or crate, its outside dimensions in inches and what one weighs.',
  pieceLabels: { quantity: 'Units', lengthIn: 'Length (in)', widthIn: 'Width (in)', heightIn: 'Height (in)', weightLbs: 'Weight each (lbs)' } satisfies Record<keyof FreightPiece, string>,
  piece: (n: number) => `Piece ${n}`,
  remove: 'Remove',
  removePiece: (n: number) => `Remove piece ${n}`,
  addPiece: 'Add a piece',
  density: (density: number, freightClass: string) => `Density ${density} lb/ft³ · estimated freight class ${freightClass}`,
} as const;

const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

export const piecesCubicFeet = (pieces: readonly FreightPiece[]): number =>
  pieces.reduce((sum, p) => sum + (p.quantity * p.lengthIn * p.widthIn * p.heightIn) / CUBIC_INCHES_PER_CUBIC_FOOT, 0);

export const piecesWeightLbs = (pieces: readonly FreightPiece[]): number => pieces.reduce((sum, p) => sum + p.quantity * p.weightLbs, 0);

/** Pounds per cubic foot of the whole shipment, to two decimals; null without volume. */
export function densityOf(pieces: readonly FreightPiece[]): number | null {
  const cubicFeet = piecesCubicFeet(pieces);
  if (!(cubicFeet > 0)) return null;
  return Math.round((piecesWeightLbs(pieces) / cubicFeet) * 100) / 100;
}

/**
 * The NMFC density scale in force since 19 July 2025 (NMFTA docket 2025-1, item 133300, 13
 * sub-provisions): the class of the first row whose minimum density (lb/ft³) the freight reaches.
 */
export const NMFC_DENSITY_SCALE: readonly { minDensity: number; freightClass: string }[] = [
  { minDensity: 50, freightClass: '50' },
  { minDensity: 35, freightClass: '55' },
  { minDensity: 30, freightClass: '60' },
  { minDensity: 22.5, freightClass: '65' },
  { minDensity: 15, freightClass: '70' },
  { minDensity: 12, freightClass: '85' },
  { minDensity: 10, freightClass: '92.5' },
  { minDensity: 8, freightClass: '100' },
  { minDensity: 6, freightClass: '125' },
  { minDensity: 4, freightClass: '175' },
  { minDensity: 2, freightClass: '250' },
  { minDensity: 1, freightClass: '300' },
  { minDensity: 0, freightClass: '400' },
];

export function freightClassForDensity(density: number): string {
  return NMFC_DENSITY_SCALE.find((row) => density >= row.minDensity)!.freightClass;
}

export interface LaneFacts {
  greatCircleMiles: number;
  roadMiles: number;
  transitDays: number;
  transitMode: TransitMode;
}

/** GET /api/lanes: the lane between two ZIP codes, for the calculator. */
export interface LaneAnswer extends LaneFacts {
  origin: { zip: string; city: string; state: string };
  destination: { zip: string; city: string; state: string };
  transitText: string;
}

/** Great-circle and road miles and the transit estimate for a lane between two known points. */
export function laneFacts(origin: LatLng, destination: LatLng, mode: TransitMode): LaneFacts {
  const greatCircle = greatCircleMiles(origin, destination);
  const roadMiles = roadMilesFor(greatCircle);
  return { greatCircleMiles: Math.round(greatCircle * 10) / 10, roadMiles, transitDays: transitBusinessDays(mode, roadMiles), transitMode: mode };
}

// ---------------------------------------------------------------------------------------------
// Staff's price suggestion
// ---------------------------------------------------------------------------------------------

/** Amounts are typed freely by staff ("185.00", "$1,200"): the number, or null when it is none. */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const cleaned = String(text ?? '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export interface SuggestionRate {
  id: number;
  carrierName: string;
  baseRate: string;
  perMileRate: string;
  perPoundRate: string;
  minimumCharge: string;
}

export interface SuggestionAccessorial {
  name: string;
  price: number;
}

/** One carrier rate applied to a lane: its formula's parts and what the carrier is paid. */
export interface CarrierCharge {
  rateId: number;
  carrierName: string;
  base: number;
  mileage: number;
  weightCharge: number;
  /** base + mileage + weight, before the minimum. */
  linehaul: number;
  minimumCharge: number;
  minimumApplied: boolean;
  /** The line haul floored at the minimum charge. */
  carrierCharge: number;
}

export interface PriceSuggestion extends CarrierCharge {
  accessorials: SuggestionAccessorial[];
  accessorialsTotal: number;
  cost: number;
  marginPercent: number;
  margin: number;
  suggestedPrice: number;
}

/** Staff's default margin over the carrier cost until they set one. */
export const DEFAULT_MARGIN_PERCENT = 15;
export const MAX_MARGIN_PERCENT = 100;

/**
 * The carrier rate formula, the one place it is written: base + per mile × miles + per pound ×
 * weight, each part to the cent, floored at the minimum charge. Null when one of the rate's amounts
 * is not a number. Staff price quotes (priceSuggestion) and post loads' carrier rates with it.
 */
export function carrierRateFor(rate: SuggestionRate, lane: { miles: number; weightLbs: number }): CarrierCharge | null {
  const [base, perMile, perPound, minimumCharge] = [rate.baseRate, rate.perMileRate, rate.perPoundRate, rate.minimumCharge].map(parseAmount);
  if (base === null || perMile === null || perPound === null || minimumCharge === null) return null;
  const mileage = roundToCents(perMile * lane.miles);
  const weightCharge = roundToCents(perPound * lane.weightLbs);
  const linehaul = roundToCents(base + mileage + weightCharge);
  const minimumApplied = linehaul < minimumCharge;
  return { rateId: rate.id, carrierName: rate.carrierName, base, mileage, weightCharge, linehaul, minimumCharge, minimumApplied, carrierCharge: minimumApplied ? minimumCharge : linehaul };
}

/**
 * One carrier rate applied to a lane (carrierRateFor), plus the accessorials; the suggested
 * customer price adds staff's margin on that cost. Null when one of the rate's amounts is not a number.
 */
export function priceSuggestion(
  rate: SuggestionRate,
  lane: { miles: number; weightLbs: number },
  accessorials: readonly SuggestionAccessorial[],
  marginPercent: number,
): PriceSuggestion | null {
  const charge = carrierRateFor(rate, lane);
  if (!charge) return null;
  const accessorialsTotal = roundToCents(accessorials.reduce((sum, a) => sum + a.price, 0));
  const cost = roundToCents(charge.carrierCharge + accessorialsTotal);
  const margin = roundToCents((cost * marginPercent) / 100);
  return { ...charge, accessorials: [...accessorials], accessorialsTotal, cost, marginPercent, margin, suggestedPrice: roundToCents(cost + margin) };
}

/** A service's name as carrier rates are matched by it: lower case, trimmed, single spaces ('' for none). */
export const serviceKeyOf = (name: string | null | undefined): string => String(name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Carrier rates that apply to a service: same name, whatever the case and spacing. */
export const sameService = (a: string | null | undefined, b: string | null | undefined): boolean => serviceKeyOf(a) !== '' && serviceKeyOf(a) === serviceKeyOf(b);

/**
 * The carrier rates' service of each trailer type: the vans and the special trailers are priced as a
 * truckload, a reefer by the refrigerated rates, the open decks by the flatbed rates.
 */
export const RATE_SERVICE_OF_TRAILER: Record<TrailerType, string> = {
  'Dry Van': 'Full Truckload',
  Reefer: 'Refrigerated',
  Flatbed: 'Flatbed',
  'Step Deck': 'Flatbed',
  Lowboy: 'Flatbed',
  'Power Only': 'Full Truckload',
  Tanker: 'Full Truckload',
  Container: 'Full Truckload',
  'Auto Carrier': 'Full Truckload',
};

/**
 * The service a load's carrier rates are looked up by. A shipment's equipment is its quote's: for a
 * quote priced with the calculator that is "Full Truckload / General Freight", whose service is the
 * calculator's "Full Truckload" (the name a quote's price suggestion matches rates by); any other
 * equipment ("Dry Van", "Refrigerated Trailer", typed by staff or picked from a list) is priced by
 * its trailer type's service, so a lane typed into a quote form finds the rates staff keep.
 */
export function serviceOfEquipment(equipment: string | null | undefined): string {
  const text = String(equipment ?? '').trim();
  if (!text) return '';
  const service = CALCULATOR_SERVICE_TYPES.find((s) => text.startsWith(calculatorEquipmentType(s, { label: '' })));
  return service ? service.label : RATE_SERVICE_OF_TRAILER[trailerTypeOf(text)];
}

// ---------------------------------------------------------------------------------------------
// Staff's pricing settings
// ---------------------------------------------------------------------------------------------

/**
 * The calculator's distance: the specification's (the difference of the two ZIP codes read as
 * numbers), the default, or the lane's estimated road miles, to which the same tiers, rates and
 * multipliers apply.
 */
export const CALCULATOR_DISTANCES = ['zip-difference', 'road-miles'] as const;
export type CalculatorDistance = (typeof CALCULATOR_DISTANCES)[number];

export const CALCULATOR_DISTANCE_LABELS: Record<CalculatorDistance, string> = {
  'zip-difference': 'ZIP difference (as specified)',
  'road-miles': 'Road miles',
};

export interface PricingSettings {
  marginPercent: number;
  calculatorDistance: CalculatorDistance;
}

export const DEFAULT_PRICING_SETTINGS: PricingSettings = { marginPercent: DEFAULT_MARGIN_PERCENT, calculatorDistance: 'zip-difference' };

/** The settings that hold for what is stored: each one unset (or not a setting's value) is its default. */
export function pricingSettingsOf(stored: { marginPercent?: unknown; calculatorDistance?: unknown } | null | undefined): PricingSettings {
  const distance = (CALCULATOR_DISTANCES as readonly unknown[]).includes(stored?.calculatorDistance ?? '')
    ? (stored!.calculatorDistance as CalculatorDistance)
    : DEFAULT_PRICING_SETTINGS.calculatorDistance;
  const margin = typeof stored?.marginPercent === 'number' ? stored.marginPercent : DEFAULT_PRICING_SETTINGS.marginPercent;
  return { marginPercent: margin, calculatorDistance: distance };
}

export const PRICING_SETTINGS_TEXTS = {
  title: 'Pricing settings',
  margin: 'Margin over carrier cost (%)',
  marginHelp: 'Added to the carrier charge and accessorials in each price suggestion.',
  distance: 'Calculator distance',
  distanceHelp: 'ZIP difference is the published formula. Road miles price the same tiers on the lane’s estimated road miles; the calculator then refuses ZIP codes it does not know.',
  save: 'Save Settings',
  marginInvalid: `Margin must be a number from 0 to ${MAX_MARGIN_PERCENT}`,
  distanceInvalid: 'Please choose how the calculator measures distance',
} as const;

// ---------------------------------------------------------------------------------------------
// The admin quote dialog's suggestions
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/quotes/:id/suggestions. */
export interface QuoteSuggestions {
  /** Why no suggestion can be made (no lane, no weight, no rate of this service), else null. */
  unavailable: string | null;
  serviceLabel: string | null;
  miles: number | null;
  weightLbs: number | null;
  marginPercent: number;
  suggestions: PriceSuggestion[];
}

export const SUGGESTION_TEXTS = {
  heading: 'Price suggestion',
  noLane: 'No suggestion: this request has no lane (origin and destination ZIP codes and a weight).',
  noRates: (service: string) => `No suggestion: no active carrier rate has the service type “${service}”.`,
  apply: 'Apply',
  applied: 'Suggested price applied to the price field',
} as const;

const moneyText = (amount: string) => {
  const n = parseAmount(amount);
  return n === null ? amount : formatUsd(n);
};

/** An accessorial as it was priced when the quote was requested. */
export interface QuoteAccessorial {
  id: number;
  name: string;
  price: string;
}

/** The lane, pieces and class stored with a quote (miles only when both ZIP codes are known). */
export interface QuoteLane {
  greatCircleMiles: number;
  roadMiles: number;
  transitDays: number;
  transitMode: 'truckload' | 'ltl';
  /** The ZIP codes' places from the ZIP data (quotes stored before they were kept have none). */
  origin?: { zip: string; city: string; state: string };
  destination?: { zip: string; city: string; state: string };
}

/** What a quote stores beside the request's text: its lane, accessorials, pieces and class (the API's Quote has them). */
export interface QuoteLaneFacts {
  lane?: QuoteLane | null;
  pickupDate?: string;
  accessorials?: QuoteAccessorial[];
  pieces?: FreightPiece[];
  density?: number | null;
  freightClass?: string | null;
}

/** The lane, extras and class stored with a request, as label/value pairs (staff and the customer see the same). */
export function laneLines(quote: QuoteLaneFacts): [string, string][] {
  const lines: [string, string][] = [];
  if (quote.lane?.origin && quote.lane.destination) {
    const place = (p: { zip: string; city: string; state: string }) => `${p.city}, ${p.state} ${p.zip}`;
    lines.push(['Lane', `${place(quote.lane.origin)} → ${place(quote.lane.destination)}`]);
  }
  if (quote.lane) {
    lines.push(['Road miles (estimated)', `${groupThousands(quote.lane.roadMiles)} mi`]);
    lines.push(['Transit time', LANE_TEXTS.transitDays(quote.lane.transitDays)]);
  }
  if (quote.pickupDate) lines.push(['Pickup date', formatLongDate(`${quote.pickupDate}T12:00:00`) || quote.pickupDate]);
  if (quote.accessorials?.length) lines.push(['Accessorials', quote.accessorials.map((a) => `${a.name} (${moneyText(a.price)})`).join(', ')]);
  if (quote.pieces?.length) {
    lines.push(['Pieces', quote.pieces.map((p) => `${p.quantity} × ${p.lengthIn}×${p.widthIn}×${p.heightIn} in, ${groupThousands(p.weightLbs)} lbs each`).join('; ')]);
  }
  if (quote.density != null) lines.push(['Density', `${quote.density} lb/ft³`]);
  if (quote.freightClass) lines.push(['Freight class (estimated)', quote.freightClass]);
  return lines;
}
