/** Dates are shown in long format ("March 4, 2025"). */
export function formatLongDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * An Intl formatter made on first use: building one loads locale data, which costs tens of
 * milliseconds on a phone, so no module builds one while a page starts.
 */
export function lazyFormat<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

/** A whole number with thousands separators ("80,000"), without loading locale data. */
export const groupThousands = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count with its noun in the right number: "1 quote request", "2 quote requests", "1,250 users". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupThousands(count)} ${count === 1 ? singular : plural}`;
}

const USD = lazyFormat(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const USD_RATE = lazyFormat(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }),
);

/** Staff type prices as free text: a plain number ("1250", "1,250.5", "$980") shows as dollars, anything else as written. */
export function formatPriceText(text: string): string {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? USD().format(Number(plain)) : text;
}

/** A rate in dollars, keeping the small fractions a per-mile or per-pound rate has ($0.0125). Rates travel as decimal strings. */
export function formatUsdRate(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value.trim());
  return String(value).trim() !== '' && Number.isFinite(n) ? USD_RATE().format(n) : String(value);
}

/** "2,500 lbs" for a weight in pounds. */
export const formatWeightLbs = (weight: string | number) => `${Number(weight).toLocaleString('en-US')} lbs`;
