/**
 * US ZIP code centroids, for the server only (no page imports this entry). The coordinates come
 * from the `zipcodes` package, which ships its data (no network at run time); ZIP codes it holds
 * without a location count as unknown, never as a made-up point.
 *
 * The package's table is one 5 MB object literal (`lib/codes.js`). Loaded as a module, V8 compiles
 * it as a script, and the process keeps about 90 MB more resident memory than the data needs. So it
 * is read once, on the first lookup, as text, record by record, into a compact table: typed arrays
 * of coordinates and interned names, about 4 MB in all. A test
 * compares every ZIP code with the package's own table.
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { LatLng } from './lanes';
import { greatCircleMiles, LANE_MESSAGES, laneFacts, type LaneFacts, type TransitMode } from './lanes';

export interface ZipCentroid extends LatLng {
  zip: string;
  city: string;
  state: string;
}

interface ZipTable {
  /** Row + 1 of each 5-digit ZIP code, by its number (0: unknown or without a location). */
  rowOf: Int32Array;
  /** Each row's ZIP code as a number. */
  zip: Int32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  city: string[];
  state: string[];
}

const FIVE_DIGITS = /^\d{5}$/;
/** One record of the package's table, as its JSON is written (the test checks every record is read). */
const RECORD = /"(\d{5})":\{"zip":"\d{5}","latitude":([^,]*),"longitude":([^,]*),"city":"((?:[^"\\]|\\.)*)","state":"([^"]*)"/g;

let table: ZipTable | undefined;

/**
 * The package's US table (only `lib/codes`: its index also loads Canadian postal codes we do not
 * serve), read record by record from its source text without building an object per record.
 */
function zipTable(): ZipTable {
  if (table) return table;
  const source = readFileSync(require.resolve('zipcodes/lib/codes'), 'utf8');
  // Names are decoded into strings of their own (a slice of the source would keep all 5 MB of it alive), once each.
  const names = new Map<string, string>();
  const name = (written: string) => names.get(written) ?? (names.set(written, JSON.parse(`"${written}"`) as string), names.get(written)!);
  const zips: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const cities: string[] = [];
  const states: string[] = [];
  for (const [, zip, latitudeText, longitudeText, city, state] of source.matchAll(RECORD)) {
    const latitude = Number(JSON.parse(latitudeText));
    const longitude = Number(JSON.parse(longitudeText));
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0)) continue;
    zips.push(Number(zip));
    latitudes.push(latitude);
    longitudes.push(longitude);
    cities.push(name(city));
    states.push(name(state));
  }
  if (zips.length === 0) throw new Error('zipcodes/lib/codes: no record read (was the package upgraded?)');
  const rowOf = new Int32Array(100_000);
  zips.forEach((zip, row) => {
    rowOf[zip] = row + 1;
  });
  table = { rowOf, zip: Int32Array.from(zips), latitude: Float64Array.from(latitudes), longitude: Float64Array.from(longitudes), city: cities, state: states };
  return table;
}

/** The centroid of a 5-digit US ZIP code (a ZIP+4 is read by its first five digits); null when unknown. */
export function zipCentroid(zip: string | null | undefined): ZipCentroid | null {
  const five = String(zip ?? '').trim().slice(0, 5);
  if (!FIVE_DIGITS.test(five)) return null;
  const zips = zipTable();
  const row = zips.rowOf[Number(five)] - 1;
  if (row < 0) return null;
  return { zip: five, latitude: zips.latitude[row], longitude: zips.longitude[row], city: zips.city[row], state: zips.state[row] };
}

/** Beyond this, a point is nowhere near a US ZIP code (at sea, abroad): no city is named. */
const NEAREST_WITHIN_MILES = 60;

/**
 * The city and state of the ZIP code centroid nearest to a point (a phone's location check-in), or
 * null when none is within 60 miles. The point itself is neither kept nor shown: only the city.
 */
export function nearestPlace(point: LatLng): { city: string; state: string } | null {
  const zips = zipTable();
  let best = -1;
  let bestMiles = Infinity;
  for (let row = 0; row < zips.zip.length; row += 1) {
    // A cheap bound first: a degree of latitude is about 69 miles.
    if (Math.abs(zips.latitude[row] - point.latitude) * 69 > bestMiles) continue;
    const miles = greatCircleMiles(point, { latitude: zips.latitude[row], longitude: zips.longitude[row] });
    if (miles < bestMiles) {
      bestMiles = miles;
      best = row;
    }
  }
  return best >= 0 && bestMiles <= NEAREST_WITHIN_MILES ? { city: zips.city[best], state: zips.state[best] } : null;
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
    const zips = zipTable();
    const sums = new Map<string, { latitude: number; longitude: number; count: number }>();
    zips.zip.forEach((_, row) => {
      const key = cityKey(zips.city[row], zips.state[row]);
      const sum = sums.get(key) ?? { latitude: 0, longitude: 0, count: 0 };
      sum.latitude += zips.latitude[row];
      sum.longitude += zips.longitude[row];
      sum.count += 1;
      sums.set(key, sum);
    });
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
