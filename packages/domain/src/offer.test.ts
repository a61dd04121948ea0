import { addDays, defaultValidUntil, easternDate, formatCalendarDate, isCalendarDate, offerEndsAt, offerState, OFFER_VALID_DAYS } from './offer';

describe('quote offers', () => {
  it('reads calendar dates strictly', () => {
    expect(isCalendarDate('2026-11-25')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-05', '25/11/2026', '2026-11-25T00:00', '']) expect(isCalendarDate(text)).toBe(false);
  });

  it('knows the Eastern date, which is not the UTC date late in the evening', () => {
    // 03:30 UTC on Nov 26 is 22:30 on Nov 25 in New York (EST, UTC-5).
    expect(easternDate(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25');
    expect(easternDate(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    // Summer: EDT, UTC-4.
    expect(easternDate(new Date('2026-07-05T03:59:59Z'))).toBe('2026-07-04');
    expect(easternDate(new Date('2026-07-05T04:00:00Z'))).toBe('2026-07-05');
  });

  it('ends an offer at midnight Eastern after its last day, in winter and in summer time', () => {
    expect(offerEndsAt('2026-11-25').toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(offerEndsAt('2026-07-04').toISOString()).toBe('2026-07-05T04:00:00.000Z');
    // The days the clocks change: the end is still the next midnight in New York.
    expect(offerEndsAt('2026-03-07').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(offerEndsAt('2026-03-08').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(offerEndsAt('2026-10-31').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(offerEndsAt('2026-11-01').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is open through 23:59 Eastern on its last day, and expired a moment later', () => {
    const offer = { status: 'approved', estimatedPrice: '1250', validUntil: '2026-11-25' };
    expect(offerState(offer, new Date('2026-11-26T04:59:59.999Z'))).toBe('awaiting');
    expect(offerState(offer, new Date('2026-11-26T05:00:00.000Z'))).toBe('expired');
  });

  it('is an offer only when approved and priced, and a decision ends it for good', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(offerState({ status: 'pending', estimatedPrice: '1250', validUntil: '2026-11-25' }, now)).toBeNull();
    expect(offerState({ status: 'approved', estimatedPrice: ' ', validUntil: '2026-11-25' }, now)).toBeNull();
    expect(offerState({ status: 'approved', estimatedPrice: '1250', validUntil: null }, now)).toBeNull();
    const decided = { status: 'in-progress', estimatedPrice: '1250', validUntil: '2026-11-01', decision: { outcome: 'accepted' as const } };
    expect(offerState(decided, now)).toBe('accepted');
  });

  it('gives a new price OFFER_VALID_DAYS from the Eastern today, across months', () => {
    expect(OFFER_VALID_DAYS).toBe(7);
    expect(defaultValidUntil(new Date('2026-11-26T03:00:00Z'))).toBe('2026-12-02');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('writes dates the same way in every time zone', () => {
    expect(formatCalendarDate('2026-12-02')).toBe('December 2, 2026');
    expect(formatCalendarDate('nope')).toBe('');
  });
});
