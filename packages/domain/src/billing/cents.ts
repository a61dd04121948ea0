import { groupThousands } from '../format';

/**
 * Money in billing is a whole number of US cents, from the database to the PDF: a sum of cents is
 * exact, a sum of dollar floats is not (0.1 + 0.2). A Cents value is always a safe integer; a
 * function handed anything else throws a RangeError, because a fraction of a cent or a number past
 * 2^53 means a bug upstream, not an amount to round quietly.
 */
export type Cents = number;

/** True for a number that can be an amount in cents. */
export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

/** Returns the value when it is an amount in cents, and throws a RangeError naming it otherwise. */
export function assertCents(value: number, what = 'An amount in cents'): Cents {
  if (!isCents(value)) throw new RangeError(`${what} must be a whole number of cents, not ${value}`);
  return value;
}

// A sign (hyphen or the minus sign formatCents does not use but people paste), a dollar sign,
// digits with commas in the right places or none, then at most two decimals.
const AMOUNT = /^([-\u2212])?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Stored or typed amount text to cents: "1250.50", "1,250.5", "$1,250.00", "1175", "-$12.00".
 * The digits are joined as text ("1250" + "50") and read once as an integer, so no decimal
 * fraction ever passes through floating point. Null for anything that is not an amount: words,
 * more than two decimals, misplaced commas, or more cents than a safe integer holds. Never throws.
 */
export function centsOf(text: string | null | undefined): Cents | null {
  const match = AMOUNT.exec((text ?? '').trim());
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const magnitude = Number(whole.replace(/,/g, '') + decimals.padEnd(2, '0'));
  if (!isCents(magnitude)) return null;
  return sign && magnitude !== 0 ? -magnitude : magnitude;
}

/** The largest legacy dollar number centsFromDollars reads: a billion dollars, in cents. */
const MAX_LEGACY_CENTS = 100_000_000_000;

/**
 * A legacy dollar number (725.8, 516.675) to cents. Like the calculator's roundToCents, n × 100 is
 * first snapped to 12 significant digits so binary noise (516.675 × 100 = 51667.49999…) does not
 * decide the rounding, then rounded half away from zero: the same cents as roundToCents for any
 * amount of zero or more, and the mirror image for a negative one. Numbers of a billion dollars or
 * more are refused (RangeError): 12 digits would no longer leave room to tell noise from cents.
 */
export function centsFromDollars(n: number): Cents {
  const raw = n * 100;
  if (!Number.isFinite(raw) || Math.abs(raw) >= MAX_LEGACY_CENTS) throw new RangeError(`Not a dollar amount centsFromDollars can read: ${n}`);
  const snapped = Number(raw.toPrecision(12));
  const cents = Math.sign(snapped) * Math.round(Math.abs(snapped));
  return cents === 0 ? 0 : cents;
}

const split = (c: Cents) => {
  const magnitude = Math.abs(assertCents(c));
  return { minus: c < 0 ? '-' : '', dollars: Math.floor(magnitude / 100), cents: String(magnitude % 100).padStart(2, '0') };
};

/**
 * Cents as money: "$1,250.50", "$0.00", and "-$12.00" for a negative amount. The minus is the
 * hyphen-minus, as Intl's en-US currency format and the rest of the site write it, so the text
 * pastes into a spreadsheet as a number and centsOf reads it back.
 */
export function formatCents(c: Cents): string {
  const { minus, dollars, cents } = split(c);
  return `${minus}$${groupThousands(dollars)}.${cents}`;
}

/** Cents as stored amount text: "1250.50", "0.05", "-12.00" (no dollar sign, no commas). */
export function dollarsText(c: Cents): string {
  const { minus, dollars, cents } = split(c);
  return `${minus}${dollars}.${cents}`;
}

/** Percentages carry at most this many decimals (2.5, 3.25, 1.125): 10^4 makes them whole. */
const PERCENT_SCALE = 10_000;

/**
 * `percent` % of an amount, in whole cents, rounded half away from zero: 2 % of $1,234.57 is
 * 2469.14 cents → 2469; 2.5 % of $1.00 is 2.5 → 3 cents, and of -$1.00 → -3 cents. The product
 * is worked out on integers (BigInt), so no float rounding can tip a half cent either way. The
 * percentage may have up to four decimals; more, or a result beyond a safe integer, is a RangeError.
 */
export function percentOf(c: Cents, percent: number): Cents {
  const scaled = Math.round(percent * PERCENT_SCALE);
  if (!Number.isSafeInteger(scaled) || scaled / PERCENT_SCALE !== percent) throw new RangeError(`A percentage has at most four decimals, not ${percent}`);
  const divisor = BigInt(100 * PERCENT_SCALE);
  const product = BigInt(assertCents(c)) * BigInt(scaled);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const halfOrMore = (remainder < 0n ? -remainder : remainder) * 2n >= divisor;
  const result = Number(halfOrMore ? quotient + (product < 0n ? -1n : 1n) : quotient);
  return result === 0 ? 0 : assertCents(result, 'A percentage of an amount');
}

/** The sum of amounts in cents; a RangeError if one is not cents or the total passes a safe integer. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => assertCents(total + assertCents(amount), 'A total in cents'), 0);
}
