import { centsOf, formatCents } from './billing/cents';
import { type PolicyExpiry, policiesName } from './carrier-documents';
import { formatCalendarDate } from './offer';
import type { CarrierStatus } from './carrier-verification';
import { formatPriceText, formatWeightLbs } from './format';
import { type CarrierCharge, greatCircleMiles, type LatLng, roadMilesFor } from './lanes';
import { checkPrice, PRICE_MESSAGES } from './money';
import { formatTimeWindow, type LoadAward, type ShipmentEvent, type ShipmentParty, type ShipmentStatus, type StoredFileInfo, type TimeWindow } from './shipment';
import type { TrailerType } from './trailer-types';

/**
 * The load board: the open shipments (booked, no carrier, no award waiting for a signature) that
 * verified, active carriers can book at the posted rate or make an offer on; staff award one offer,
 * the carrier signs the rate confirmation, and the shipment has its carrier.
 */

/** Who may use the board: a carrier account, active, that staff have verified (and not suspended since). */
export interface BoardCaller {
  accountType?: string;
  isActive?: boolean;
  carrierStatus?: CarrierStatus;
  carrierStatusHistory?: readonly { status: CarrierStatus; reason?: string }[];
}

export const LOAD_BOARD_MESSAGES = {
  notCarrier: 'The load board is for carrier accounts. Register as a carrier to haul loads with us.',
  pending: 'Your carrier account is awaiting verification. Our carrier team checks your USDOT and MC authority and your insurance; once it is verified you can use the load board.',
  suspended: (reason: string | undefined) => `Your carrier account is suspended${reason ? `: ${reason}` : ''}. Contact our carrier team to have it reviewed.`,
  inactive: 'Your account is deactivated',
  loadNotFound: 'Load not found',
  trailerTypeInvalid: 'Please choose a trailer type from the list',
  sortInvalid: 'Please sort by pickup, miles, rate or rate per mile, ascending or descending',
  notOnBoard: 'This load is no longer on the board',
  alreadyTaken: 'Another carrier booked this load first',
  noPostedRate: 'This load has no posted rate to book at; make an offer instead',
  offerNotFound: 'Offer not found',
  offerNotYours: 'You can only see your own offers',
  notPending: 'Only a pending offer can be withdrawn or awarded',
  offerChanged: 'This offer was just changed. Please reload it and try again.',
  hoursInvalid: 'The offer can stand from 1 to 72 hours',
  noteTooLong: 'The note can be at most 500 characters',
  offerMade: 'Offer sent. We will let you know when staff decide.',
  booked: 'Load booked. Sign the rate confirmation to confirm it.',
  withdrawn: 'Offer withdrawn',
  awarded: 'Load awarded. The carrier has been asked to sign the rate confirmation.',
  rateRequired: 'Enter the carrier rate in dollars and cents, e.g. 1,250.00',
  ratePosted: 'Carrier rate saved',
  signHoursInvalid: 'The carrier can be given from 1 to 48 hours to sign',
  notAwarded: 'This load is not awarded to you',
  awardLapsed: 'The time to sign has passed; the load is back on the board',
  alreadySigned: 'This rate confirmation is signed already',
  signatureRequired: 'Type your full name to sign',
  signed: 'Rate confirmation signed. The load is yours.',
  underAward: 'This load is awarded and waiting for the carrier to sign',
  signFirst: 'Sign the rate confirmation before you update this load',
  nothingToWithdraw: 'This load has no award waiting for a signature',
  withdrawSigned: 'This rate confirmation is signed: the carrier is assigned. Record an exception or cancel the shipment instead.',
  withdrawReasonRequired: 'Please give the reason for withdrawing the award',
  awardWithdrawn: 'Award withdrawn. The load is back on the board and the carrier has been told.',
  awaitingSignature: 'This load is awarded and waiting for the carrier to sign its rate confirmation; its carrier is assigned when it signs',
  delivered: 'Delivery recorded with the proof of delivery. Thank you for hauling with us.',
  podRequired: 'Add the proof of delivery (a photo or PDF of the signed bill of lading)',
  inTransitPlaceRequired: 'Please enter the city and state where the load is now',
  /** The carrier's own certificate of insurance has lapsed (Book now, signing): the policy and its date. */
  coiExpired: (expiry: PolicyExpiry) =>
    `The ${policiesName(expiry.policies)} on your certificate of insurance expired on ${formatCalendarDate(expiry.expiresOn)}. Upload your renewed certificate on your dashboard to book or sign for loads.`,
  /** Staff's award to a carrier whose certificate of insurance has lapsed. */
  carrierCoiExpired: (carrierName: string, expiry: PolicyExpiry) =>
    `${carrierName} cannot be awarded a load: the ${policiesName(expiry.policies)} on its certificate of insurance expired on ${formatCalendarDate(expiry.expiresOn)}. It must upload a renewed certificate first.`,
} as const;

/** Why `caller` may not use the board (401 anonymous, 403 otherwise), or null when it may. */
export function loadBoardRefusal(caller: BoardCaller | null | undefined): { status: 401 | 403; message: string } | null {
  if (!caller) return { status: 401, message: 'Authentication required' };
  if (caller.isActive === false) return { status: 401, message: LOAD_BOARD_MESSAGES.inactive };
  if (caller.accountType !== 'carrier') return { status: 403, message: LOAD_BOARD_MESSAGES.notCarrier };
  if (caller.carrierStatus === 'verified') return null;
  if (caller.carrierStatus === 'suspended') {
    const last = [...(caller.carrierStatusHistory ?? [])].reverse().find((change) => change.status === 'suspended');
    return { status: 403, message: LOAD_BOARD_MESSAGES.suspended(last?.reason) };
  }
  return { status: 403, message: LOAD_BOARD_MESSAGES.pending };
}

export const mayUseLoadBoard = (caller: BoardCaller | null | undefined) => loadBoardRefusal(caller) === null;

/** The states of each operating region a carrier picks at registration (regions overlap). */
export const REGION_STATES: Record<string, readonly string[]> = {
  Northeast: ['CT', 'DE', 'MA', 'MD', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT', 'DC'],
  Southeast: ['AL', 'FL', 'GA', 'KY', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
  Midwest: ['IA', 'IL', 'IN', 'KS', 'MI', 'MN', 'MO', 'ND', 'NE', 'OH', 'SD', 'WI'],
  Southwest: ['AZ', 'NM', 'OK', 'TX'],
  'West Coast': ['CA', 'OR', 'WA'],
  'Mountain West': ['CO', 'ID', 'MT', 'NV', 'UT', 'WY'],
  'Great Lakes': ['IL', 'IN', 'MI', 'MN', 'NY', 'OH', 'PA', 'WI'],
  'Gulf States': ['AL', 'FL', 'LA', 'MS', 'TX'],
  'Pacific Northwest': ['ID', 'OR', 'WA', 'AK'],
};

/** The regions a lane touches: those holding its origin's or its destination's state. */
export function laneRegions(originState: string, destinationState: string): string[] {
  const states = [originState.toUpperCase(), destinationState.toUpperCase()];
  return Object.keys(REGION_STATES).filter((region) => states.some((state) => REGION_STATES[region].includes(state)));
}

/** The board's filters a carrier can choose: any of its equipment types and any of its regions ("All US States" is no filter). */
export const boardRegionsOf = (operatingRegions: readonly string[] = []) => operatingRegions.filter((region) => region in REGION_STATES);

/** A load as the board shows it: the lane by city and state, the windows, equipment, weight, the posted rate. Nothing of the customer. */
export interface BoardLoad {
  id: number;
  number: string;
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  pickupWindow: TimeWindow;
  deliveryWindow: TimeWindow;
  /** The quote's equipment as it was asked for ("Full Truckload / General Freight"). */
  equipment: string;
  /** The trailer the load needs, set from the equipment (trailer-types.ts). */
  trailerType: TrailerType;
  weight: number;
  /** The carrier rate staff posted ("1400.00"), or null. */
  postedRate: string | null;
  /** Road miles of the lane, estimated from the ZIP codes; null when a ZIP code is unknown. */
  miles: number | null;
  /** The posted rate over the miles ("2.45" dollars a mile), or null without either. */
  ratePerMile: string | null;
  /** Road miles from the carrier's home ZIP to the pickup; null without a home ZIP (or an unknown origin). */
  deadheadMiles: number | null;
}

// ── The board's columns ─────────────────────────────────────────────────────────────────────────

/** What the board sorts by, the way DAT and Truckstop list loads. */
export const BOARD_SORTS = ['pickup', 'miles', 'rate', 'rpm'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
export const BOARD_SORT_LABELS: Record<BoardSort, string> = { pickup: 'Pickup', miles: 'Miles', rate: 'Rate', rpm: 'Rate/mi' };
/** The direction a column sorts in when first chosen: the soonest pickup, the longest haul, the best pay. */
export const BOARD_SORT_FIRST: Record<BoardSort, SortDirection> = { pickup: 'asc', miles: 'desc', rate: 'desc', rpm: 'desc' };

/** A posted rate in cents, or null when there is none (or it is not an amount). */
export function rateCents(rate: string | null | undefined): number | null {
  if (!rate) return null;
  const checked = checkPrice(rate);
  return checked.price ? centsOf(checked.price) : null;
}

/** The rate per mile in cents, to the cent; null without a rate or without miles. */
export function ratePerMileCents(rate: string | null | undefined, miles: number | null | undefined): number | null {
  const cents = rateCents(rate);
  if (cents === null || !miles || miles <= 0) return null;
  return Math.round(cents / miles);
}

/** The rate per mile as the API gives it: dollars with two decimals ("2.45"), or null. */
export function ratePerMile(rate: string | null | undefined, miles: number | null | undefined): string | null {
  const cents = ratePerMileCents(rate, miles);
  return cents === null ? null : (cents / 100).toFixed(2);
}

/** "$2.45/mi", or an em dash. */
export const formatRatePerMile = (perMile: string | null) => (perMile === null ? '—' : `$${perMile}/mi`);

/** "1,250 mi", or an em dash when unknown. */
export const formatBoardMiles = (miles: number | null) => (miles === null ? '—' : `${miles.toLocaleString('en-US')} mi`);

/** A load's window with its date written out, where space is short: "November 30, 2026, 08:00–12:00 ET". */
export const formatLoadWindow = (w: TimeWindow) => formatTimeWindow(w, 'ET');

export const HOME_ZIP_MESSAGES = {
  format: 'Enter your home ZIP code: 5 digits',
  unknown: (zip: string) => `We have no location for ZIP code ${zip}. Please check it`,
  saved: 'Home ZIP code saved. The board shows the deadhead from it.',
  label: 'Home ZIP code',
  hint: 'Where your trucks start from: the board shows the deadhead miles from it to each pickup.',
} as const;

/**
 * Deadhead: the empty road miles from the carrier's home to the pickup, estimated as the lane's
 * miles are (straight line times the road circuity); null when either end is unknown.
 */
export function deadheadMiles(home: LatLng | null | undefined, pickup: LatLng | null | undefined): number | null {
  if (!home || !pickup) return null;
  return roadMilesFor(greatCircleMiles(home, pickup));
}

export const HOME_ZIP_PATTERN = /^\d{5}$/;

// ── Offers ──────────────────────────────────────────────────────────────────────────────────────

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
export type OfferKind = 'offer' | 'book-now';

export const OFFER_MIN_HOURS = 1;
export const OFFER_MAX_HOURS = 72;
export const OFFER_NOTE_MAX = 500;
/** How long a carrier has to sign an award, unless staff set another time. */
export const DEFAULT_SIGN_HOURS = 2;
export const SIGN_MAX_HOURS = 48;
/** The reminder to sign goes this long before an award lapses (or halfway, when the carrier was given less than twice this). */
export const SIGN_REMINDER_BEFORE_MS = 30 * 60_000;

/** When the carrier is reminded to sign an award made at `awardedAt` that lapses at `signBy`. */
export function signReminderAt(awardedAt: Date | string, signBy: Date | string): Date {
  const from = new Date(awardedAt).getTime();
  const to = new Date(signBy).getTime();
  return new Date(to - from >= 2 * SIGN_REMINDER_BEFORE_MS ? to - SIGN_REMINDER_BEFORE_MS : from + (to - from) / 2);
}

export interface OfferInput {
  amount: string;
  note?: string;
  hours: number;
}

export type OfferCheck = { amount: string; note: string; hours: number; errors?: undefined } | { errors: Partial<Record<keyof OfferInput, string>> };

/** An offer's fields as the server takes them: the amount as a price (money.ts), a short note, 1 to 72 hours. */
export function checkOffer(input: { amount?: unknown; note?: unknown; hours?: unknown }): OfferCheck {
  const errors: Partial<Record<keyof OfferInput, string>> = {};
  const price = checkPrice(typeof input.amount === 'string' ? input.amount : typeof input.amount === 'number' ? String(input.amount) : '');
  if (price.error) errors.amount = price.error;
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > OFFER_NOTE_MAX) errors.note = LOAD_BOARD_MESSAGES.noteTooLong;
  const hours = offerHours(input.hours);
  if (hours === undefined) errors.hours = LOAD_BOARD_MESSAGES.hoursInvalid;
  if (Object.keys(errors).length) return { errors };
  return { amount: price.price!, note, hours: hours! };
}

/**
 * An offer's hours: a whole number from 1 to 72, as a number or as typed digits (the page's field),
 * nothing Number() would also read ("0x18", "2e1", true, [24]).
 */
export function offerHours(value: unknown): number | undefined {
  const hours = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(hours) && hours >= OFFER_MIN_HOURS && hours <= OFFER_MAX_HOURS ? hours : undefined;
}

export { PRICE_MESSAGES as OFFER_AMOUNT_MESSAGES };

/** A pending offer past the time it stands is expired; every other status stays as it is. */
export function offerStatusAt(offer: { status: OfferStatus; expiresAt: string | Date }, now = new Date()): OfferStatus {
  return offer.status === 'pending' && new Date(offer.expiresAt).getTime() <= now.getTime() ? 'expired' : offer.status;
}

export interface CarrierOffer {
  id: number;
  shipmentId: number;
  shipmentNumber: string;
  lane: string;
  carrierId: number;
  carrierName: string;
  dotNumber: string;
  mcNumber?: string;
  kind: OfferKind;
  amount: string;
  note: string;
  hours: number;
  expiresAt: string;
  status: OfferStatus;
  createdAt: string;
}

/** What staff see of an offer: the carrier's verification state beside it, and the margin. */
export interface StaffOffer extends CarrierOffer {
  carrierStatus?: CarrierStatus;
  insurance?: string;
  margin: Margin | null;
}

// ── Margin ──────────────────────────────────────────────────────────────────────────────────────

export interface Margin {
  /** Customer price minus carrier rate, in cents (negative: a loss). */
  cents: number;
  /** "$450.00" or "-$50.00". */
  dollars: string;
  /** Of the customer's price, one decimal: "24.3%". */
  percent: string;
}

const toCents = (price: string) => {
  const checked = checkPrice(price);
  return checked.price ? centsOf(checked.price) : null;
};

/** Cents as money ("$1,250.50"): billing's one formatter. */
export { formatCents };

/** The broker's margin: what the customer pays less what the carrier gets, in dollars and as a percent of the customer's price. */
export function marginOf(customerPrice: string, carrierRate: string): Margin | null {
  const price = toCents(customerPrice);
  const rate = toCents(carrierRate);
  if (price === null || rate === null) return null;
  const cents = price - rate;
  return { cents, dollars: formatCents(cents), percent: `${((cents / price) * 100).toFixed(1)}%` };
}

// ── Rates for a load ────────────────────────────────────────────────────────────────────────────

/** The most miles staff may enter for a lane: more than any US truckload lane (Maine to California is about 3,300). */
export const MAX_LANE_MILES = 6_000;

/** Miles as staff read them: thousands grouped, at most two decimals ("1,250", "812.5"). */
export const formatMiles = (miles: number): string => miles.toLocaleString('en-US', { maximumFractionDigits: 2 });

export const RATE_OPTION_TEXTS = {
  heading: 'Rates for this load',
  milesLabel: 'Lane miles',
  milesHint: 'Road miles estimated from the ZIP codes. Enter other miles to price the rates on them.',
  milesNeeded: 'Enter the lane’s miles to price the rates.',
  showRates: 'Show rates',
  useEstimate: 'Use the estimate',
  milesInvalid: `Enter the lane’s miles: a number more than 0 and at most ${MAX_LANE_MILES.toLocaleString('en-US')}`,
  milesUnknown: (reason: string) => `${reason}. Until it is known, enter the lane’s miles to see what each rate gives.`,
  noRates: (service: string) => `No active carrier rate has the service type “${service}”. Add one under Carrier Rates to post its charge here.`,
  estimatedMiles: (miles: number) => `${formatMiles(miles)} road miles, estimated from the ZIP codes`,
  enteredMiles: (miles: number) => `${formatMiles(miles)} miles, as entered`,
  loadFacts: (weightLbs: number, service: string, price: string) => `${formatWeightLbs(weightLbs)} · ${service} rates · the customer pays ${formatPriceText(price)}`,
  post: 'Post this rate',
  /** Staff's line above the posted rate: how carriers see the load on the board. */
  onBoard: (trailerType: string, miles: string, perMile: string) => `On the board as ${trailerType} · ${miles} · ${perMile} at the posted rate. New loads are posted at the cheapest carrier rate below.`,
  posted: 'Posted',
  loading: 'Pricing the carrier rates…',
  failed: 'The carrier rates could not be priced right now.',
} as const;

export type LaneMilesCheck = { miles: number; error?: undefined } | { error: string };

/** Miles staff type for a lane ("1,250" or "812.5"): more than 0 and at most MAX_LANE_MILES. */
export function checkLaneMiles(text: string | number | null | undefined): LaneMilesCheck {
  const cleaned = String(text ?? '').replace(/[,\s]/g, '');
  const miles = Number(cleaned);
  if (!/^\d+(\.\d+)?$/.test(cleaned) || !(miles > 0) || miles > MAX_LANE_MILES) return { error: RATE_OPTION_TEXTS.milesInvalid };
  return { miles };
}

/** One active carrier rate applied to a load: the formula's parts, the charge to post and the margin it leaves. */
export interface RateOption extends CarrierCharge {
  serviceType: string;
  /** The carrier charge as the posted rate is written ("1234.50"). */
  rate: string;
  /** Against the customer's price; null when that price is not a plain amount. */
  margin: Margin | null;
}

/** GET /api/admin/shipments/:id/rate-options. */
export interface ShipmentRateOptions {
  equipment: string;
  /** The service the rates are matched by (serviceOfEquipment): "Full Truckload" for "Full Truckload / General Freight". */
  service: string;
  weightLbs: number;
  /** The customer's price. */
  price: string;
  /** Road miles estimated from the ZIP centroids, or null when a ZIP code is unknown. */
  laneMiles: number | null;
  /** The miles the rates are priced on: staff's when they entered some, else the estimate. */
  miles: number | null;
  milesEntered: boolean;
  /** Why there is no option (unknown ZIP code and no miles entered, no rate of this service), else null. */
  unavailable: string | null;
  /** Cheapest first. */
  options: RateOption[];
}

// ── Award and rate confirmation ─────────────────────────────────────────────────────────────────

/**
 * What the carrier that signed needs to haul the load: where to pick up and deliver and whom to
 * call, what it carries, the timeline so far and whether the proof of delivery is on file. Never
 * the customer's price.
 */
export interface HaulDetails {
  shipper: ShipmentParty;
  consignee: ShipmentParty;
  commodity: string;
  pieces: number;
  freightClass?: string;
  specialInstructions?: string;
  exception: { note: string; at: string } | null;
  events: ShipmentEvent[];
  pod: Pick<StoredFileInfo, 'name' | 'uploadedAt'> | null;
}

/** A load's lane as its cards and dialogs show it: "Newark, NJ → Boston, MA". */
export const formatLane = (l: Pick<BoardLoad, 'origin' | 'destination'>) => `${l.origin.city}, ${l.origin.state} → ${l.destination.city}, ${l.destination.state}`;

/** The carrier company's driver on a load: who drives it, how to reach them, and the truck and trailer. */
export interface DriverAssignment {
  userId: number;
  name: string;
  phone: string;
  truckNumber: string;
  trailerNumber: string;
  assignedAt: string;
  assignedBy: string;
}

/** What a carrier sees of a load it was awarded: the board's fields, the award, the status, its driver, and once signed the haul's details. */
export interface AssignedLoad extends BoardLoad {
  status: ShipmentStatus;
  award: LoadAward;
  driver: DriverAssignment | null;
  haul: HaulDetails | null;
}

export const DRIVER_MESSAGES = {
  notADriver: 'Choose a driver of your company.',
  phoneRequired: "The driver's phone is required",
  phoneInvalid: 'Please enter a valid phone number',
  truckRequired: 'The truck number is required',
  trailerRequired: 'The trailer number is required',
  assigned: (name: string, number: string) => `${name} drives ${number}.`,
  noPlace: 'No city was found near your location.',
  locationDenied: 'Location is off for this site. Type the city instead, or allow location in the browser.',
  checkCallRequired: 'Write what the check call says',
  checkCallSent: 'Check call sent to our team.',
} as const;

/**
 * The timeline steps the assigned carrier records from the road. Delivered is recorded with its
 * proof of delivery in one step (POST /api/carrier/assigned/:id/delivered), so a delivery a carrier
 * reports always has its POD; clearing an exception and completing the shipment stay with staff.
 */
export const CARRIER_EVENT_KINDS = ['picked-up', 'in-transit', 'exception-raised'] as const;
export type CarrierEventKind = (typeof CARRIER_EVENT_KINDS)[number];

/** POST /api/carrier/assigned/:id/events: a pickup before its window needs `confirmEarlyPickup: true`. */
export interface CarrierEventInput {
  kind: CarrierEventKind;
  city?: string;
  state?: string;
  note?: string;
  confirmEarlyPickup?: boolean;
}

/** The carrier's next step on a signed load, or null when it has none left (delivered, completed, cancelled). */
export function carrierNextStep(status: ShipmentStatus): 'picked-up' | 'in-transit' | 'delivered' | null {
  if (status === 'carrier-assigned') return 'picked-up';
  if (status === 'picked-up') return 'in-transit';
  if (status === 'in-transit') return 'delivered';
  return null;
}

/** The terms printed on every rate confirmation. */
export const RATE_CONFIRMATION_TERMS = [
  'The agreed rate is all-inclusive of linehaul and fuel; accessorial charges are paid only when approved in writing by the broker before they are incurred.',
  'The carrier hauls the load itself and may not re-broker, co-broker or assign it.',
  'The carrier keeps its operating authority and insurance in force for the whole move and notifies the broker at once of any delay, damage or exception.',
  'Payment is made within 30 days of receipt of the signed bill of lading and proof of delivery.',
] as const;
