import { formatMarginPercent, type LoadMargin, loadMargin, type LoadMoney, marginPercentOf } from './margin';

describe('loadMargin', () => {
  const none = { revenueCents: null, revenueSource: null, costCents: null, costSource: null, marginCents: null, marginPercent: null };

  it.each<[string, LoadMoney, LoadMargin]>([
    [
      'takes the accepted price and the signed rate before anything is invoiced or owed',
      { acceptedPrice: '1250.00', signedRate: '1000.00' },
      { revenueCents: 125000, revenueSource: 'accepted-price', costCents: 100000, costSource: 'signed-rate', marginCents: 25000, marginPercent: 20 },
    ],
    [
      'takes the invoice total over the accepted price once invoiced',
      { acceptedPrice: '1250.00', invoiceTotalCents: 140000, signedRate: '1000.00' },
      { revenueCents: 140000, revenueSource: 'invoice', costCents: 100000, costSource: 'signed-rate', marginCents: 40000, marginPercent: 28.6 },
    ],
    [
      "takes the payable's amount over the signed rate once there is one",
      { acceptedPrice: '1250.00', invoiceTotalCents: 140000, payableCents: 112500, signedRate: '1000.00' },
      { revenueCents: 140000, revenueSource: 'invoice', costCents: 112500, costSource: 'payable', marginCents: 27500, marginPercent: 19.6 },
    ],
    [
      'shows a loss as a negative margin',
      { acceptedPrice: '1,600.00', signedRate: '1700' },
      { revenueCents: 160000, revenueSource: 'accepted-price', costCents: 170000, costSource: 'signed-rate', marginCents: -10000, marginPercent: -6.3 },
    ],
    [
      'has no margin without a cost (no carrier has signed yet)',
      { acceptedPrice: '1250.00', signedRate: null },
      { ...none, revenueCents: 125000, revenueSource: 'accepted-price' },
    ],
    [
      'has no margin without a revenue (a price that is not an amount)',
      { acceptedPrice: 'call us', signedRate: '900.00' },
      { ...none, costCents: 90000, costSource: 'signed-rate' },
    ],
    ['has nothing at all from nothing', {}, none],
    [
      'ignores amounts of $0.00 or less, which say nothing about the load',
      { acceptedPrice: '0.00', invoiceTotalCents: 0, payableCents: -5, signedRate: '-100.00' },
      none,
    ],
    [
      'keeps an exact margin of nothing as 0.0 %',
      { acceptedPrice: '1000.00', signedRate: '1000.00' },
      { revenueCents: 100000, revenueSource: 'accepted-price', costCents: 100000, costSource: 'signed-rate', marginCents: 0, marginPercent: 0 },
    ],
  ])('%s', (_name, money, expected) => expect(loadMargin(money)).toEqual(expected));

  it('refuses a fraction of a cent passed as an amount', () => {
    expect(() => loadMargin({ acceptedPrice: '1000.00', payableCents: 100.5 })).toThrow(RangeError);
  });
});

describe('marginPercentOf', () => {
  it.each([
    [25000, 125000, 20],
    [100, 300, 33.3],
    [200, 300, 66.7],
    // Exactly half a tenth: away from zero, on both sides.
    [100, 1600, 6.3],
    [-100, 1600, -6.3],
    // 0.04 % rounds to 0, never to -0.
    [-4, 10000, 0],
    [1, 3, 33.3],
    [300, 300, 100],
    [9_007_199_254_740_991, 9_007_199_254_740_991, 100],
  ])('%p cents of %p cents is %p %%', (part, whole, percent) => {
    const result = marginPercentOf(part, whole);
    expect(result).toBe(percent);
    expect(Object.is(result, -0)).toBe(false);
  });

  it.each([[0], [-100]])('is null on a revenue of %p cents', (whole) => expect(marginPercentOf(10, whole)).toBeNull());

  it('refuses amounts that are not cents', () => {
    expect(() => marginPercentOf(1.5, 100)).toThrow(RangeError);
    expect(() => marginPercentOf(1, 100.5)).toThrow(RangeError);
  });
});

describe('formatMarginPercent', () => {
  it.each([
    [20, '20.0%'],
    [28.6, '28.6%'],
    [-6.3, '-6.3%'],
    [0, '0.0%'],
  ])('writes %p as %s', (percent, text) => expect(formatMarginPercent(percent)).toBe(text));
});
