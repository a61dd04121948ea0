import { assertCents, centsFromDollars, centsOf, dollarsText, formatCents, percentOf, sumCents } from './cents';

describe('centsOf', () => {
  it.each([
    ['1250.50', 125050],
    ['1,250.5', 125050],
    ['$1,250.00', 125000],
    ['1175', 117500],
    [' $ 980 ', 98000],
    ['0.01', 1],
    ['0.1', 10],
    ['007.10', 710],
    ['0', 0],
    ['-12.00', -1200],
    ['-$1,250.50', -125050],
    ['\u2212$12.00', -1200],
    ['-0.00', 0],
    // 0.29 × 100 is 28.999999999999996 in floating point: read as text it is exactly 29.
    ['0.29', 29],
    ['1.13', 113],
    ['90071992547409.91', 9007199254740991],
  ])('reads %j as %p cents', (text, cents) => expect(centsOf(text)).toBe(cents));

  it.each([
    ['abc'],
    [''],
    ['   '],
    ['1.234'],
    ['12,50'],
    ['1,2500'],
    ['1e5'],
    ['.50'],
    ['1.'],
    ['$'],
    ['--5'],
    ['5-'],
    ['$14,800 / month'],
    ['Infinity'],
    ['0x10'],
    ['90071992547409.92'],
    ['99999999999999999999'],
  ])('is null for %j, which is not an amount', (text) => expect(centsOf(text)).toBeNull());

  it('is null for a missing text', () => {
    expect(centsOf(null)).toBeNull();
    expect(centsOf(undefined)).toBeNull();
  });
});

describe('centsFromDollars', () => {
  it.each([
    [725.8, 72580],
    [1250, 125000],
    [0.29, 29],
    // Exact half cents stored as a hair below half still round up, as roundToCents does.
    [516.675, 51668],
    [1.005, 101],
    [2.004, 200],
    [0.005, 1],
    // Negative amounts mirror the positive ones: half away from zero.
    [-516.675, -51668],
    [-1.005, -101],
    [-0.005, -1],
    [-0.004, 0],
    [999_999_999.99, 99_999_999_999],
  ])('reads %p dollars as %p cents', (dollars, cents) => expect(centsFromDollars(dollars)).toBe(cents));

  it('never gives minus zero', () => expect(Object.is(centsFromDollars(-0.001), 0)).toBe(true));

  it.each([[NaN], [Infinity], [-Infinity], [1_000_000_000], [-1_000_000_000]])('refuses %p with a RangeError', (dollars) => {
    expect(() => centsFromDollars(dollars)).toThrow(RangeError);
  });
});

describe('formatCents and dollarsText', () => {
  it.each([
    [125050, '$1,250.50', '1250.50'],
    [0, '$0.00', '0.00'],
    [5, '$0.05', '0.05'],
    [99, '$0.99', '0.99'],
    [100, '$1.00', '1.00'],
    [123456789, '$1,234,567.89', '1234567.89'],
    [-1200, '-$12.00', '-12.00'],
    [-5, '-$0.05', '-0.05'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91', '90071992547409.91'],
  ])('writes %p cents as %s and stores it as %s', (cents, money, stored) => {
    expect(formatCents(cents)).toBe(money);
    expect(dollarsText(cents)).toBe(stored);
  });

  it.each([[0], [1], [-1], [125050], [-125050], [Number.MAX_SAFE_INTEGER]])('reads back what it wrote for %p cents', (cents) => {
    expect(centsOf(formatCents(cents))).toBe(cents);
    expect(centsOf(dollarsText(cents))).toBe(cents);
  });

  it.each([[1.5], [NaN], [Infinity], [Number.MAX_SAFE_INTEGER + 1]])('refuses %p, which is not cents', (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
    expect(() => dollarsText(cents)).toThrow(RangeError);
  });
});

describe('percentOf: rounding half away from zero', () => {
  it.each([
    // [cents, percent, result, why]
    [123457, 2, 2469, '2 % of $1,234.57 is 2469.14 cents'],
    [123475, 2, 2470, '2469.5 cents: the half goes up'],
    [-123475, 2, -2470, 'a negative half goes down, away from zero'],
    [100, 2.5, 3, '2.5 cents up'],
    [-100, 2.5, -3, '-2.5 cents down'],
    [100, 2.4, 2, '2.4 cents'],
    [-100, 2.4, -2, '-2.4 cents'],
    [100, 2.6, 3, '2.6 cents'],
    // In floating point 1500 × 2.3 / 100 is 34.49999999999999, which Math.round takes to 34.
    [1500, 2.3, 35, 'an exact half that floats would put below half'],
    [5500, 0.7, 39, 'another such half'],
    [-1500, 2.3, -35, 'and its mirror image'],
    [1000, 3.125, 31, 'four decimals of a percent are kept'],
    [100000, 0, 0, 'no fee'],
    [0, 3, 0, 'nothing'],
    [1, 50, 1, 'half a cent'],
    [1, 49.9999, 0, 'just under half a cent'],
    [250000, 100, 250000, 'the whole'],
  ])('%p cents × %p %% is %p cents (%s)', (cents, percent, result) => expect(percentOf(cents, percent)).toBe(result));

  it('never gives minus zero', () => expect(Object.is(percentOf(-1, 10), 0)).toBe(true));

  it.each([
    [100, 1.23456],
    [100, NaN],
    [100, Infinity],
    [1.5, 2],
    [Number.MAX_SAFE_INTEGER, 200],
  ])('refuses %p cents × %p %% with a RangeError', (cents, percent) => expect(() => percentOf(cents, percent)).toThrow(RangeError));
});

describe('sumCents', () => {
  it.each([
    [[], 0],
    [[125050], 125050],
    [[10, 20], 30],
    [[125050, -5000, 1], 120051],
  ])('adds %j to %p', (amounts, total) => expect(sumCents(amounts)).toBe(total));

  it('refuses a fraction of a cent and a total past a safe integer', () => {
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([-Number.MAX_SAFE_INTEGER, -1])).toThrow(RangeError);
  });

  it('names what it checked in the error', () => {
    expect(() => assertCents(12.5, 'A payment')).toThrow('A payment must be a whole number of cents, not 12.5');
  });
});
