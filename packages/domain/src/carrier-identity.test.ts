import { normalizeDotNumber, normalizeMcNumber } from './carrier-identity';

describe('USDOT numbers', () => {
  it.each([
    ['1234567', '1234567'],
    ['1', '1'],
    ['12345678', '12345678'],
    ['USDOT 1234567', '1234567'],
    ['usdot#1234567', '1234567'],
    ['DOT# 2233445', '2233445'],
    ['DOT: 2233445', '2233445'],
    [' 0012345 ', '12345'],
  ])('%s is %s', (raw, normalized) => expect(normalizeDotNumber(raw)).toBe(normalized));

  it.each(['', '123456789', '12a45', 'MC 123456', '0', '000', 'DOT', '12 34'])('%p is refused', (raw) => expect(normalizeDotNumber(raw)).toBeNull());
});

describe('MC and MX numbers', () => {
  it.each([
    ['123456', 'MC-123456'],
    ['1234567', 'MC-1234567'],
    ['MC123456', 'MC-123456'],
    ['mc-0123456', 'MC-0123456'],
    ['MC# 765432', 'MC-765432'],
    ['MX 123456', 'MX-123456'],
    ['mx-7654321', 'MX-7654321'],
  ])('%s is %s', (raw, normalized) => expect(normalizeMcNumber(raw)).toBe(normalized));

  it.each(['', '12345', '12345678', 'MC', 'FF-123456', 'MC 12a456', '000000', 'DOT 123456'])('%p is refused', (raw) => expect(normalizeMcNumber(raw)).toBeNull());
});
