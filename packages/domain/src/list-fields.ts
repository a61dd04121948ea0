import { nextInsuranceDueAt } from './carrier-documents';
import { serviceKeyOf } from './lanes';
import { laneRegions, rateCents, ratePerMileCents, signReminderAt } from './load-board';
import { offerEndsAt, type OfferFields, offerState } from './offer';
import { searchKeysOf } from './search-keys';
import type { ShipmentPlace, ShipmentStatus } from './shipment';
import { type TrailerType, trailerTypeOf } from './trailer-types';

/**
 * The fields a stored record is found by (the lists' filters and search, the load board, the jobs'
 * due times), derived from the record's own fields: the store writes them with every change. Each
 * takes only the fields it reads, as the store keeps them (times as dates).
 */

/** An award as stored, as far as its steps go: the reminder to sign, then the lapse. */
export interface AwardSteps {
  awardedAt: Date;
  signBy: Date;
  remindedAt?: Date | null;
  signedAt: Date | null;
}

/** What a shipment's board keys are made of. */
export interface BoardKeyFields {
  status: ShipmentStatus;
  award?: object | null;
  trailerType?: TrailerType;
  origin: Pick<ShipmentPlace, 'state'>;
  destination: Pick<ShipmentPlace, 'state'>;
}

/** What a shipment search matches it by. */
export interface ShipmentWordFields {
  number: string;
  customer: { name: string; companyName: string };
  origin: Pick<ShipmentPlace, 'city'>;
  destination: Pick<ShipmentPlace, 'city'>;
}

/** The fields of a shipment its list fields are derived from. */
export interface ShipmentListSource extends ShipmentWordFields {
  status: ShipmentStatus;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  exception: { note: string } | null;
  award?: (AwardSteps & { carrierId: number }) | null;
  equipment: string;
  trailerType?: TrailerType;
  postedRate?: string | null;
}

/** The board's keys of a shipment: none unless it is open (booked, no award), then one per filter and pair of filters. */
export function boardKeysOf(s: BoardKeyFields): string[] {
  if (s.status !== 'booked' || s.award) return [];
  const equipment = `trailer:${s.trailerType}`;
  const regions = laneRegions(s.origin?.state ?? '', s.destination?.state ?? '').map((region) => `region:${region}`);
  return ['open', `open|${equipment}`, ...regions.flatMap((region) => [`open|${region}`, `open|${equipment}|${region}`])];
}

/** The board key of a filter: the one key `boardKeysOf` gives every open load that filter shows. */
export const boardKeyOf = ({ trailerType, region }: { trailerType?: string; region?: string }) =>
  ['open', ...(trailerType ? [`trailer:${trailerType}`] : []), ...(region ? [`region:${region}`] : [])].join('|');

/** An unsigned award's next step: the reminder to sign until it is sent, then the lapse. */
export function awardStepAt(award: AwardSteps | null | undefined): Date | undefined {
  if (!award || award.signedAt) return undefined;
  return award.remindedAt ? award.signBy : signReminderAt(award.awardedAt, award.signBy);
}

/** What a shipment search matches: its number, the customer, and the lane's cities. */
export const shipmentWords = (s: ShipmentWordFields) => [s.number, s.customer?.name, s.customer?.companyName, s.origin?.city, s.destination?.city];

/**
 * The fields the lists, the board and the jobs find a shipment by, derived from the rest and `miles`,
 * the lane's road miles (or null when a ZIP code is unknown): the ZIP data behind them is the server's.
 */
export function shipmentListFields(s: ShipmentListSource, miles: number | null) {
  // A trailer type once set (by staff, or from the quote's equipment) stays; a shipment without one gets its equipment's.
  const trailerType = s.trailerType ?? trailerTypeOf(s.equipment);
  // Read field by field: `s` may be a Mongoose document, whose fields a spread does not copy.
  const keys = boardKeysOf({ status: s.status, award: s.award, trailerType, origin: s.origin, destination: s.destination });
  const open = keys.length > 0;
  return {
    trailerType,
    miles,
    boardRateCents: open ? rateCents(s.postedRate) : undefined,
    boardRpmCents: open ? ratePerMileCents(s.postedRate, miles) : undefined,
    searchKeys: searchKeysOf(shipmentWords(s)),
    exceptionOpen: Boolean(s.exception),
    boardKeys: keys.length ? keys : undefined,
    carrierId: s.award?.carrierId ?? null,
    awardStepAt: awardStepAt(s.award),
  };
}

/** The fields of a quote its list fields are derived from. */
export interface QuoteListSource extends OfferFields {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

/** The fields lists filter and search quotes by: the search's keys, and when an undecided offer (awaiting or expired) ends. */
export function quoteListFields(quote: QuoteListSource) {
  const state = offerState(quote);
  return {
    searchKeys: searchKeysOf([quote.firstName, quote.lastName, quote.email, quote.companyName]),
    offerEndsAt: state === 'awaiting' || state === 'expired' ? offerEndsAt(quote.validUntil!) : undefined,
  };
}

/** The fields of an account its keys are derived from (a carrier's documents' expiry steps as stored, times as dates). */
export interface UserKeySource {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  carrierDocuments?: readonly { expiresOn?: string; reminderSentAt?: Date | string; expiredAt?: Date | string }[];
}

/** A username's key: usernames are unique whatever their case. */
export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

/** The keys an account is found by: its username's, the search's, and when the insurance job next has something to do. */
export function userKeys(user: UserKeySource) {
  const steps = (user.carrierDocuments ?? []).map((doc) => ({
    expiresOn: doc.expiresOn,
    reminderSentAt: doc.reminderSentAt ? new Date(doc.reminderSentAt).toISOString() : undefined,
    expiredAt: doc.expiredAt ? new Date(doc.expiredAt).toISOString() : undefined,
  }));
  return {
    usernameKey: user.username ? usernameKeyOf(user.username) : undefined,
    searchKeys: searchKeysOf([user.firstName, user.lastName, user.username, user.email, user.companyName]),
    insuranceDueAt: nextInsuranceDueAt(steps) ?? undefined,
  };
}

/** The key a carrier rate is found by: its service's (serviceKeyOf), so a load or a quote reads only its own service's rates. */
export const carrierRateKeys = (rate: { serviceType: string }) => ({ serviceKey: serviceKeyOf(rate.serviceType) });
