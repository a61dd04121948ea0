/**
 * A carrier's federal identifiers, as the FMCSA issues them:
 * - the USDOT number: 1 to 8 digits ("USDOT 1234567", "DOT# 1234567" and "1234567" are one number);
 * - the operating authority docket: MC (motor carrier) or MX (Mexican carrier) and 6 or 7 digits
 *   ("MC 123456", "mc-0123456" and "123456" (MC when no prefix) are stored as "MC-123456", "MC-0123456").
 * Stored normalised, so one carrier cannot register twice by spelling its number differently.
 */
export const CARRIER_IDENTITY_MESSAGES = {
  dotFormat: 'Enter a USDOT number of 1 to 8 digits',
  mcFormat: 'Enter an MC or MX number of 6 or 7 digits',
  dotTaken: 'This USDOT number is already registered to another carrier',
} as const;

const DOT = /^(?:US\s*)?(?:DOT)?\s*(?:#|NO\.?|NUMBER)?\s*:?\s*(\d{1,8})$/;
const MC = /^(?:(MC|MX)\s*(?:#|NO\.?|NUMBER)?\s*[-:]?\s*)?(\d{6,7})$/;

/** The USDOT number's digits without leading zeros, or null when it is not one. */
export function normalizeDotNumber(raw: string): string | null {
  const match = DOT.exec(raw.trim().toUpperCase());
  if (!match) return null;
  const digits = match[1].replace(/^0+(?=\d)/, '');
  return digits === '0' ? null : digits;
}

/** "MC-123456" / "MX-1234567", or null when it is not a docket number. Digits are kept as issued. */
export function normalizeMcNumber(raw: string): string | null {
  const match = MC.exec(raw.trim().toUpperCase());
  if (!match || /^0+$/.test(match[2])) return null;
  return `${match[1] ?? 'MC'}-${match[2]}`;
}
