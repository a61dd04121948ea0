import {
  type BookingPrefill,
  bookingWindowsFrom,
  calculateQuote,
  calculatorEquipmentType,
  calculatorServiceOf,
  cargoTypeOf,
  distanceProxy,
  type CustomerQuote,
  type CustomerQuoteRequest,
  type Quote,
  OFFER_MESSAGES,
  offerSnapshot,
  offerState,
  type QuoteAcceptance,
  type QuoteDeclining,
  type QuoteEstimate,
  type QuoteLane,
  type QuoteStatus,
} from '@freight/domain';
import { zipCentroid } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import type { IdempotencyKey } from '../../core/idempotency-key';
import { logger } from '../../core/logger';
import { type DecisionRecord, type PageRequest, pricingSettings, quotes, StoreError, type StoredQuote } from '../../store';
import { releaseOutbox } from '../mail/mail-outbox';
import { quoteDecidedMail } from '../mail/mail-requests';
import { quoteExtras } from './quote-extras';
import { findQuote, insertQuote } from './quotes.service';

interface Account {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export interface CustomerQuoteQuery extends PageRequest {
  status?: QuoteStatus;
}

/**
 * The calculator's figures as staff will see them. The price is always recomputed here from the inputs:
 * a client could send any number, so only the inputs are trusted, never a total.
 */
export function estimateFields(estimate: QuoteEstimate, roadMiles?: number) {
  const result = calculateQuote(estimate, { roadMiles });
  const service = calculatorServiceOf(estimate.serviceType);
  const cargo = cargoTypeOf(estimate.cargoType);
  if (!result || !service || !cargo) return {};
  return {
    originZip: estimate.originZip,
    destinationZip: estimate.destinationZip,
    weight: String(estimate.weight),
    distance: String(roadMiles ?? distanceProxy(estimate.originZip, estimate.destinationZip)),
    equipmentType: calculatorEquipmentType(service, cargo),
    calculatedPrice: result.totalCost.toFixed(2),
  };
}

export async function createCustomerQuote(account: Account, input: CustomerQuoteRequest, idempotency?: IdempotencyKey): Promise<number> {
  const extras = await quoteExtras(input);
  // With the road-miles setting the estimate is priced on the lane's road miles, as the calculator showed it.
  const { calculatorDistance } = await pricingSettings.get();
  const roadMiles = calculatorDistance === 'road-miles' ? (extras.lane as QuoteLane | undefined)?.roadMiles : undefined;
  const fields = {
    userId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    companyName: account.companyName,
    serviceNeeded: input.serviceNeeded,
    phone: input.phone ?? '',
    projectDetails: input.projectDetails ?? '',
    ...(input.estimate ? estimateFields(input.estimate, roadMiles) : {}),
    ...extras,
  };
  return insertQuote(fields, idempotency);
}

/**
 * A quote as its customer may see it: staff's internal notes (margins, carrier costs) are taken out
 * here, the one place every answer to a customer goes through.
 */
export function forCustomer(quote: Quote | StoredQuote): CustomerQuote {
  const { adminNotes: _internal, ...shown } = quote as Quote;
  return shown;
}

/** Only the caller's quotes, newest first; ownership is part of the filter, so no other user's quote can match. */
export async function listCustomerQuotes(userId: number, { limit, offset, after, status }: CustomerQuoteQuery) {
  const { items, total } = await quotes.list({ userId, status }, { offset, limit, after });
  return { items: items.map(forCustomer), total };
}

/** A quote the caller owns: 404 when there is none, 403 when it is someone else's. */
export async function ownQuote(userId: number, id: number): Promise<StoredQuote> {
  const quote = await findQuote(id);
  if (quote.userId !== userId) throw new ApiError(403, OFFER_MESSAGES.notYours);
  return quote;
}

/** Only an open offer can be decided: priced, approved, undecided and within its validity. */
function assertOpenOffer(quote: StoredQuote, now: Date): void {
  const state = offerState(quote, now);
  if (state === 'accepted' || state === 'declined') throw new ApiError(409, OFFER_MESSAGES.alreadyDecided(state));
  if (state === 'expired') throw new ApiError(409, OFFER_MESSAGES.expired(quote.validUntil!));
  if (state !== 'awaiting') throw new ApiError(409, OFFER_MESSAGES.notOffered);
}

interface Decider {
  id: number;
  firstName: string;
  lastName: string;
}

async function decide(account: Decider, id: number, ip: string, decision: Pick<DecisionRecord, 'outcome' | 'signature' | 'reason'>) {
  const now = new Date();
  const read = await ownQuote(account.id, id);
  assertOpenOffer(read, now);
  const quote: StoredQuote = {
    ...read,
    decision: {
      ...decision,
      at: now,
      userId: account.id,
      accountName: `${account.firstName} ${account.lastName}`,
      ip,
      // What was accepted stays as it was, whatever staff edit later.
      ...(decision.outcome === 'accepted' ? { snapshot: offerSnapshot(read) } : {}),
    },
    status: decision.outcome === 'accepted' ? 'in-progress' : 'rejected',
  };
  // The emails are part of the same write as the decision they report, which names the version
  // read: of an accept and a decline sent at once (or a staff edit meanwhile), one is stored.
  const mail = quoteDecidedMail(quote);
  let saved: StoredQuote;
  try {
    saved = await quotes.save(quote, mail);
  } catch (error) {
    if (!(error instanceof StoreError) || error.kind !== 'conflict') throw error;
    const current = await quotes.find(id);
    throw new ApiError(409, current?.decision ? OFFER_MESSAGES.alreadyDecided(current.decision.outcome) : OFFER_MESSAGES.changedMeanwhile);
  }
  await releaseOutbox({ collection: 'quotes', id }, mail);
  logger().info({ event: `quote.${decision.outcome}`, quoteId: id, userId: account.id }, `quote ${decision.outcome} by the customer`);
  return saved;
}

/** The customer accepts an open offer, signing with their typed name: the quote is booked (in progress). */
export const acceptQuote = (account: Decider, id: number, input: QuoteAcceptance, ip: string) =>
  decide(account, id, ip, { outcome: 'accepted', signature: input.signature });

/** The customer declines an open offer, with an optional reason: the quote is rejected. */
export const declineQuote = (account: Decider, id: number, input: QuoteDeclining, ip: string) =>
  decide(account, id, ip, { outcome: 'declined', reason: input.reason?.trim() || undefined });

const NO_BOOKING = 'Quote not found';

/** A ZIP code's place from the ZIP data, or just the ZIP code when the data has none; null without a ZIP code. */
function placeOf(zip: string | undefined): BookingPrefill['pickup'] {
  if (!zip) return null;
  const found = zipCentroid(zip);
  return found ? { zip: found.zip, city: found.city, state: found.state } : { zip, city: '', state: '' };
}

/**
 * What the booking form starts with, from the caller's own accepted quote: both ends of the lane
 * with their cities and states from the ZIP data, the weight, equipment, LTL pieces and class, and
 * the windows (the requested pickup date when it is still bookable, delivery after the transit
 * time). Any other quote, someone else's included, is a 404: its existence is not the caller's business.
 */
export async function bookingPrefill(userId: number, id: number, now = new Date()): Promise<BookingPrefill> {
  const quote = await quotes.find(id);
  if (!quote || quote.userId !== userId || quote.decision?.outcome !== 'accepted') throw new ApiError(404, NO_BOOKING);
  const weight = Number(quote.weight);
  const units = quote.pieces?.reduce((sum, p) => sum + p.quantity, 0) ?? 0;
  return {
    quoteId: quote.id,
    pickup: placeOf(quote.originZip),
    delivery: placeOf(quote.destinationZip),
    weight: quote.weight && Number.isFinite(weight) && weight > 0 ? weight : null,
    equipmentType: quote.equipmentType || null,
    ...bookingWindowsFrom(quote.pickupDate, quote.lane?.transitDays, now),
    pieces: units > 0 ? units : null,
    freightClass: quote.freightClass ?? null,
    roadMiles: quote.lane?.roadMiles ?? null,
  };
}
