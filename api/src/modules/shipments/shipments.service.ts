import {
  detailsEditable,
  eventTimeRefusal,
  lastReportedPlace,
  LOAD_BOARD_MESSAGES,
  type PublicTracking,
  recorderForReader,
  refusalOf,
  type Shipment,
  SHIPMENT_MESSAGES,
  type ShipmentDetails,
  type ShipmentEventInput,
  type ShipmentStatus,
  shipmentNumber,
  statusAfter,
  trackingLinkExpired,
  trackingPath,
  trailerTypeEditable,
  trailerTypeOf,
  type TrailerType,
} from '@freight/domain';
import { cityCentroid, zipCentroid } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { logger } from '../../core/logger';
import { type PageRequest, quotes, type ShipmentEventRecord, type ShipmentFields, shipments, type StoredShipment } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { invoiceWhenBillable } from '../billing/invoice-creation';
import { creditHoldFor } from './credit-limit';
import { heldBookingMail } from './credit-review-mail';
import { payableWhenDelivered } from '../payables/payable-creation';
import { releaseOutbox } from '../mail/mail-outbox';
import { suggestedCarrierRate } from '../pricing/pricing.service';
import { shipmentBookedMail, shipmentEventMail } from '../mail/mail-requests';
import { type LanePoint, laneMapSvg } from './lane-map';
import { newTrackingLink, type TrackingLink, tokenHash, unsealToken } from './tracking-link';

/** Who is acting: the signed-in account. */
export interface Actor {
  id: number;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  /** Acting for a company: the person who is (see companies/acting). */
  actingPerson?: { id: number };
}

const nameOf = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim();
const source = (id: number) => ({ collection: 'shipments', id }) as const;

export interface ShipmentQuery extends PageRequest {
  status?: ShipmentStatus | 'exception' | '';
  search?: string;
}

/** The live tracking link's path (`/track/<token>`), or null when there is none or it was made before links were kept. */
export function trackingPathOf(shipment: Pick<StoredShipment, 'id' | 'trackingCreatedAt' | 'trackingSealed'>): string | null {
  const token = shipment.trackingCreatedAt ? unsealToken(shipment.trackingSealed, shipment.id) : null;
  return token ? trackingPath(token) : null;
}

/**
 * A shipment as the API answers its owner and staff: the tracking link as whether it is live, since
 * when, and its path; no store bookkeeping.
 */
export function shipmentJson(shipment: StoredShipment): Shipment {
  const { awardRound: _round, trackingCreatedAt, trackingSealed: _sealed, ...shown } = shipment;
  return { ...(shown as unknown as Shipment), tracking: trackingCreatedAt ? { createdAt: new Date(trackingCreatedAt).toISOString(), path: trackingPathOf(shipment) } : null };
}

/** Saves a shipment read at its version, with its emails; 409 with the shipments' message when it changed meanwhile. */
export const saveShipment = (shipment: StoredShipment, mail?: Parameters<typeof shipments.save>[1]) => onConflict(shipments.save(shipment, mail), SHIPMENT_MESSAGES.changedMeanwhile);

/** One shipment, or 404. */
export async function findShipment(id: number): Promise<StoredShipment> {
  const shipment = await shipments.find(id);
  if (!shipment) throw new ApiError(404, SHIPMENT_MESSAGES.notFound);
  return shipment;
}

/** A shipment the caller may see: their own, or any for staff (403 for another customer's). */
export async function visibleShipment(actor: Actor, id: number): Promise<StoredShipment> {
  const shipment = await findShipment(id);
  if (!actor.isAdmin && shipment.userId !== actor.id) throw new ApiError(403, SHIPMENT_MESSAGES.notYours);
  return shipment;
}

/** The lane's ends from the addresses, with the quote's ZIPs where it had them. */
function placesOf(details: Pick<ShipmentDetails, 'shipper' | 'consignee'>, zips: { origin?: string; destination?: string } = {}) {
  const { shipper, consignee } = details;
  return {
    origin: { zip: zips.origin || shipper.address.zip, city: shipper.address.city, state: shipper.address.state },
    destination: { zip: zips.destination || consignee.address.zip, city: consignee.address.city, state: consignee.address.state },
  };
}

/**
 * The customer who accepted a quote books it with the shipping details. Exactly one shipment per
 * quote: a retry or a double click gets the same shipment (`created` false).
 */
export async function bookShipment(actor: Actor, input: ShipmentDetails & { quoteId: number }) {
  const quote = await quotes.find(input.quoteId);
  if (!quote) throw new ApiError(404, 'Quote not found');
  if (quote.userId !== actor.id) throw new ApiError(403, SHIPMENT_MESSAGES.quoteNotYours);
  if (quote.decision?.outcome !== 'accepted') throw new ApiError(409, SHIPMENT_MESSAGES.quoteNotAccepted);
  const snapshot = quote.decision.snapshot;
  const now = new Date();
  const { quoteId, ...details } = input;
  // The shipment's tracking link is made with it (its id is sealed in), and goes out in the Booked emails.
  let link: TrackingLink | undefined;
  const places = placesOf(details);
  const equipment = snapshot?.equipmentType || quote.equipmentType || quote.serviceNeeded;
  const price = snapshot?.estimatedPrice || quote.estimatedPrice || '';
  // Two independent reads, side by side: each load goes on the board at the suggested carrier rate
  // (staff can change or clear it), and past the customer's credit limit the booking waits for
  // staff's credit review (credit-limit.ts): held, off the board.
  const [postedRate, creditHold] = await Promise.all([
    suggestedCarrierRate({ equipment, originZip: places.origin.zip, destinationZip: places.destination.zip, weightLbs: details.weight }),
    creditHoldFor(actor.id, price, now),
  ]);
  const { shipment, created, mail } = await shipments.book(
    {
      ...details,
      freightClass: details.freightClass || undefined,
      specialInstructions: details.specialInstructions || undefined,
      quoteId,
      userId: actor.id,
      customer: { name: `${quote.firstName} ${quote.lastName}`, companyName: quote.companyName, email: quote.email },
      status: creditHold ? 'held' : 'booked',
      ...(creditHold ? { creditHold } : {}),
      exception: null,
      ...places,
      equipment,
      postedRate,
      price,
      events: [
        { kind: 'booked', at: now, location: { city: details.shipper.address.city, state: details.shipper.address.state }, recordedBy: { role: 'customer', userId: actor.actingPerson?.id ?? actor.id, name: nameOf(actor) } },
      ],
      pod: null,
      eta: null,
      deliveredAt: null,
    },
    (draft) => (creditHold ? heldBookingMail(draft) : shipmentBookedMail(draft, link && trackingPath(link.token))),
    shipmentNumber,
    (id) => {
      link = newTrackingLink(id);
      return { trackingHash: link.hash, trackingSealed: link.sealed, trackingCreatedAt: now };
    },
  );
  if (created) {
    await releaseOutbox(source(shipment.id), mail);
    logger().info({ event: creditHold ? 'shipment.held' : 'shipment.booked', shipmentId: shipment.id, quoteId, userId: actor.id }, creditHold ? 'booking held for a credit review' : 'shipment booked');
  }
  return { shipment, created };
}

export const listShipments = (filter: { userId?: number; status?: ShipmentQuery['status']; search?: string }, { offset, limit, after }: PageRequest) =>
  shipments.list(filter, { offset, limit, after });

export const stateOf = (shipment: Pick<ShipmentFields, 'status' | 'exception' | 'pod'>) => ({ status: shipment.status, exceptionOpen: Boolean(shipment.exception), hasPod: Boolean(shipment.pod) });

/**
 * Staff or the assigned carrier record a milestone or an exception. A step the timeline does not
 * allow is a 409 with the rule's message, and nothing is stored.
 */
export async function recordEvent(actor: Actor, id: number, input: ShipmentEventInput) {
  const shipment = await findShipment(id);
  // An award waiting for its carrier's signature assigns the carrier when it is signed (or lapses).
  if (input.kind === 'carrier-assigned' && shipment.award && !shipment.award.signedAt) throw new ApiError(409, LOAD_BOARD_MESSAGES.awaitingSignature);
  return recordEventOn(shipment, actor, input, 'staff');
}

/**
 * Records `input` on `shipment` (already read by the caller, who checked it may act on it) and saves
 * it with the milestone's email. `beforeSave` sets what goes with the event in the same save (the
 * proof of delivery that comes with a carrier's Delivered).
 */
export async function recordEventOn(read: StoredShipment, actor: Actor, input: ShipmentEventInput, role: 'staff' | 'carrier', beforeSave?: (shipment: StoredShipment) => void) {
  const shipment = structuredClone(read);
  const id = shipment.id;
  const refusal = refusalOf(stateOf(shipment), input.kind);
  if (refusal) throw new ApiError(409, refusal);
  // When it happened: now, or the time staff give for an event written down later.
  const now = input.at ? new Date(input.at) : new Date();
  const lateRefusal = eventTimeRefusal(now, shipment.events.at(-1)?.at);
  if (lateRefusal) throw new ApiError(lateRefusal === SHIPMENT_MESSAGES.eventBeforeLast ? 409 : 400, lateRefusal);
  const event: ShipmentEventRecord = {
    kind: input.kind,
    at: now,
    location: input.city?.trim() && input.state?.trim() ? { city: input.city.trim(), state: input.state.trim().toUpperCase() } : null,
    note: input.note?.trim() || undefined,
    // The person who did it: acting for a company, their own account's id.
    recordedBy: { role, userId: actor.actingPerson?.id ?? actor.id, name: nameOf(actor) },
  };
  shipment.events.push(event);
  shipment.status = statusAfter(shipment.status, input.kind);
  if (input.kind === 'exception-raised') shipment.exception = { note: event.note ?? '', at: now };
  if (input.kind === 'exception-cleared') shipment.exception = null;
  if (input.kind === 'delivered') shipment.deliveredAt = now;
  if (input.eta) shipment.eta = new Date(input.eta);
  beforeSave?.(shipment);
  const mail = shipmentEventMail(shipment, input.kind, role, trackingPathOf(shipment) ?? undefined);
  const saved = await saveShipment(shipment, mail);
  await releaseOutbox(source(id), mail);
  logger().info({ event: `shipment.${input.kind}`, shipmentId: id, userId: actor.id, role }, 'shipment event recorded');
  // Delivered with its proof of delivery (the carrier's, in this same save) makes the invoice; a signed award's Delivered, the carrier's payable.
  if (input.kind === 'delivered') {
    await invoiceWhenBillable(saved);
    await payableWhenDelivered(saved);
  }
  return saved;
}

/** Staff cancel a shipment before pickup, with the reason. */
export async function cancelShipment(actor: Actor, id: number, reason: string) {
  const shipment = await findShipment(id);
  const refusal = refusalOf(stateOf(shipment), 'cancelled');
  if (refusal) throw new ApiError(409, refusal);
  const cancelled: ShipmentEventRecord = { kind: 'cancelled', at: new Date(), location: null, note: reason.trim(), recordedBy: { role: 'staff', userId: actor.id, name: nameOf(actor) } };
  return saveShipment({ ...shipment, events: [...shipment.events, cancelled], status: 'cancelled', cancelReason: reason.trim() });
}

/** Staff change the shipping details, until pickup. */
export async function updateDetails(id: number, details: ShipmentDetails) {
  const shipment = await findShipment(id);
  if (!detailsEditable(shipment.status)) throw new ApiError(409, SHIPMENT_MESSAGES.editAfterPickup);
  const zips = { origin: shipment.origin.zip, destination: shipment.destination.zip };
  const places = placesOf(details, { origin: details.shipper.address.zip || zips.origin, destination: details.consignee.address.zip || zips.destination });
  return saveShipment({ ...shipment, ...details, freightClass: details.freightClass || undefined, specialInstructions: details.specialInstructions || undefined, ...places });
}

/**
 * Staff change the trailer type the load board lists the load under, while it is open on the board
 * (booked, no award; 409 otherwise). The save writes the board's keys again, so carriers filtering
 * by the new type find it and by the old one no longer do; the audit log has the before and after.
 * The type it has already changes nothing.
 */
export async function changeTrailerType(actor: Actor & { username: string }, id: number, trailerType: TrailerType) {
  const shipment = await findShipment(id);
  if (!trailerTypeEditable(shipment)) throw new ApiError(409, SHIPMENT_MESSAGES.trailerTypeLocked);
  const before = shipment.trailerType ?? trailerTypeOf(shipment.equipment);
  if (before === trailerType) return shipment;
  // Saved at the version read: an award or a change meanwhile makes it a 409, and nothing is stored.
  const saved = await saveShipment({ ...shipment, trailerType });
  await recordAudit({ actor, action: 'change-trailer-type', entity: 'shipment', entityId: id, before: { number: shipment.number, trailerType: before }, after: { number: saved.number, trailerType: saved.trailerType } });
  logger().info({ event: 'shipment.trailer_type_changed', shipmentId: id, userId: actor.id, from: before, to: trailerType }, 'trailer type changed');
  return saved;
}

/**
 * A new tracking link (any previous one stops working at once). A cancelled shipment gets none (409).
 * Kept as its hash (the lookup) and sealed, so its owner and staff can see it again. `replaced` is
 * when the link it replaced was made (null when there was none).
 */
export async function createTrackingLink(actor: Actor, id: number) {
  const shipment = await visibleShipment(actor, id);
  if (shipment.status === 'cancelled') throw new ApiError(409, SHIPMENT_MESSAGES.trackingCancelledShipment);
  const link = newTrackingLink(id);
  const saved = await onConflict(shipments.setTracking(shipment, link), SHIPMENT_MESSAGES.changedMeanwhile);
  logger().info({ event: 'shipment.tracking_created', shipmentId: id, userId: actor.id }, 'tracking link created');
  return { token: link.token, shipment: saved, replaced: shipment.trackingCreatedAt ?? null };
}

/**
 * Staff make a new tracking link, as the customer can, and the audit log says who and when: the
 * times the old and new links were made, never a token (nor its sealed form).
 */
export async function createTrackingLinkAsStaff(actor: Actor & { username: string }, id: number) {
  const { token, shipment, replaced } = await createTrackingLink(actor, id);
  await recordAudit({ actor, action: 'new-tracking-link', entity: 'shipment', entityId: id, before: { number: shipment.number, trackingCreatedAt: replaced }, after: { number: shipment.number, trackingCreatedAt: shipment.trackingCreatedAt } });
  return { token, shipment };
}

export async function revokeTrackingLink(actor: Actor, id: number) {
  const shipment = await visibleShipment(actor, id);
  return onConflict(shipments.setTracking(shipment, undefined), SHIPMENT_MESSAGES.changedMeanwhile);
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * What a tracking token opens: its shipment; 'cancelled' when the shipment was cancelled (the link
 * opens nothing, and the page says why); null when it is unknown, revoked or expired (45 days after delivery).
 */
export async function trackedShipment(token: string, now = new Date()): Promise<StoredShipment | 'cancelled' | null> {
  if (!TOKEN.test(token)) return null;
  const shipment = await shipments.findByTrackingHash(tokenHash(token));
  if (!shipment || trackingLinkExpired(shipment.deliveredAt, now)) return null;
  return shipment.status === 'cancelled' ? 'cancelled' : shipment;
}

/** The shipment a token opens, or the API's answer why not: 410 for a cancelled shipment, 404 otherwise. */
export async function openTracking(token: string): Promise<StoredShipment> {
  const shipment = await trackedShipment(token);
  if (shipment === 'cancelled') throw new ApiError(410, SHIPMENT_MESSAGES.trackingCancelled);
  if (!shipment) throw new ApiError(404, SHIPMENT_MESSAGES.trackingNotFound);
  return shipment;
}

/** What the public page shows: status, timeline by city and state, the delivery window and ETA. Nothing else. */
export function publicTracking(shipment: StoredShipment): PublicTracking {
  return {
    number: shipment.number,
    status: shipment.status,
    exception: Boolean(shipment.exception),
    origin: { city: shipment.origin.city, state: shipment.origin.state },
    destination: { city: shipment.destination.city, state: shipment.destination.state },
    deliveryWindow: { date: shipment.deliveryWindow.date, from: shipment.deliveryWindow.from, to: shipment.deliveryWindow.to },
    eta: shipment.eta ? new Date(shipment.eta).toISOString() : null,
    events: shipment.events.map((e) => ({
      kind: e.kind,
      at: new Date(e.at).toISOString(),
      location: e.location ? { city: e.location.city, state: e.location.state } : null,
      recordedBy: recorderForReader(e.recordedBy.role, 'public'),
    })),
  };
}

/**
 * The page `/track/<token>` as the server answers it: 404 for a token that opens nothing, 410 for a
 * cancelled shipment's (the page says why), else 200 with the public tracking data written into the page, so a consignee's phone
 * shows the shipment without a second request. Undefined for any other route.
 */
export async function trackingPageData(route: string): Promise<{ status: number; data?: PublicTracking } | undefined> {
  const token = /^\/track\/([^/]+)$/.exec(route)?.[1];
  if (token === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    return { status: 404 };
  }
  const shipment = await trackedShipment(decoded);
  if (shipment === 'cancelled') return { status: 410 };
  return shipment ? { status: 200, data: publicTracking(shipment) } : { status: 404 };
}

/**
 * The lane's three points: origin, the last city the timeline reports, destination. For its owner and
 * staff the ends are the ZIP codes' centroids; for anyone with the link (`public`) only cities' centres.
 */
export function lanePoints(shipment: Pick<StoredShipment, 'origin' | 'destination' | 'events'>, reader: 'owner' | 'public'): LanePoint[] {
  const place = (kind: LanePoint['kind'], where: { city: string; state: string; zip?: string } | null): LanePoint[] => {
    if (!where) return [];
    const point = (reader === 'owner' ? zipCentroid(where.zip) : null) ?? cityCentroid(where.city, where.state);
    return point ? [{ kind, label: `${where.city}, ${where.state}`, latitude: point.latitude, longitude: point.longitude }] : [];
  };
  return [...place('origin', shipment.origin), ...place('current', lastReportedPlace(shipment.events)), ...place('destination', shipment.destination)];
}

const maps = new Map<string, Promise<string>>();
/** The lane map's SVG; the last 200 drawn are kept (a tracking page is opened again and again). */
export function laneMap(shipment: Pick<StoredShipment, 'number' | 'origin' | 'destination' | 'events'>, reader: 'owner' | 'public'): Promise<string> {
  const points = lanePoints(shipment, reader);
  const key = JSON.stringify([shipment.number, points]);
  let svg = maps.get(key);
  if (!svg) {
    svg = laneMapSvg(shipment.number, points);
    svg.catch(() => maps.delete(key));
    maps.set(key, svg);
    if (maps.size > 200) maps.delete(maps.keys().next().value!);
  }
  return svg;
}
