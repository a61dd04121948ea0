import { groupThousands } from './format';

/**
 * A quote's price: a positive amount of US dollars with at most two decimals (cents), up to
 * MAX_QUOTE_PRICE. Staff may type it with a dollar sign and thousands commas ("$1,250.5"); it is
 * stored as plain dollars and cents ("1250.50") and shown as money ("$1,250.50") everywhere.
 */
export const MAX_QUOTE_PRICE = 1_000_000;

/** The price field's messages, the same in the admin dialog and in the API's 400. */
export const PRICE_MESSAGES = {
  invalid: 'Enter the price in dollars and cents, e.g. 1,250.00',
  notPositive: 'The price must be more than $0.00',
  tooHigh: `The price can be at most $${groupThousands(MAX_QUOTE_PRICE)}.00`,
} as const;

// Digits with commas in the right places or none at all, then at most two decimals; a sign is read
// only to say that the price must be positive.
const AMOUNT = /^(-)?\s*\$?\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

export type PriceCheck = { price: string; error?: undefined } | { price?: undefined; error: string };

/** "1,250.5" → { price: '1250.50' }; "-50", "abc", "0", "1.234" → { error: message }. */
export function checkPrice(text: string): PriceCheck {
  const match = AMOUNT.exec(text.trim());
  if (!match) return { error: PRICE_MESSAGES.invalid };
  const [, sign, innerSign, whole, cents = ''] = match;
  const dollars = whole.replace(/,/g, '');
  const centsText = cents.padEnd(2, '0');
  const amount = Number(dollars) + Number(centsText) / 100;
  if (sign || innerSign || amount <= 0) return { error: PRICE_MESSAGES.notPositive };
  if (amount > MAX_QUOTE_PRICE) return { error: PRICE_MESSAGES.tooHigh };
  return { price: `${String(Number(dollars))}.${centsText}` };
}

/** True for a stored price that is a valid amount (a quote priced before prices were checked may hold any text). */
export const isPrice = (text: string | null | undefined): text is string => Boolean(text && checkPrice(text).price);
