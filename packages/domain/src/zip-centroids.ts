/**
 * US ZIP code centroids, for the server only (the dataset is about 5 MB; no page imports this
 * entry). The coordinates come from the `zipcodes` package, which ships its data (no network at
 * run time); ZIP codes it holds without a location count as unknown, never as a made-up point.
 */
// The package ships no types; its table's shape is declared beside this file (a type-only file, never imported at run time).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zipcodes-codes.d.ts" />
import { codes } from 'zipcodes/lib/codes';
import type { LatLng } from './lanes';
import { LANE_MESSAGES, laneFacts, type LaneFacts, type TransitMode } from './lanes';

// Only the US table (`lib/codes`): the package's index also loads Canadian postal codes we do not serve.

export interface ZipCentroid extends LatLng {
  zip: string;
  city: string;
  state: string;
}

const FIVE_DIGITS = /^\d{5}$/;

/** The centroid of a 5-digit US ZIP code (a ZIP+4 is read by its first five digits); null when unknown. */
export function zipCentroid(zip: string | null | undefined): ZipCentroid | null {
  const five = String(zip ?? '').trim().slice(0, 5);
  if (!FIVE_DIGITS.test(five) || !Object.prototype.hasOwnProperty.call(codes, five)) return null;
  const record = codes[five];
  const latitude = Number(record.latitude);
  const longitude = Number(record.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0)) return null;
  return { zip: five, latitude, longitude, city: record.city, state: record.state };
}

let cities: Map<string, { latitude: number; longitude: number; count: number }> | undefined;
const cityKey = (city: string, state: string) => `${city.trim().toUpperCase()}|${state.trim().toUpperCase()}`;

/**
 * The centre of a city (the mean of its ZIP codes' centroids), by name and two-letter state; null
 * when unknown. What a public page may show of a place: a city, never an address or a ZIP code.
 */
export function cityCentroid(city: string | null | undefined, state: string | null | undefined): LatLng | null {
  if (!city?.trim() || !state?.trim()) return null;
  if (!cities) {
    const sums = new Map<string, { latitude: number; longitude: number; count: number }>();
    for (const zip of Object.keys(codes)) {
      const point = zipCentroid(zip);
      if (!point) continue;
      const key = cityKey(point.city, point.state);
      const sum = sums.get(key) ?? { latitude: 0, longitude: 0, count: 0 };
      sum.latitude += point.latitude;
      sum.longitude += point.longitude;
      sum.count += 1;
      sums.set(key, sum);
    }
    cities = sums;
  }
  const sum = cities.get(cityKey(city, state));
  return sum ? { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count } : null;
}

export type LaneLookup =
  | { ok: true; origin: ZipCentroid; destination: ZipCentroid; facts: LaneFacts }
  | { ok: false; errors: Partial<Record<'originZip' | 'destinationZip', string>> };

/** The lane between two ZIP codes, or a message on each ZIP code it does not know. */
export function laneBetween(originZip: string, destinationZip: string, mode: TransitMode): LaneLookup {
  const origin = zipCentroid(originZip);
  const destination = zipCentroid(destinationZip);
  if (!origin || !destination) {
    const errors: Partial<Record<'originZip' | 'destinationZip', string>> = {};
    if (!origin) errors.originZip = LANE_MESSAGES.unknownZip(String(originZip ?? '').trim());
    if (!destination) errors.destinationZip = LANE_MESSAGES.unknownZip(String(destinationZip ?? '').trim());
    return { ok: false, errors };
  }
  return { ok: true, origin, destination, facts: laneFacts(origin, destination, mode) };
}
