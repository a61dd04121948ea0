import { checkLaneMiles, checkOffer, deadheadMiles, formatBoardMiles, formatCents, formatLoadWindow, formatRatePerMile, laneRegions, LOAD_BOARD_MESSAGES, loadBoardRefusal, MAX_LANE_MILES, marginOf, mayUseLoadBoard, offerStatusAt, RATE_OPTION_TEXTS, ratePerMile, ratePerMileCents, signReminderAt } from './load-board';
import { PRICE_MESSAGES } from './money';

describe('who may use the load board', () => {
  const carrier = { accountType: 'carrier', isActive: true };
  it('lets only an active, verified carrier in', () => {
    expect(mayUseLoadBoard({ ...carrier, carrierStatus: 'verified' })).toBe(true);
    expect(loadBoardRefusal({ ...carrier, carrierStatus: 'verified', isActive: false })).toEqual({ status: 401, message: LOAD_BOARD_MESSAGES.inactive });
    expect(loadBoardRefusal(null)?.status).toBe(401);
  });
  it('tells a pending carrier it awaits verification, a suspended one the reason, anyone else that it is for carriers', () => {
    expect(loadBoardRefusal({ ...carrier, carrierStatus: 'pending' })).toEqual({ status: 403, message: LOAD_BOARD_MESSAGES.pending });
    const history = [
      { status: 'pending' as const },
      { status: 'suspended' as const, reason: 'Old reason' },
      { status: 'verified' as const },
      { status: 'suspended' as const, reason: 'Certificate of insurance expired' },
    ];
    expect(loadBoardRefusal({ ...carrier, carrierStatus: 'suspended', carrierStatusHistory: history })?.message).toBe(
      'Your carrier account is suspended: Certificate of insurance expired. Contact our carrier team to have it reviewed.',
    );
    expect(loadBoardRefusal({ accountType: 'customer', isActive: true })).toEqual({ status: 403, message: LOAD_BOARD_MESSAGES.notCarrier });
    expect(loadBoardRefusal({ accountType: 'admin', isActive: true, carrierStatus: 'verified' })?.status).toBe(403);
  });
});

describe('lane regions', () => {
  it('lists every region holding either end of the lane', () => {
    expect(laneRegions('NJ', 'ma')).toEqual(['Northeast']);
    expect(laneRegions('TX', 'OH').sort()).toEqual(['Great Lakes', 'Gulf States', 'Midwest', 'Southwest']);
    expect(laneRegions('ZZ', 'QQ')).toEqual([]);
  });
});

describe('an offer', () => {
  it('takes dollars and cents, a trimmed note and 1 to 72 whole hours', () => {
    expect(checkOffer({ amount: '$1,250.5', note: '  Team drivers ', hours: 24 })).toEqual({ amount: '1250.50', note: 'Team drivers', hours: 24 });
    expect(checkOffer({ amount: '900', hours: '1' })).toEqual({ amount: '900.00', note: '', hours: 1 });
  });
  it('refuses a bad amount, a long note and hours out of range, each with its message', () => {
    expect(checkOffer({ amount: '-5', hours: 0, note: 'x'.repeat(501) }).errors).toEqual({
      amount: PRICE_MESSAGES.notPositive,
      hours: LOAD_BOARD_MESSAGES.hoursInvalid,
      note: LOAD_BOARD_MESSAGES.noteTooLong,
    });
    expect(checkOffer({ amount: '12.345', hours: 73 }).errors).toEqual({ amount: PRICE_MESSAGES.invalid, hours: LOAD_BOARD_MESSAGES.hoursInvalid });
    expect(checkOffer({ amount: '100', hours: 2.5 }).errors).toEqual({ hours: LOAD_BOARD_MESSAGES.hoursInvalid });
    for (const hours of [true, [24], '0x18', '2e1', '24.0', '', ' ', null, undefined, Number.NaN]) {
      expect(checkOffer({ amount: '100', hours }).errors).toEqual({ hours: LOAD_BOARD_MESSAGES.hoursInvalid });
    }
    expect(checkOffer({ amount: '100', hours: ' 24 ' })).toMatchObject({ hours: 24 });
  });
  it('expires once the time it stands has passed, only while pending', () => {
    const at = new Date('2026-12-01T12:00:00Z');
    expect(offerStatusAt({ status: 'pending', expiresAt: '2026-12-01T12:00:00Z' }, at)).toBe('expired');
    expect(offerStatusAt({ status: 'pending', expiresAt: '2026-12-01T12:00:01Z' }, at)).toBe('pending');
    expect(offerStatusAt({ status: 'withdrawn', expiresAt: '2026-11-01T00:00:00Z' }, at)).toBe('withdrawn');
  });
});

describe('the margin', () => {
  it('is the customer price less the carrier rate, in dollars and percent of the price', () => {
    expect(marginOf('1850.00', '1400')).toEqual({ cents: 45000, dollars: '$450.00', percent: '24.3%' });
    expect(marginOf('$1,000', '1,050.50')).toEqual({ cents: -5050, dollars: '-$50.50', percent: '-5.1%' });
    expect(marginOf('1000', '1000')).toEqual({ cents: 0, dollars: '$0.00', percent: '0.0%' });
  });
  it('is unknown when either amount is not a price', () => {
    expect(marginOf('Call us', '1000')).toBeNull();
    expect(marginOf('1000', '')).toBeNull();
  });
  it('formats cents as dollars', () => {
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('the reminder to sign', () => {
  it('goes 30 minutes before the award lapses, or halfway through a short one', () => {
    expect(signReminderAt('2026-11-30T15:00:00Z', '2026-11-30T17:00:00Z').toISOString()).toBe('2026-11-30T16:30:00.000Z');
    expect(signReminderAt('2026-11-30T15:00:00Z', '2026-11-30T16:00:00Z').toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(signReminderAt('2026-11-30T15:00:00Z', '2026-11-30T15:40:00Z').toISOString()).toBe('2026-11-30T15:20:00.000Z');
  });
});

describe('the lane miles staff enter', () => {
  it('takes a positive number up to the maximum, with thousands separators', () => {
    expect(checkLaneMiles('1,250')).toEqual({ miles: 1250 });
    expect(checkLaneMiles(' 812.5 ')).toEqual({ miles: 812.5 });
    expect(checkLaneMiles(MAX_LANE_MILES)).toEqual({ miles: MAX_LANE_MILES });
  });
  it('refuses nothing, zero, negatives, words and more than the maximum with one message', () => {
    for (const text of ['', '0', '0.0', '-5', 'abc', '12 miles', '1e3', String(MAX_LANE_MILES + 1), null, undefined]) {
      expect(checkLaneMiles(text)).toEqual({ error: RATE_OPTION_TEXTS.milesInvalid });
    }
    expect(RATE_OPTION_TEXTS.milesInvalid).toContain('6,000');
  });
});

describe('the board’s figures', () => {
  it('gives the rate per mile to the cent, and none without a rate or miles', () => {
    expect(ratePerMile('1400.00', 560)).toBe('2.50');
    expect(ratePerMile('$1,000', 300)).toBe('3.33');
    expect(ratePerMileCents('999.99', 1000)).toBe(100);
    expect(ratePerMile(null, 500)).toBeNull();
    expect(ratePerMile('1400.00', null)).toBeNull();
    expect(ratePerMile('1400.00', 0)).toBeNull();
    expect(ratePerMile('lots', 100)).toBeNull();
    expect(formatRatePerMile('2.50')).toBe('$2.50/mi');
    expect(formatRatePerMile(null)).toBe('—');
  });

  it('measures the deadhead as road miles from home to the pickup, none when either end is unknown', () => {
    const newark = { latitude: 40.7357, longitude: -74.1724 };
    const philadelphia = { latitude: 39.9526, longitude: -75.1652 };
    // About 75 miles as the crow flies, times the 1.2 road circuity.
    expect(deadheadMiles(newark, philadelphia)).toBe(90);
    expect(deadheadMiles(newark, newark)).toBe(0);
    expect(deadheadMiles(null, newark)).toBeNull();
    expect(deadheadMiles(newark, undefined)).toBeNull();
  });

  it('writes a load’s dates out, not as ISO dates', () => {
    expect(formatLoadWindow({ date: '2026-11-30', from: '08:00', to: '12:00' })).toBe('November 30, 2026, 08:00–12:00 ET');
    expect(formatBoardMiles(1250)).toBe('1,250 mi');
    expect(formatBoardMiles(null)).toBe('—');
  });
});
