/** Six digits a year: up to 999,999 documents of one series a year. */
const MAX_SEQUENCE = 999_999;

/**
 * A document's number in its gapless yearly series: the series' prefix, the year, then the year's
 * running number in six digits ("INV-2026-000123", "CN-2026-000004").
 */
export function seriesNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`A ${prefix} year has four digits, not ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) throw new RangeError(`A ${prefix} sequence runs 1 to ${MAX_SEQUENCE}, not ${sequence}`);
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** "CN-2026-000123" (any case, spaces around) → { year: 2026, sequence: 123 } for prefix CN; null for anything else. */
export function parseSeriesNumber(prefix: string, text: string | null | undefined): { year: number; sequence: number } | null {
  const match = new RegExp(`^${prefix}-(\\d{4})-(\\d{6})$`, 'i').exec((text ?? '').trim());
  if (!match || Number(match[1]) < 1000 || Number(match[2]) < 1) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}
