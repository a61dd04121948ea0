import { carrierStatusAfter } from './carrier-verification';

describe('a carrier\'s status', () => {
  it.each([
    ['pending', 'verify', { status: 'verified' }],
    ['suspended', 'verify', { status: 'verified' }],
    ['pending', 'suspend', { status: 'suspended' }],
    ['verified', 'suspend', { status: 'suspended' }],
    ['verified', 'verify', { refused: 'This carrier is already verified' }],
    ['suspended', 'suspend', { refused: 'This carrier is already suspended' }],
  ] as const)('from %s, %s gives %j', (from, action, expected) => expect(carrierStatusAfter(from, action)).toEqual(expected));
});
