import { deskMsBetween, formatAge, isOverdue, overdueCutoff, QUOTE_RESPONSE_MS } from './business-hours';

const HOUR = 60 * 60_000;
const at = (iso: string) => new Date(iso);

describe('overdueCutoff: the 2-hour promise counted in desk hours (Mon–Fri 7–19, Sat 8–14 Eastern)', () => {
  it.each([
    // [now, cutoff, why]
    ['2026-11-23T15:00:00Z', '2026-11-23T13:00:00Z', 'Monday 10:00 EST: two hours earlier the same morning'],
    ['2026-11-23T12:30:00Z', '2026-11-21T17:30:00Z', 'Monday 7:30 EST: half an hour Monday, Sunday closed, 90 minutes before Saturday 2 PM'],
    ['2026-11-23T12:00:00Z', '2026-11-21T17:00:00Z', 'Monday 7:00 EST, at opening: nothing yet on Monday'],
    ['2026-11-28T14:00:00Z', '2026-11-27T23:00:00Z', 'Saturday 9:00 EST: one hour Saturday, one before Friday 7 PM'],
    ['2026-11-29T20:00:00Z', '2026-11-28T17:00:00Z', 'Sunday afternoon: Saturday 2 PM less two hours'],
    ['2026-11-25T02:00:00Z', '2026-11-24T22:00:00Z', 'Tuesday 9 PM EST, after closing: 5 PM Tuesday'],
    ['2026-11-24T00:00:00Z', '2026-11-23T22:00:00Z', 'Monday 7 PM EST, at closing: 5 PM'],
    ['2026-03-09T12:00:00Z', '2026-03-07T18:00:00Z', 'Monday 8:00 EDT after clocks went forward: one hour Monday, one before Saturday 2 PM EST'],
    ['2026-11-02T13:00:00Z', '2026-10-31T17:00:00Z', 'Monday 8:00 EST after clocks went back: one hour Monday, one before Saturday 2 PM EDT'],
  ])('at %s the cutoff is %s (%s)', (now, cutoff) => {
    expect(overdueCutoff(at(now)).toISOString()).toBe(at(cutoff).toISOString());
    // Whatever the hours in between, exactly two desk hours separate the cutoff from now.
    expect(deskMsBetween(at(cutoff), at(now))).toBe(QUOTE_RESPONSE_MS);
  });

  it('counts only desk hours between two instants, over a weekend', () => {
    // Friday 6 PM EST to Monday 8 AM EST: 1 h Friday, 6 h Saturday, none Sunday, 1 h Monday.
    expect(deskMsBetween(at('2026-11-27T23:00:00Z'), at('2026-11-30T13:00:00Z'))).toBe(8 * HOUR);
    expect(deskMsBetween(at('2026-11-30T13:00:00Z'), at('2026-11-27T23:00:00Z'))).toBe(0);
  });
});

describe('isOverdue', () => {
  const now = at('2026-11-23T15:00:00Z');
  it('flags a pending quote received at or before the cutoff, and only pending ones', () => {
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-23T13:00:00Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-23T13:00:00.001Z' }, now)).toBe(false);
    // Received Saturday evening (closed): the clock starts Monday at 7, so at 8:59 it is not late yet.
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-22T01:00:00Z' }, at('2026-11-23T13:59:00Z'))).toBe(false);
    expect(isOverdue({ status: 'pending', createdAt: '2026-11-22T01:00:00Z' }, at('2026-11-23T14:00:00Z'))).toBe(true);
    expect(isOverdue({ status: 'approved', createdAt: '2026-11-01T13:00:00Z' }, now)).toBe(false);
  });
});

describe('formatAge', () => {
  const now = at('2026-11-23T15:00:00Z');
  it.each([
    ['2026-11-23T14:48:00Z', '12 min'],
    ['2026-11-23T12:00:00Z', '3 h'],
    ['2026-11-23T11:40:00Z', '3 h 20 min'],
    ['2026-11-19T15:00:00Z', '4 days'],
    ['2026-11-23T15:01:00Z', '0 min'],
  ])('%s is %s ago', (since, text) => expect(formatAge(since, now)).toBe(text));
});
