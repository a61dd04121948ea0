import { distanceCharge, distanceProxy, estimateDays, formatUsd, roundToCents } from './calculator';

describe('distanceProxy', () => {
  it('is the absolute difference of the ZIPs read as integers', () => {
    expect(distanceProxy('10001', '10050')).toBe(49);
    expect(distanceProxy('10050', '10001')).toBe(49);
    expect(distanceProxy('07105', '19103')).toBe(11998);
  });

  it('counts a ZIP that is not a number as 0', () => {
    expect(distanceProxy('abcde', '10001')).toBe(10001);
    expect(distanceProxy('10001', '')).toBe(10001);
    expect(distanceProxy('xx', 'yy')).toBe(0);
  });

  it('reads the leading digits like parseInt (ZIP+4 keeps its five-digit part)', () => {
    expect(distanceProxy('07105-1234', '07205')).toBe(100);
  });
});

describe('distanceCharge', () => {
  it.each([
    [0, 50],
    [99, 248],
    [100, 300],
    [499, 898.5],
    [500, 900],
    [999, 1498.8],
    [1000, 1500],
    [2500, 3000],
  ])('charges %p miles-proxy as %p', (d, charge) => {
    expect(distanceCharge(d)).toBeCloseTo(charge, 10);
  });
});

describe('estimateDays', () => {
  it.each([
    ['overnight', 5000, '1 business day'],
    ['expedited', 499, '1-2 business days'],
    ['expedited', 500, '2-3 business days'],
    ['standard', 299, '2-3 business days'],
    ['standard', 300, '3-5 business days'],
    ['standard', 799, '3-5 business days'],
    ['standard', 800, '5-7 business days'],
    ['ltl', 0, '3-7 business days'],
    ['ftl', 499, '1-3 business days'],
    ['ftl', 500, '3-5 business days'],
    ['specialized', 10, '3-10 business days'],
    ['teleport', 10, '3-5 business days'],
  ])('gives %s at distance %p: %s', (service, d, days) => {
    expect(estimateDays(service, d)).toBe(days);
  });
});

describe('roundToCents and formatUsd', () => {
  it('rounds exact half cents up despite binary floating point', () => {
    expect(roundToCents(516.675)).toBe(516.68);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(725.8)).toBe(725.8);
    expect(roundToCents(2.004)).toBe(2);
  });

  it('formats dollars with thousands separators and two decimals', () => {
    expect(formatUsd(725.8)).toBe('$725.80');
    expect(formatUsd(1234567.5)).toBe('$1,234,567.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(763.725)).toBe('$763.73');
  });
});
