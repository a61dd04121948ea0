import {
  type AssignedLoad,
  type BoardLoad,
  type CarrierEventInput,
  carrierRateFor,
  type CarrierOffer,
  checkOffer,
  COMPANY,
  DRIVER_MESSAGES,
  type DriverAssignment,
  deadheadMiles,
  DEFAULT_SIGN_HOURS,
  earlyPickup,
  formatEasternDateTime,
  formatPriceText,
  type HaulDetails,
  lapsedCoiPolicies,
  LOAD_BOARD_MESSAGES,
  type LoadAward,
  loadBoardRefusal,
  marginOf,
  membershipOf,
  offerStatusAt,
  RATE_OPTION_TEXTS,
  type RateOption,
  ratePerMile,
  refusalOf,
  serviceOfEquipment,
  SHIPMENT_TIMING_TEXTS,
  type ShipmentRateOptions,
  signReminderAt,
  type StaffOffer,
  trailerTypeOf,
} from '@freight/domain';
import { laneBetween, nearestPlace, zipCentroid } from '@freight/domain/zip-centroids';
import { personOf } from '../companies/acting';
import { ApiError } from '../../core/api-error';
import { logger } from '../../core/logger';
import { onConflict } from '../../core/error';
import {
  type AwardRecord,
  type BoardFilter,
  type BoardOrder,
  loadBoard,
  type OutboxEntry,
  offers,
  type PageRequest,
  type ShipmentFields,
  type SignedInUser,
  shipments,
  type StoredOffer,
  type StoredShipment,
  users,
} from '../../store';
import { mailRequest, releaseOutbox } from '../mail/mail-outbox';
import { activeRatesFor } from '../pricing/pricing.service';
import { deliverWithProof } from '../shipments/proof-of-delivery';
import { recordEventOn, saveShipment } from '../shipments/shipments.service';

const HOUR_MS = 60 * 60_000;
const source = (id: number) => ({ collection: 'shipments', id }) as const;
const laneOf = (s: Pick<ShipmentFields, 'origin' | 'destination'>) => `${s.origin.city}, ${s.origin.state} to ${s.destination.city}, ${s.destination.state}`;
const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

/**
 * A carrier's certificate of insurance must be current when it takes a load (Book now, signing) and
 * when staff award it one: its status alone lags behind, until the expiry job's next run suspends it.
 */
function mustBeInsured(carrier: Pick<SignedInUser, 'carrierDocuments'>, now: Date, refusal: (expiry: NonNullable<ReturnType<typeof lapsedCoiPolicies>>) => string): void {
  const lapsed = lapsedCoiPolicies(carrier.carrierDocuments ?? [], now);
  if (lapsed) throw new ApiError(409, refusal(lapsed));
}

/** The caller if it may use the board; else 401/403 with the reason (pending: awaiting verification; suspended: why). */
export function boardCarrier(user: SignedInUser | undefined): SignedInUser {
  const refusal = loadBoardRefusal(user);
  if (refusal) throw new ApiError(refusal.status, refusal.message);
  return user!;
}

type BoardFields = Pick<ShipmentFields, 'id' | 'number' | 'origin' | 'destination' | 'pickupWindow' | 'deliveryWindow' | 'equipment' | 'weight' | 'postedRate' | 'trailerType' | 'miles'>;

/**
 * What the board shows of a shipment: never the customer, the price, addresses or contacts. The
 * deadhead is measured from `home` (the carrier's home ZIP's centre), when it has one.
 */
export function boardLoadOf(s: BoardFields, home: ReturnType<typeof zipCentroid> = null): BoardLoad {
  const window = (w: ShipmentFields['pickupWindow']) => ({ date: w.date, from: w.from, to: w.to });
  const miles = s.miles ?? null;
  return {
    id: s.id,
    number: s.number,
    origin: { city: s.origin.city, state: s.origin.state },
    destination: { city: s.destination.city, state: s.destination.state },
    pickupWindow: window(s.pickupWindow),
    deliveryWindow: window(s.deliveryWindow),
    equipment: s.equipment,
    trailerType: s.trailerType ?? trailerTypeOf(s.equipment),
    weight: s.weight,
    postedRate: s.postedRate ?? null,
    miles,
    ratePerMile: ratePerMile(s.postedRate, miles),
    deadheadMiles: home ? deadheadMiles(home, zipCentroid(s.origin.zip)) : null,
  };
}

function awardOf(s: Pick<ShipmentFields, 'award'>): LoadAward | null {
  const award = s.award;
  if (!award) return null;
  return {
    offerId: award.offerId,
    carrierId: award.carrierId,
    carrierName: award.carrierName,
    dotNumber: award.dotNumber,
    ...(award.mcNumber ? { mcNumber: award.mcNumber } : {}),
    rate: award.rate,
    awardedAt: iso(award.awardedAt)!,
    signBy: iso(award.signBy)!,
    signedAt: iso(award.signedAt),
    signature: award.signature ? { name: award.signature.name, at: iso(award.signature.at)!, ip: award.signature.ip } : null,
  };
}

/** What the carrier needs to haul a load it signed for (never the customer's price); null before it signs. */
function haulOf(s: StoredShipment): HaulDetails | null {
  if (!s.award?.signedAt) return null;
  const party = (p: ShipmentFields['shipper']) => ({
    name: p.name,
    address: { street: p.address.street, city: p.address.city, state: p.address.state, zip: p.address.zip },
    contactName: p.contactName,
    phone: p.phone,
    ...(p.email ? { email: p.email } : {}),
  });
  return {
    shipper: party(s.shipper),
    consignee: party(s.consignee),
    commodity: s.commodity,
    pieces: s.pieces,
    ...(s.freightClass ? { freightClass: s.freightClass } : {}),
    ...(s.specialInstructions ? { specialInstructions: s.specialInstructions } : {}),
    exception: s.exception ? { note: s.exception.note, at: iso(s.exception.at)! } : null,
    events: s.events.map((e) => ({
      kind: e.kind,
      at: iso(e.at)!,
      location: e.location ? { city: e.location.city, state: e.location.state } : null,
      ...(e.note ? { note: e.note } : {}),
      // Who recorded it: the carrier's own people by name; the customer and staff by their role only.
      recordedBy: { role: e.recordedBy.role, name: e.recordedBy.role === 'carrier' ? e.recordedBy.name : e.recordedBy.role === 'customer' ? 'the customer' : COMPANY.name },
    })),
    pod: s.pod ? { name: s.pod.name, uploadedAt: iso(s.pod.uploadedAt)! } : null,
  };
}

const driverOf = (s: StoredShipment): DriverAssignment | null => (s.driver ? { ...s.driver, assignedAt: iso(s.driver.assignedAt)! } : null);

export const assignedLoadOf = (s: StoredShipment): AssignedLoad => ({ ...boardLoadOf(s), status: s.status, award: awardOf(s)!, driver: driverOf(s), haul: haulOf(s) });

/** The open loads of a filter in the order asked, each with its deadhead from the carrier's home ZIP. */
export async function listBoard(carrier: Pick<SignedInUser, 'carrierInfo'>, filter: BoardFilter, order: BoardOrder, page: PageRequest) {
  const { items, total } = await loadBoard.board(filter, order, page);
  const home = zipCentroid(carrier.carrierInfo?.homeZip);
  return { items: items.map((s) => boardLoadOf(s, home)), total };
}

/** An open load (booked, no award), or 404 / 409 with why it is not. */
async function openLoad(id: number): Promise<StoredShipment> {
  const shipment = await shipments.find(id);
  if (!shipment || shipment.status === 'cancelled') throw new ApiError(404, LOAD_BOARD_MESSAGES.loadNotFound);
  if (shipment.award) throw new ApiError(409, shipment.award.signedAt ? LOAD_BOARD_MESSAGES.notOnBoard : LOAD_BOARD_MESSAGES.underAward);
  if (shipment.status !== 'booked') throw new ApiError(409, LOAD_BOARD_MESSAGES.notOnBoard);
  return shipment;
}

const carrierFields = (carrier: SignedInUser) => ({
  carrierId: carrier.id,
  carrierName: carrier.companyName || `${carrier.firstName} ${carrier.lastName}`,
  dotNumber: carrier.carrierInfo?.dotNumber ?? '',
  ...(carrier.carrierInfo?.mcNumber ? { mcNumber: carrier.carrierInfo.mcNumber } : {}),
});

/** An offer as the carrier sees it: its status as of `now` (a pending one past its hours has expired). */
const offerJson = (offer: StoredOffer, now = new Date()): CarrierOffer => {
  const { decidedAt: _decided, updatedAt: _updated, ...shown } = offer;
  return { ...shown, expiresAt: iso(offer.expiresAt)!, createdAt: iso(offer.createdAt)!, status: offerStatusAt(offer, now) } as CarrierOffer;
};

/** Saves an offer read at its version; 409 when it changed meanwhile. */
const saveOffer = (offer: StoredOffer) => onConflict(offers.save(offer), LOAD_BOARD_MESSAGES.offerChanged);

/** A carrier's offer on an open load: an amount, a note, and how many hours it stands. */
export async function makeOffer(carrier: SignedInUser, shipmentId: number, input: { amount?: unknown; note?: unknown; hours?: unknown }, now = new Date()) {
  const checked = checkOffer(input);
  if (checked.errors) throw new ApiError(400, Object.values(checked.errors)[0]!, checked.errors);
  const shipment = await openLoad(shipmentId);
  const offer = await offers.create({
    shipmentId,
    shipmentNumber: shipment.number,
    lane: laneOf(shipment),
    ...carrierFields(carrier),
    kind: 'offer',
    amount: checked.amount,
    note: checked.note,
    hours: checked.hours,
    expiresAt: new Date(now.getTime() + checked.hours * HOUR_MS),
    status: 'pending',
  });
  logger().info({ event: 'load.offer', shipmentId, offerId: offer.id, carrierId: carrier.id }, 'offer made');
  return offerJson(offer, now);
}

/** The award email of a carrier, with the time to sign by. */
function awardedMail(shipment: Pick<ShipmentFields, 'number' | 'origin' | 'destination'>, award: AwardRecord, email: string): OutboxEntry {
  return mailRequest('carrier.load-awarded', { email, carrierName: award.carrierName, number: shipment.number, lane: laneOf(shipment), rate: formatPriceText(award.rate), signBy: formatEasternDateTime(award.signBy) });
}

/**
 * Gives the open load to a carrier at `rate`, waiting for its signature until `signHours` from now,
 * with the email that tells it: one conditional write, so of a Book now and an award (or two Book
 * nows) at the same moment exactly one gets the load and the other 409.
 */
async function award(shipment: StoredShipment, carrier: Pick<SignedInUser, 'email'> & ReturnType<typeof carrierFields>, offerId: number, rate: string, signHours: number, now: Date): Promise<StoredShipment> {
  const { carrierId, carrierName, dotNumber, mcNumber } = carrier;
  const given: AwardRecord = { offerId, carrierId, carrierName, dotNumber, ...(mcNumber ? { mcNumber } : {}), rate, awardedAt: now, signBy: new Date(now.getTime() + signHours * HOUR_MS), signedAt: null, signature: null };
  const mail = [awardedMail(shipment, given, carrier.email)];
  const awarded = await loadBoard.award(shipment, given, mail);
  if (!awarded) throw new ApiError(409, LOAD_BOARD_MESSAGES.alreadyTaken);
  await releaseOutbox(source(shipment.id), mail);
  return awarded;
}

/** Book now at the posted rate: the first carrier to claim the load has it (awaiting its signature); any other gets 409. */
export async function bookNow(carrier: SignedInUser, shipmentId: number, now = new Date()) {
  mustBeInsured(carrier, now, LOAD_BOARD_MESSAGES.coiExpired);
  const shipment = await openLoad(shipmentId);
  if (!shipment.postedRate) throw new ApiError(409, LOAD_BOARD_MESSAGES.noPostedRate);
  const fields = carrierFields(carrier);
  // The award decides (one conditional write); the offer records the booking once it is won.
  const offerId = await offers.nextId();
  const awarded = await award(shipment, { ...fields, email: carrier.email }, offerId, shipment.postedRate, DEFAULT_SIGN_HOURS, now);
  const offer = await offers.create(
    {
      shipmentId,
      shipmentNumber: shipment.number,
      lane: laneOf(shipment),
      ...fields,
      kind: 'book-now',
      amount: shipment.postedRate,
      note: '',
      hours: DEFAULT_SIGN_HOURS,
      expiresAt: new Date(now.getTime() + DEFAULT_SIGN_HOURS * HOUR_MS),
      status: 'accepted',
    },
    offerId,
  );
  logger().info({ event: 'load.booked_now', shipmentId, carrierId: carrier.id }, 'load booked at the posted rate');
  return { offer: offerJson(offer, now), load: assignedLoadOf(awarded) };
}

export async function myOffers(carrier: SignedInUser, page: PageRequest) {
  const { items, total } = await offers.offers({ carrierId: carrier.id }, page);
  const now = new Date();
  return { items: items.map((offer) => ({ ...offer, status: offerStatusAt(offer, now) }) as unknown as CarrierOffer), total };
}

/** A carrier's own offer (404 for another carrier's: it never learns that it exists). */
async function ownOffer(carrier: SignedInUser, id: number) {
  const offer = await offers.find(id);
  if (!offer || offer.carrierId !== carrier.id) throw new ApiError(404, LOAD_BOARD_MESSAGES.offerNotFound);
  return offer;
}

export async function withdrawOffer(carrier: SignedInUser, id: number, now = new Date()) {
  const offer = await ownOffer(carrier, id);
  if (offerStatusAt(offer, now) !== 'pending') throw new ApiError(409, LOAD_BOARD_MESSAGES.notPending);
  return offerJson(await saveOffer({ ...offer, status: 'withdrawn', decidedAt: now }), now);
}

/** The company's assigned loads; a driver's, only those assigned to them. */
export async function assignedLoads(carrier: SignedInUser, page: PageRequest) {
  const person = personOf(carrier);
  const { items, total } = await loadBoard.assignedTo(carrier.id, page, person.role === 'driver' ? person.id : undefined);
  return { items: items.map(assignedLoadOf), total };
}

/** A load awarded to this carrier (404 for any other: never data); for a driver, only one assigned to them. */
export async function ownLoad(carrier: SignedInUser, id: number): Promise<StoredShipment> {
  const shipment = await shipments.find(id);
  if (!shipment?.award || shipment.award.carrierId !== carrier.id) throw new ApiError(404, LOAD_BOARD_MESSAGES.loadNotFound);
  const person = personOf(carrier);
  if (person.role === 'driver' && shipment.driver?.userId !== person.id) throw new ApiError(404, LOAD_BOARD_MESSAGES.loadNotFound);
  return shipment;
}

/**
 * The dispatcher (or the Owner) puts one of the company's drivers on a load it was awarded, with the
 * truck and trailer; assigning another replaces them. The driver then sees the load on their phone.
 */
export async function assignDriver(carrier: SignedInUser, id: number, input: { userId: number; phone: string; truckNumber: string; trailerNumber: string }, now = new Date()) {
  const shipment = await ownLoad(carrier, id);
  const driver = await users.find(input.userId);
  if (!driver || driver.isAdmin || !driver.isActive || membershipOf(driver).accountId !== carrier.id || membershipOf(driver).role !== 'driver') {
    throw new ApiError(400, DRIVER_MESSAGES.notADriver, { userId: DRIVER_MESSAGES.notADriver });
  }
  const name = `${driver.firstName} ${driver.lastName}`.trim();
  const saved = await saveShipment({
    ...shipment,
    driver: { userId: driver.id, name, phone: input.phone, truckNumber: input.truckNumber, trailerNumber: input.trailerNumber, assignedAt: now, assignedBy: `${carrier.firstName} ${carrier.lastName}`.trim() },
  });
  logger().info({ event: 'load.driver_assigned', shipmentId: id, carrierId: carrier.id, driverId: driver.id, userId: personOf(carrier).id }, 'driver assigned');
  return { load: assignedLoadOf(saved), message: DRIVER_MESSAGES.assigned(name, saved.number) };
}

/** A check call from the road: a note with the time, on the load for staff (never the customer's to read). */
export async function addCheckCall(carrier: SignedInUser, id: number, note: string, now = new Date()) {
  const shipment = await signedLoad(carrier, id);
  const by = `${carrier.firstName} ${carrier.lastName}`.trim();
  const saved = await saveShipment({ ...shipment, checkCalls: [...(shipment.checkCalls ?? []), { at: now, note: note.trim(), by }] });
  logger().info({ event: 'load.check_call', shipmentId: id, carrierId: carrier.id, userId: personOf(carrier).id }, 'check call');
  return { load: assignedLoadOf(saved), message: DRIVER_MESSAGES.checkCallSent };
}

/** The city nearest to where the phone is (its location check-in), for the step it records; the point is not kept. */
export function placeNear(point: { latitude: number; longitude: number }): { city: string; state: string } {
  const place = nearestPlace(point);
  if (!place) throw new ApiError(404, DRIVER_MESSAGES.noPlace);
  return place;
}

/**
 * The carrier signs the rate confirmation (its typed full name, the time and its address are kept).
 * The shipment moves to Carrier assigned, the other pending offers are declined and their carriers told.
 */
export async function signRateConfirmation(carrier: SignedInUser, id: number, name: string, ip: string, now = new Date()) {
  const shipment = structuredClone(await ownLoad(carrier, id));
  const award = shipment.award!;
  if (award.signedAt) throw new ApiError(409, LOAD_BOARD_MESSAGES.alreadySigned);
  if (new Date(award.signBy).getTime() <= now.getTime()) throw new ApiError(409, LOAD_BOARD_MESSAGES.awardLapsed);
  mustBeInsured(carrier, now, LOAD_BOARD_MESSAGES.coiExpired);
  const refusal = refusalOf({ status: shipment.status, exceptionOpen: Boolean(shipment.exception), hasPod: Boolean(shipment.pod) }, 'carrier-assigned');
  if (refusal) throw new ApiError(409, refusal);
  const signature = name.trim();
  award.signedAt = now;
  award.signature = { name: signature, at: now, ip };
  shipment.status = 'carrier-assigned';
  shipment.events.push({ kind: 'carrier-assigned', at: now, location: null, note: award.carrierName, recordedBy: { role: 'carrier', userId: carrier.id, name: signature } });
  const { items: pending } = await offers.offers({ shipmentId: id, status: 'pending' }, { offset: 0, limit: 500 });
  const others = pending.filter((offer) => offer.id !== award.offerId);
  const emails = await Promise.all(others.map(async (offer) => (await users.find(offer.carrierId))?.email));
  const mail = others.flatMap((offer, i) =>
    emails[i] ? [mailRequest('carrier.offer-declined', { email: emails[i], carrierName: offer.carrierName, number: shipment.number, lane: laneOf(shipment), rate: formatPriceText(offer.amount) })] : [],
  );
  const signed = await saveShipment(shipment, mail);
  await releaseOutbox(source(id), mail);
  for (const offer of others) {
    await offers.decidePending(offer.id, 'declined', now).catch((err: unknown) => logger().warn({ err, offerId: offer.id }, 'offer not marked declined'));
  }
  logger().info({ event: 'load.signed', shipmentId: id, carrierId: carrier.id }, 'rate confirmation signed');
  return signed;
}

/** A load this carrier signed for: the only loads it may move (409 before it signs, 404 for any other). */
export async function signedLoad(carrier: SignedInUser, id: number): Promise<StoredShipment> {
  const shipment = await ownLoad(carrier, id);
  if (!shipment.award!.signedAt) throw new ApiError(409, LOAD_BOARD_MESSAGES.signFirst);
  return shipment;
}

/**
 * The assigned carrier records Picked up, In transit (where it is) or an Exception: the same timeline
 * events as staff's, marked as the carrier's. A pickup before its window opens needs the carrier's
 * confirmation (`confirmEarlyPickup`), so a mistaken tap does not start the clock early.
 */
export async function recordCarrierEvent(carrier: SignedInUser, id: number, { confirmEarlyPickup, ...input }: CarrierEventInput) {
  const shipment = await signedLoad(carrier, id);
  if (input.kind === 'picked-up' && !confirmEarlyPickup && earlyPickup(shipment.pickupWindow, new Date())) {
    throw new ApiError(409, SHIPMENT_TIMING_TEXTS.earlyPickup(shipment.pickupWindow));
  }
  return recordEventOn(shipment, carrier, input, 'carrier');
}

/** The assigned carrier's Delivered with its proof of delivery, in one step. */
export async function deliverLoad(carrier: SignedInUser, id: number, data: Buffer, fileName: string | undefined) {
  return deliverWithProof(carrier, await signedLoad(carrier, id), data, fileName);
}

// ── Staff ──────────────────────────────────────────────────────────────────────────────────────

async function findShipment(id: number) {
  const shipment = await shipments.find(id);
  if (!shipment) throw new ApiError(404, 'Shipment not found');
  return shipment;
}

/** A shipment's offers for staff: the carrier's verification state and insurance beside each, and the margin. */
export async function shipmentOffers(id: number, page: PageRequest) {
  const shipment = await findShipment(id);
  const { items, total } = await offers.offers({ shipmentId: id }, page);
  const now = new Date();
  const carriers = await Promise.all([...new Set(items.map((offer) => offer.carrierId))].map((carrierId) => users.find(carrierId)));
  const byId = new Map(carriers.filter((c) => c !== null).map((c) => [c.id, c]));
  const staffOffers: StaffOffer[] = items.map((offer) => {
    const carrier = byId.get(offer.carrierId);
    const insurance = carrier?.carrierInfo?.insuranceInfo;
    return {
      ...(offer as unknown as CarrierOffer),
      status: offerStatusAt(offer, now),
      carrierStatus: carrier?.carrierStatus,
      ...(insurance ? { insurance: `Liability ${insurance.liability}, cargo ${insurance.cargo}` } : {}),
      margin: marginOf(shipment.price, offer.amount),
    };
  });
  return { items: staffOffers, total, price: shipment.price, postedRate: shipment.postedRate ?? null, award: awardOf(shipment), postedMargin: shipment.postedRate ? marginOf(shipment.price, shipment.postedRate) : null };
}

/** Staff post (or clear, with '') the carrier rate the board shows and Book now pays. */
export async function postRate(id: number, rate: string) {
  const shipment = await findShipment(id);
  return saveShipment({ ...shipment, postedRate: rate || null });
}

/**
 * What each active carrier rate of the load's service (its equipment's, see serviceOfEquipment) gives
 * for its weight and miles, cheapest first, with the margin each leaves on the customer's price.
 * The miles are the road miles estimated from the ZIP centroids unless staff enter some; when a ZIP
 * code is unknown there are none until staff do. Reads the shipment by id and the active rates.
 */
export async function rateOptions(id: number, enteredMiles?: number): Promise<ShipmentRateOptions> {
  const shipment = await findShipment(id);
  // The mode changes the transit estimate only, never the miles.
  const lane = laneBetween(shipment.origin.zip, shipment.destination.zip, 'truckload');
  const [laneMiles, unknownZip] = lane.ok ? [lane.facts.roadMiles, ''] : [null, Object.values(lane.errors)[0]!];
  const miles = enteredMiles ?? laneMiles;
  const service = serviceOfEquipment(shipment.equipment);
  const answer = { equipment: shipment.equipment, service, weightLbs: shipment.weight, price: shipment.price, laneMiles, miles, milesEntered: enteredMiles !== undefined };
  if (miles === null) return { ...answer, unavailable: RATE_OPTION_TEXTS.milesUnknown(unknownZip), options: [] };
  const options = (await activeRatesFor(service)).flatMap((rate): RateOption[] => {
    const charge = carrierRateFor(rate, { miles, weightLbs: shipment.weight });
    if (!charge) return [];
    const amount = charge.carrierCharge.toFixed(2);
    return [{ ...charge, serviceType: rate.serviceType, rate: amount, margin: marginOf(shipment.price, amount) }];
  });
  options.sort((a, b) => a.carrierCharge - b.carrierCharge);
  return { ...answer, unavailable: options.length ? null : RATE_OPTION_TEXTS.noRates(service), options };
}

/** Staff award a pending offer: the carrier has `signHours` (default 2) to sign the rate confirmation. */
export async function awardOffer(offerId: number, signHours = DEFAULT_SIGN_HOURS, now = new Date()) {
  const offer = await offers.find(offerId);
  if (!offer) throw new ApiError(404, LOAD_BOARD_MESSAGES.offerNotFound);
  if (offerStatusAt(offer, now) !== 'pending') throw new ApiError(409, LOAD_BOARD_MESSAGES.notPending);
  const shipment = await openLoad(offer.shipmentId);
  const carrier = await users.find(offer.carrierId);
  const refusal = loadBoardRefusal(carrier ?? undefined);
  if (!carrier || refusal) throw new ApiError(409, refusal?.message ?? LOAD_BOARD_MESSAGES.offerNotFound);
  mustBeInsured(carrier, now, (lapsed) => LOAD_BOARD_MESSAGES.carrierCoiExpired(carrier.companyName, lapsed));
  const awarded = await award(shipment, { email: carrier.email, carrierId: offer.carrierId, carrierName: offer.carrierName, dotNumber: offer.dotNumber, ...(offer.mcNumber ? { mcNumber: offer.mcNumber } : {}) }, offer.id, offer.amount, signHours, now);
  await saveOffer({ ...offer, status: 'accepted', decidedAt: now });
  logger().info({ event: 'load.awarded', shipmentId: shipment.id, offerId, carrierId: offer.carrierId }, 'load awarded');
  return awarded;
}

/**
 * Takes an unsigned award back (staff's withdrawal, or its lapse): the load goes back on the board
 * for the next claim round, saved with the carrier's email (a save refused because the shipment
 * changed meanwhile throws, and nothing is sent); then the award's offer is marked `offerStatus`.
 */
async function takeBackAward(shipment: StoredShipment, mail: OutboxEntry[], offerStatus: 'declined' | 'expired', now: Date): Promise<StoredShipment> {
  const offerId = shipment.award!.offerId;
  const saved = await saveShipment({ ...shipment, award: null, awardRound: (shipment.awardRound ?? 0) + 1 }, mail);
  await releaseOutbox(source(shipment.id), mail);
  const offer = await offers.find(offerId);
  if (offer && offer.status === 'accepted') {
    await saveOffer({ ...offer, status: offerStatus, decidedAt: now }).catch((err: unknown) => logger().warn({ err, offerId }, 'the taken-back award’s offer was not marked'));
  }
  return saved;
}

/**
 * Staff take back an award its carrier has not signed (a Book now they cannot confirm, a load that
 * changed): the carrier is told why, its offer is declined, and the load goes back on the board
 * for the next claim round. A signed award is the carrier's: 409.
 */
export async function withdrawAward(id: number, reason: string, now = new Date()) {
  const shipment = await findShipment(id);
  const award = shipment.award;
  if (!award) throw new ApiError(409, LOAD_BOARD_MESSAGES.nothingToWithdraw);
  if (award.signedAt) throw new ApiError(409, LOAD_BOARD_MESSAGES.withdrawSigned);
  const carrier = await users.find(award.carrierId);
  const why = reason.trim();
  const mail = carrier ? [mailRequest('carrier.award-withdrawn', { email: carrier.email, carrierName: award.carrierName, number: shipment.number, lane: laneOf(shipment), rate: formatPriceText(award.rate), reason: why })] : [];
  const saved = await takeBackAward(shipment, mail, 'declined', now);
  logger().info({ event: 'load.award_withdrawn', shipmentId: id, carrierId: award.carrierId }, 'award withdrawn by staff');
  return saved;
}

/**
 * Reminds the carrier, once, that an award waits for its signature (the email's key is the award's
 * round, so two processes or a retry send one). Saved with the reminder's time, which moves the
 * award's next step to its lapse. False when the shipment changed meanwhile (the next run looks again).
 */
async function remindToSign(shipment: StoredShipment, now: Date): Promise<boolean> {
  const award = shipment.award!;
  const carrier = await users.find(award.carrierId);
  const facts = { email: carrier?.email ?? '', carrierName: award.carrierName, number: shipment.number, lane: laneOf(shipment), rate: formatPriceText(award.rate), signBy: formatEasternDateTime(award.signBy) };
  const mail = carrier ? [mailRequest('carrier.sign-reminder', facts, `sign-reminder:${shipment.id}:${shipment.awardRound ?? 0}`)] : [];
  try {
    await shipments.save({ ...shipment, award: { ...award, remindedAt: now } }, mail);
  } catch (err) {
    logger().info({ err, shipmentId: shipment.id }, 'sign reminder not sent: the shipment changed');
    return false;
  }
  await releaseOutbox(source(shipment.id), mail);
  logger().info({ event: 'load.sign_reminder', shipmentId: shipment.id, carrierId: award.carrierId }, 'carrier reminded to sign');
  return true;
}

/**
 * The periodic job, for the awards whose next step is due at `now`: a carrier that has not signed
 * is reminded once (30 minutes before the award lapses, or halfway for a short one); an award still
 * unsigned when it lapses is taken back, the carrier is told, and the load goes back on the board
 * (the next claim round). Reads only the due awards, through the `awardStepAt` index. Resolves with
 * the number of awards that lapsed.
 */
export async function lapseAwards(now = new Date()): Promise<number> {
  let lapsed = 0;
  for (const id of await loadBoard.awardsDue(now, 100)) {
    const shipment = await shipments.find(id);
    const award = shipment?.award;
    if (!shipment || !award || award.signedAt) continue;
    if (new Date(award.signBy).getTime() > now.getTime()) {
      if (!award.remindedAt && signReminderAt(new Date(award.awardedAt), new Date(award.signBy)).getTime() <= now.getTime()) await remindToSign(shipment, now);
      continue;
    }
    const carrier = await users.find(award.carrierId);
    const mail = carrier ? [mailRequest('carrier.award-lapsed', { email: carrier.email, carrierName: award.carrierName, number: shipment.number, lane: laneOf(shipment), rate: formatPriceText(award.rate) })] : [];
    try {
      await takeBackAward(shipment, mail, 'expired', now);
    } catch (err) {
      // Signed (or changed) meanwhile: the next run looks again.
      logger().info({ err, shipmentId: id }, 'award not lapsed: the shipment changed');
      continue;
    }
    lapsed += 1;
    logger().info({ event: 'load.award_lapsed', shipmentId: id, carrierId: award.carrierId }, 'award lapsed');
  }
  return lapsed;
}

const LAPSE_EVERY_MS = 60_000;

/** Runs `lapseAwards` every minute with the clock given (tests inject one). Returns a stop function. */
export function startAwardLapses(clock: () => Date = () => new Date()): () => void {
  const timer = setInterval(() => {
    lapseAwards(clock()).catch((err: unknown) => logger().warn({ err }, 'award lapse run failed; trying again next minute'));
  }, LAPSE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
