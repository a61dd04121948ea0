import { checkPrice, isPrice, MAX_QUOTE_PRICE, PRICE_MESSAGES } from './money';
import { formatPriceText } from './format';

describe('checkPrice', () => {
  it.each([
    ['1250', '1250.00'],
    ['1,250.5', '1250.50'],
    ['$1,234.50', '1234.50'],
    [' $ 980 ', '980.00'],
    ['0.01', '0.01'],
    ['007.10', '7.10'],
    [String(MAX_QUOTE_PRICE), '1000000.00'],
  ])('takes %j as %s', (text, price) => expect(checkPrice(text)).toEqual({ price }));

  it.each([
    ['-50', PRICE_MESSAGES.notPositive],
    ['$-50', PRICE_MESSAGES.notPositive],
    ['0', PRICE_MESSAGES.notPositive],
    ['0.00', PRICE_MESSAGES.notPositive],
    ['abc', PRICE_MESSAGES.invalid],
    ['1.234', PRICE_MESSAGES.invalid],
    ['12,50', PRICE_MESSAGES.invalid],
    ['1e5', PRICE_MESSAGES.invalid],
    ['$14,800 / month', PRICE_MESSAGES.invalid],
    ['', PRICE_MESSAGES.invalid],
    ['1000000.01', PRICE_MESSAGES.tooHigh],
    ['99999999999999999999', PRICE_MESSAGES.tooHigh],
  ])('refuses %j: %s', (text, error) => expect(checkPrice(text)).toEqual({ error }));

  it('shows a checked price as money', () => {
    expect(formatPriceText(checkPrice('1234.5').price!)).toBe('$1,234.50');
    expect(isPrice('1234.50')).toBe(true);
    expect(isPrice('-50')).toBe(false);
    expect(isPrice(undefined)).toBe(false);
  });
});
