import { COMPANY } from './company';
import { addDays, easternDate, easternInstant, formatCalendarDate } from './offer';

/**
 * A shipment: what an accepted quote becomes once the customer books it. Its status moves forward
 * only, one milestone at a time; it can be cancelled before pickup, and an exception (a delay, a
 * damaged load) can be raised and cleared while it is under way. Staff record events today; a
 * carrier will record them through the same rule (`recordedBy.role`). A booking that would take the
 * customer past their credit limit starts `held`: nothing is recorded on it and it is not on the load
 * board until staff approve it (it becomes booked) or refuse it (cancelled).
 */
export const SHIPMENT_STATUSES = ['held', 'booked', 'carrier-assigned', 'picked-up', 'in-transit', 'delivered', 'completed', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The milestones, in the only order a shipment can take them. */
export const SHIPMENT_MILESTONES = ['booked', 'carrier-assigned', 'picked-up', 'in-transit', 'delivered', 'completed'] as const satisfies readonly ShipmentStatus[];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  held: 'Pending approval',
  booked: 'Booked',
  'carrier-assigned': 'Carrier assigned',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What can be recorded on a shipment's timeline. `booked` is written by the booking itself. */
export const SHIPMENT_EVENT_KINDS = [...SHIPMENT_MILESTONES, 'cancelled', 'exception-raised', 'exception-cleared'] as const;
export type ShipmentEventKind = (typeof SHIPMENT_EVENT_KINDS)[number];
/** The events staff (later carriers) record by hand; booking and cancelling have their own requests. */
export const RECORDABLE_EVENT_KINDS = ['carrier-assigned', 'picked-up', 'in-transit', 'delivered', 'completed', 'exception-raised', 'exception-cleared'] as const satisfies readonly ShipmentEventKind[];
export type RecordableEventKind = (typeof RECORDABLE_EVENT_KINDS)[number];

export const SHIPMENT_EVENT_LABELS: Record<ShipmentEventKind, string> = {
  booked: 'Booked',
  'carrier-assigned': 'Carrier assigned',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'exception-raised': 'Exception',
  'exception-cleared': 'Exception cleared',
};

/** Who recorded an event: staff today, the carrier once carriers act on shipments, the system for automatic steps. */
export const EVENT_RECORDER_ROLES = ['customer', 'staff', 'carrier', 'system'] as const;
export type EventRecorderRole = (typeof EVENT_RECORDER_ROLES)[number];

/** Who reads a timeline outside the company: the customer it belongs to, or anyone with its tracking link. */
export type TimelineReader = 'customer' | 'public';

/**
 * Who recorded a step as a customer or the tracking page shows it: a role, never an account id, and
 * never a staff member's name (staff see those). The customer's company reads its own people's steps
 * by their names (`name`, the person who did it), else as "You", and the carrier's by the name of its
 * person on the road; the tracking page, by roles only.
 */
export function recorderForReader(role: EventRecorderRole, reader: TimelineReader, name?: string): { role: EventRecorderRole; name: string } {
  const names: Record<EventRecorderRole, string> = {
    customer: reader === 'customer' ? name || 'You' : 'Customer',
    staff: COMPANY.shortName,
    system: COMPANY.shortName,
    // The carrier's driver or dispatcher by name to the customer (the shipper's people see who moved it); the public, "Carrier".
    carrier: reader === 'customer' && name ? name : 'Carrier',
  };
  return { role, name: names[role] };
}

/** The last city a shipment's timeline reports it in (the latest event with a place), or null. */
export function lastReportedPlace(events: readonly { location?: { city: string; state: string } | null }[]): { city: string; state: string } | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const place = events[i].location;
    if (place?.city && place.state) return { city: place.city, state: place.state };
  }
  return null;
}

/** The lane map's markers: their colours (the server's SVG and the pages' legend) and names. */
export const LANE_MAP_MARKERS = {
  origin: { color: '#0b3d91', name: 'Origin' },
  current: { color: '#b45309', name: 'Last reported' },
  destination: { color: '#15803d', name: 'Destination' },
} as const;

/** How long a tracking link keeps working after delivery. */
export const TRACKING_LINK_DAYS_AFTER_DELIVERY = 45;
/** Proof of delivery: the largest file the server takes, and the kinds it takes (checked by content). */
export const POD_MAX_BYTES = 10 * 1024 * 1024;
export const POD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type PodContentType = (typeof POD_CONTENT_TYPES)[number];

/** Names of the shipment's documents, as the pages, the emails and the lists call them. */
export const SHIPMENT_DOCUMENT_LABELS = { pod: 'Proof of delivery', bol: 'Bill of lading (PDF)' } as const;

export const SHIPMENT_MESSAGES = {
  /** The tracking page's heading for a link that opens nothing, and for a cancelled shipment's. */
  trackingLinkInvalidHeading: 'Tracking link not valid',
  trackingLinkCancelledHeading: 'Shipment cancelled',
  outOfOrder: (status: ShipmentStatus, kind: ShipmentEventKind) =>
    `A shipment that is ${SHIPMENT_STATUS_LABELS[status]} cannot be marked ${SHIPMENT_EVENT_LABELS[kind]}${nextHint(status)}`,
  closed: (status: ShipmentStatus) => `This shipment is ${SHIPMENT_STATUS_LABELS[status]}: nothing more can be recorded on it`,
  cancelAfterPickup: 'A shipment can be cancelled only before pickup',
  podRequired: 'Upload the proof of delivery before completing the shipment',
  exceptionAlreadyOpen: 'This shipment already has an open exception; clear it first',
  noOpenException: 'This shipment has no open exception to clear',
  eventInFuture: 'An event cannot be recorded for a time that has not come yet',
  eventBeforeLast: 'An event cannot be recorded for a time before the shipment’s last event',
  eventTimeInvalid: 'Please enter a valid date and time',
  etaInvalid: 'Please enter a valid estimated delivery time',
  reasonRequired: 'Please give the reason for cancelling',
  noteRequired: 'Please describe the exception',
  editAfterPickup: 'Shipping details can be changed only until pickup',
  notFound: 'Shipment not found',
  notYours: 'You can only see your own shipments',
  quoteNotAccepted: 'Only an accepted quote can be booked',
  quoteNotYours: 'You can only book your own quotes',
  changedMeanwhile: 'This shipment was just changed. Please reload it and try again.',
  booked: (number: string) => `Shipment ${number} booked. We will confirm the pickup with you.`,
  eventRecorded: (label: string) => `${label} recorded`,
  cancelled: (number: string) => `Shipment ${number} cancelled`,
  updated: 'Shipping details saved',
  windowOrder: 'The window must end after it starts',
  deliveryBeforePickup: 'Delivery cannot start before pickup',
  trackingCreated: 'New tracking link created. The previous link no longer works.',
  trackingReplaceWarning: 'The current link stops working at once: anyone you sent it to will see “not valid” and needs the new one.',
  trackingCopied: 'Tracking link copied',
  trackingCancelledShipment: 'This shipment was cancelled, so it has no tracking link.',
  trackingCancelled: 'This shipment was cancelled, so its tracking link no longer works.',
  trackingNotShown: 'This link was made before links could be shown again. Create a new link to see and copy it.',
  trackingRevoked: 'Tracking link revoked',
  /** Staff's confirmation before a new link replaces the live one (its description is trackingReplaceWarning). */
  trackingReplaceTitle: 'Create a new tracking link?',
  trackingNotFound: 'This tracking link is not valid. It may have expired or been revoked.',
  podUploaded: 'Proof of delivery uploaded',
  podWrongType: 'The proof of delivery must be a PDF, JPEG or PNG file',
  podTooLarge: 'The proof of delivery must be at most 10 MB',
  podEmpty: 'Please choose a file to upload',
  podAfterDelivery: 'A proof of delivery can be uploaded once the shipment is delivered',
  noPod: 'No proof of delivery is on file for this shipment',
  documentNotYours: 'You can only download your own shipment documents',
  /** Staff change the trailer type the load board lists the load under (PUT /api/admin/shipments/:id/trailer-type). */
  trailerTypeLocked: 'The trailer type can be changed only while the load is open on the board: booked, and not awarded to a carrier.',
  trailerTypeChanged: (type: string) => `Trailer type changed to ${type}. Carriers find the load on the board under it.`,
  /** A booking held for a credit review: what the customer reads, and what staff are told when they try anything else on it. */
  heldTitle: (number: string) => `Shipment ${number} is pending approval`,
  heldForCustomer: 'Your booking is waiting for a credit review by our team. We will email you when it is confirmed.',
  heldForStaff: 'This booking is waiting for a credit review. Approve or refuse it first.',
  notHeld: 'This booking is not waiting for a credit review.',
  bookingApproved: (number: string) => `Booking ${number} approved. The load is on the board and the customer is emailed the confirmation.`,
  bookingRefused: (number: string) => `Booking ${number} refused. The customer is emailed.`,
  refusalReason: 'Please say why the booking is refused (3 to 500 characters)',
  approveFailed: 'The booking could not be approved',
  refuseFailed: 'The booking could not be refused',
  /** The cancel reason the customer reads on a booking refused after the credit review (staff's reason stays with staff). */
  refusedForCustomer: 'We could not confirm this booking after our credit review. Please contact our accounting team.',
} as const;

function nextHint(status: ShipmentStatus): string {
  const next = nextMilestone(status);
  return next ? `. The next step is ${SHIPMENT_STATUS_LABELS[next]}.` : '.';
}

/** The milestone after `status`, or null when there is none (completed, cancelled). */
export function nextMilestone(status: ShipmentStatus): ShipmentStatus | null {
  if (status === 'cancelled' || status === 'completed') return null;
  // A held booking's next step is staff's approval, which books it.
  if (status === 'held') return 'booked';
  const at = SHIPMENT_MILESTONES.indexOf(status);
  return SHIPMENT_MILESTONES[at + 1] ?? null;
}

/** What the rule needs to know of a shipment. */
export interface ShipmentState {
  status: ShipmentStatus;
  /** An exception is open (raised, not yet cleared). */
  exceptionOpen: boolean;
  /** A proof of delivery is on file. */
  hasPod: boolean;
}

/**
 * The one rule of the timeline: null when `kind` may be recorded now, else the message that says
 * why not (the API answers it with 409; the page shows the same words).
 * - Milestones move forward one at a time; "In transit" may be recorded again while in transit (a
 *   new location on the way).
 * - Cancelled only before pickup (Booked or Carrier assigned).
 * - An exception can be raised while the shipment is open and none is open; cleared when one is.
 * - Delivered moves to Completed only with a proof of delivery on file.
 * - Nothing is recorded on a completed or cancelled shipment.
 */
export function refusalOf(state: ShipmentState, kind: ShipmentEventKind): string | null {
  const { status } = state;
  if (status === 'completed' || status === 'cancelled') return SHIPMENT_MESSAGES.closed(status);
  if (status === 'held') return SHIPMENT_MESSAGES.heldForStaff;
  switch (kind) {
    case 'exception-raised':
      return state.exceptionOpen ? SHIPMENT_MESSAGES.exceptionAlreadyOpen : null;
    case 'exception-cleared':
      return state.exceptionOpen ? null : SHIPMENT_MESSAGES.noOpenException;
    case 'cancelled':
      return status === 'booked' || status === 'carrier-assigned' ? null : SHIPMENT_MESSAGES.cancelAfterPickup;
    case 'in-transit':
      return status === 'picked-up' || status === 'in-transit' ? null : SHIPMENT_MESSAGES.outOfOrder(status, kind);
    case 'completed':
      if (status !== 'delivered') return SHIPMENT_MESSAGES.outOfOrder(status, kind);
      return state.hasPod ? null : SHIPMENT_MESSAGES.podRequired;
    default:
      return nextMilestone(status) === kind ? null : SHIPMENT_MESSAGES.outOfOrder(status, kind);
  }
}

/** The status a shipment has after `kind` (exceptions leave the status as it is). */
export function statusAfter(status: ShipmentStatus, kind: ShipmentEventKind): ShipmentStatus {
  return kind === 'exception-raised' || kind === 'exception-cleared' ? status : kind;
}

/** Shipping details can be changed until the load is picked up. */
/** Clocks disagree a little: an event up to this far ahead of the server's clock counts as now. */
export const EVENT_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether an event may be recorded as having happened at `at` (a pickup written down an hour after
 * it happened keeps its real time): never ahead of now, never before the shipment's last event, so
 * the timeline stays in order. Null when it may, else the reason.
 */
export function eventTimeRefusal(at: Date, lastEventAt: Date | string | undefined, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return SHIPMENT_MESSAGES.eventTimeInvalid;
  if (at.getTime() > now.getTime() + EVENT_CLOCK_SKEW_MS) return SHIPMENT_MESSAGES.eventInFuture;
  if (lastEventAt !== undefined && at.getTime() < new Date(lastEventAt).getTime()) return SHIPMENT_MESSAGES.eventBeforeLast;
  return null;
}

/**
 * An Eastern date and time as typed in a form (YYYY-MM-DD and HH:MM) as an ISO instant, '' when
 * the date is blank (the field was left empty), or null when it is not a real date and time.
 */
export function easternDateTimeToIso(date: string, time: string): string | null {
  if (!date.trim()) return '';
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim() || '00:00');
  if (!d || !t) return null;
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  if (hours > 23 || minutes > 59) return null;
  const day = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])));
  if (day.toISOString().slice(0, 10) !== date.trim()) return null;
  return easternInstant(date.trim(), hours * 60 + minutes).toISOString();
}

export const detailsEditable = (status: ShipmentStatus) => status === 'held' || status === 'booked' || status === 'carrier-assigned';

/**
 * Staff can change a load's trailer type while it is open on the load board: booked, with no award
 * (waiting for the carrier's signature or signed). Carriers filter the board by it; once a carrier
 * has the load, the trailer it brings is agreed.
 */
export const trailerTypeEditable = (shipment: { status: ShipmentStatus; award?: unknown }) => shipment.status === 'booked' && !shipment.award;

/** "HL-10042": the readable number of shipment `id`. */
export const shipmentNumber = (id: number) => `HL-${10000 + id}`;

/** The calendar day (Eastern) after which a tracking link stops working: 45 days after delivery. */
export function trackingExpiresAt(deliveredAt: Date | string | null | undefined): Date | null {
  if (!deliveredAt) return null;
  return new Date(new Date(deliveredAt).getTime() + TRACKING_LINK_DAYS_AFTER_DELIVERY * 24 * 60 * 60_000);
}

export const trackingLinkExpired = (deliveredAt: Date | string | null | undefined, now = new Date()) => {
  const expires = trackingExpiresAt(deliveredAt);
  return expires !== null && now >= expires;
};

/** A time window on one day, Eastern: YYYY-MM-DD and HH:MM–HH:MM. */
export interface TimeWindow {
  date: string;
  from: string;
  to: string;
}

/** "December 1, 2026, 08:00–12:00 Eastern" (or "ET" where space is short: a load's card), dates written as everywhere else. */
export const formatTimeWindow = (w: TimeWindow, zone: 'Eastern' | 'ET' = 'Eastern') => `${formatCalendarDate(w.date) || w.date}, ${w.from}–${w.to} ${zone}`;

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface ShipmentParty {
  name: string;
  address: Address;
  contactName: string;
  phone: string;
  email?: string;
}

export interface ShipmentPlace {
  zip: string;
  city: string;
  state: string;
}

export interface EventRecorder {
  role: EventRecorderRole;
  userId?: number | null;
  name: string;
}

export interface ShipmentEvent {
  kind: ShipmentEventKind;
  /** ISO instant; pages show it in Eastern. */
  at: string;
  location?: { city: string; state: string } | null;
  note?: string;
  recordedBy: EventRecorder;
}

/** The carrier a load was awarded to (the load board), at what rate, and its signature on the rate confirmation. */
export interface LoadAward {
  offerId: number;
  carrierId: number;
  carrierName: string;
  dotNumber: string;
  mcNumber?: string;
  rate: string;
  awardedAt: string;
  signBy: string;
  signedAt: string | null;
  signature: { name: string; at: string; ip: string } | null;
  /** When the carrier was reminded to sign, once (null until then). */
  remindedAt?: string | null;
}

export interface StoredFileInfo {
  fileId: string;
  name: string;
  contentType: PodContentType;
  size: number;
  sha256: string;
  uploadedAt: string;
}

/** The shipping details the customer gives when booking (and staff may change until pickup). */
export interface ShipmentDetails {
  pickupWindow: TimeWindow;
  deliveryWindow: TimeWindow;
  shipper: ShipmentParty;
  consignee: ShipmentParty;
  commodity: string;
  pieces: number;
  weight: number;
  freightClass?: string;
  specialInstructions?: string;
}

/** A note from the road (a check call): when, what, and who at the carrier said it. */
export interface CheckCall {
  at: string;
  note: string;
  by: string;
}

export interface Shipment extends ShipmentDetails {
  id: number;
  number: string;
  quoteId: number;
  userId: number | null;
  customer: { name: string; companyName: string; email: string };
  status: ShipmentStatus;
  exception: { note: string; at: string } | null;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  equipment: string;
  /** The price the customer accepted, as quoted ("$1,200.00"). */
  price: string;
  cancelReason?: string;
  /** Estimated delivery (ISO), when staff have given one. */
  eta?: string | null;
  events: ShipmentEvent[];
  pod: StoredFileInfo | null;
  /**
   * Whether a tracking link is live, since when, and its path (`/track/<token>`) for the owner and
   * staff; the path is null for a link made before links were kept (it still works, but cannot be shown).
   */
  tracking: { createdAt: string; path: string | null } | null;
  deliveredAt?: string | null;
  /** Staff only: the carrier rate posted on the load board ("1400.00"), or null. */
  postedRate?: string | null;
  /** The trailer the load needs on the board ("Dry Van"), set from the quote's equipment. */
  trailerType?: string;
  /** Road miles of the lane from its ZIP codes, or null when one is unknown. */
  miles?: number | null;
  /** Staff only: the award to a carrier (waiting for its signature, or signed), or null. */
  award?: LoadAward | null;
  carrierId?: number | null;
  /** Staff only: the credit review of a booking held past the customer's credit limit, and its outcome. */
  creditHold?: CreditHold | null;
  /** Staff only: the carrier's driver on the load. */
  driver?: { name: string; phone: string; truckNumber: string; trailerNumber: string } | null;
  /** Staff only: the carrier's check calls from the road, oldest first. */
  checkCalls?: CheckCall[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Why a booking was held (the customer's open receivables, the load's price and the credit limit at
 * booking, in cents) and staff's decision on it once made.
 */
export interface CreditHold {
  openCents: number;
  loadCents: number;
  limitCents: number;
  heldAt: string;
  decision: { outcome: 'approved' | 'refused'; at: string; by: { userId: number; name: string }; reason?: string } | null;
}

/** What the public tracking page shows: no price, names, addresses or documents. */
export interface PublicTracking {
  number: string;
  status: ShipmentStatus;
  exception: boolean;
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  deliveryWindow: TimeWindow;
  eta: string | null;
  events: { kind: ShipmentEventKind; at: string; location: { city: string; state: string } | null; recordedBy: { role: EventRecorderRole; name: string } }[];
}

/** POST /api/shipments/:id/events. */
export interface ShipmentEventInput {
  kind: RecordableEventKind;
  city?: string;
  state?: string;
  note?: string;
  at?: string;
  eta?: string;
}

/** What a customer or staff list shows for the next step, or '' when there is none. */
export function nextMilestoneLabel(shipment: Pick<Shipment, 'status' | 'pod'>): string {
  const next = nextMilestone(shipment.status);
  if (!next) return '';
  if (next === 'completed' && !shipment.pod) return SHIPMENT_DOCUMENT_LABELS.pod;
  return SHIPMENT_STATUS_LABELS[next];
}

/** The default booking windows: pickup two business-ish days out, delivery two days after. */
export function suggestedWindows(now = new Date()): { pickupWindow: TimeWindow; deliveryWindow: TimeWindow } {
  const pickup = addDays(easternDate(now), 2);
  return { pickupWindow: { date: pickup, from: '08:00', to: '16:00' }, deliveryWindow: { date: addDays(pickup, 2), from: '08:00', to: '16:00' } };
}
