/**
 * Trailer types: what a carrier hauls with, the way load boards (DAT, Truckstop) list loads. A
 * load's trailer type is set from its quote's equipment, which is written in several ways: the
 * calculator's "Full Truckload / Perishable Goods", a registration list name ("Refrigerated
 * Trailer"), an equipment pricing id ("reefer"), or only the service ("Freight Transportation").
 */
export const TRAILER_TYPES = ['Dry Van', 'Reefer', 'Flatbed', 'Step Deck', 'Lowboy', 'Power Only', 'Tanker', 'Container', 'Auto Carrier'] as const;
export type TrailerType = (typeof TRAILER_TYPES)[number];

/** Freight that names no trailer goes in an enclosed van, the default of the trade. */
export const DEFAULT_TRAILER_TYPE: TrailerType = 'Dry Van';

/**
 * Words of an equipment text and the trailer each means, first match wins: a named trailer before
 * the cargo that implies one (perishable goods ride a reefer, oversized cargo an open deck).
 */
const TRAILER_WORDS: readonly [RegExp, TrailerType][] = [
  [/step[\s-]?deck|drop[\s-]?deck/, 'Step Deck'],
  [/lowboy|low[\s-]?boy|heavy[\s-]?haul|double[\s-]?drop/, 'Lowboy'],
  [/power[\s-]?only/, 'Power Only'],
  [/reefer|refrigerat|temperature|perishable|frozen/, 'Reefer'],
  [/flat[\s-]?bed|oversized|specialized/, 'Flatbed'],
  [/tank/, 'Tanker'],
  [/container|chassis|intermodal/, 'Container'],
  [/auto[\s-]?carrier|car[\s-]?hauler/, 'Auto Carrier'],
  [/dry[\s-]?van|\bvan\b/, 'Dry Van'],
];

/** The trailer type of a quote's equipment (or of a carrier's registered equipment type); Dry Van when it names none. */
export function trailerTypeOf(equipment: string | null | undefined): TrailerType {
  const text = String(equipment ?? '').toLowerCase();
  return TRAILER_WORDS.find(([words]) => words.test(text))?.[1] ?? DEFAULT_TRAILER_TYPE;
}

/** The trailer types of a carrier's registered equipment, in the board's order, once each. */
export const trailerTypesOf = (equipmentTypes: readonly string[] = []): TrailerType[] => {
  const mine = new Set(equipmentTypes.map(trailerTypeOf));
  return TRAILER_TYPES.filter((type) => mine.has(type));
};

export const isTrailerType = (value: unknown): value is TrailerType => (TRAILER_TYPES as readonly unknown[]).includes(value);
