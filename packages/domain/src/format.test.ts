import { countOf, formatLongDate, formatPriceText, formatUsdRate } from './format';

describe('formatPriceText', () => {
  it.each([
    ['1250', '$1,250.00'],
    [' 1250.5 ', '$1,250.50'],
    ['1,250', '$1,250.00'],
    ['$980', '$980.00'],
  ])('shows the number %j as dollars: %s', (text, shown) => expect(formatPriceText(text)).toBe(shown));

  it.each(['Call for pricing', '$1,200 - $1,500', '1200 per load', ''])('shows %j as written', (text) => expect(formatPriceText(text)).toBe(text));
});

describe('formatUsdRate', () => {
  it('keeps up to four decimals and at least two', () => {
    expect(formatUsdRate(2.5)).toBe('$2.50');
    expect(formatUsdRate(0.0125)).toBe('$0.0125');
    expect(formatUsdRate(150)).toBe('$150.00');
    expect(formatUsdRate('1.85')).toBe('$1.85');
    expect(formatUsdRate('')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('is empty for nothing or a bad date', () => {
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('countOf', () => {
  it.each([
    [0, 'quote request', '0 quote requests'],
    [1, 'quote request', '1 quote request'],
    [2, 'quote request', '2 quote requests'],
    [1250, 'user', '1,250 users'],
  ])('counts %d as %j: %s', (count, noun, shown) => expect(countOf(count, noun)).toBe(shown));

  it('takes an irregular plural', () => expect(countOf(3, 'match', 'matches')).toBe('3 matches'));
});
