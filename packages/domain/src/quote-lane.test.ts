import { addBusinessDays, bookingWindowsFrom, laneRouteText, pickupDateProblem, QUOTE_LANE_MESSAGES } from './quote-lane';
import { laneLines } from './lanes';
import { customerQuoteSchema, publicQuoteSchema, validate } from './schemas';

const publicQuote = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.com', companyName: 'Acme Foods', serviceNeeded: 'Freight Transportation' };
const portalQuote = { serviceNeeded: 'Freight Transportation' };
// A fixed "now": Wednesday 2 December 2026, noon Eastern.
const NOW = new Date('2026-12-02T17:00:00Z');

describe('the lane fields on both quote forms', () => {
  it.each([
    ['public', publicQuoteSchema, publicQuote],
    ['portal', customerQuoteSchema, portalQuote],
  ] as const)('%s form: accepts no lane at all, and empty lane fields as a form sends them', (_name, schema, base) => {
    expect(validate(schema, base).errors).toBeNull();
    expect(validate(schema, { ...base, originZip: '', destinationZip: '', weight: '', pickupDate: '', equipmentType: '' }).errors).toBeNull();
  });

  it.each([
    ['public', publicQuoteSchema, publicQuote],
    ['portal', customerQuoteSchema, portalQuote],
  ] as const)('%s form: accepts a full lane', (_name, schema, base) => {
    const { value, errors } = validate(schema, { ...base, originZip: '10001', destinationZip: '19103-1234', weight: '12000', pickupDate: '2099-01-05', equipmentType: 'Dry Van' });
    expect(errors).toBeNull();
    expect(value).toMatchObject({ originZip: '10001', destinationZip: '19103-1234', weight: 12000, pickupDate: '2099-01-05', equipmentType: 'Dry Van' });
  });

  it.each([
    ['public', publicQuoteSchema, publicQuote],
    ['portal', customerQuoteSchema, portalQuote],
  ] as const)('%s form: refuses each bad lane field with its message', (_name, schema, base) => {
    expect(validate(schema, { ...base, originZip: '1000', destinationZip: 'abcde' }).errors).toEqual({
      originZip: 'Please enter a 5-digit ZIP code',
      destinationZip: 'Please enter a 5-digit ZIP code',
    });
    expect(validate(schema, { ...base, weight: '0' }).errors).toEqual({ weight: 'Weight must be more than 0 lbs' });
    expect(validate(schema, { ...base, weight: '90000' }).errors).toEqual({ weight: 'Weight must be at most 80,000 lbs, a full truckload' });
    expect(validate(schema, { ...base, weight: 'heavy' }).errors).toEqual({ weight: 'Please enter weight' });
    expect(validate(schema, { ...base, pickupDate: '2099-02-30' }).errors).toEqual({ pickupDate: QUOTE_LANE_MESSAGES.pickupDateInvalid });
    expect(validate(schema, { ...base, pickupDate: '2020-01-06' }).errors).toEqual({ pickupDate: QUOTE_LANE_MESSAGES.pickupDatePast });
    expect(validate(schema, { ...base, equipmentType: 'Spaceship' }).errors).toEqual({ equipmentType: 'Please select equipment type' });
  });

  it.each([
    ['public', publicQuoteSchema, publicQuote],
    ['portal', customerQuoteSchema, portalQuote],
  ] as const)('%s form: one ZIP code without the other is refused on the missing end', (_name, schema, base) => {
    expect(validate(schema, { ...base, originZip: '10001', destinationZip: '' }).errors).toEqual({ destinationZip: 'Please enter destination ZIP code' });
    expect(validate(schema, { ...base, destinationZip: '19103' }).errors).toEqual({ originZip: 'Please enter origin ZIP code' });
  });

  it('keeps the specified required fields of the public form as they were', () => {
    expect(validate(publicQuoteSchema, { originZip: '10001', destinationZip: '19103' }).errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      companyName: 'Company name is required',
      serviceNeeded: 'Please select a service',
    });
  });
});

describe('pickupDateProblem', () => {
  it('takes today (Eastern) and later, refuses the past and non-dates', () => {
    expect(pickupDateProblem('2026-12-02', NOW)).toBeNull();
    expect(pickupDateProblem('2026-12-01', NOW)).toBe(QUOTE_LANE_MESSAGES.pickupDatePast);
    expect(pickupDateProblem('2026-13-01', NOW)).toBe(QUOTE_LANE_MESSAGES.pickupDateInvalid);
  });
});

describe('booking windows from a quote', () => {
  it('adds business days over a weekend', () => {
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07'); // Friday + 1 → Monday
    expect(addBusinessDays('2026-12-02', 2)).toBe('2026-12-04');
  });

  it('keeps the requested pickup date when it is far enough ahead, and delivers after the transit days', () => {
    expect(bookingWindowsFrom('2026-12-10', 3, NOW)).toEqual({
      pickupWindow: { date: '2026-12-10', from: '08:00', to: '16:00' },
      deliveryWindow: { date: '2026-12-15', from: '08:00', to: '16:00' },
    });
  });

  it('moves a pickup date that is too soon (or missing) to the earliest bookable day', () => {
    expect(bookingWindowsFrom('2026-12-03', 1, NOW).pickupWindow.date).toBe('2026-12-04');
    expect(bookingWindowsFrom(null, null, NOW)).toEqual({
      pickupWindow: { date: '2026-12-04', from: '08:00', to: '16:00' },
      deliveryWindow: { date: '2026-12-08', from: '08:00', to: '16:00' },
    });
  });
});

describe('the lane as staff and the customer read it', () => {
  it('names both places and the pickup date', () => {
    const lane = {
      greatCircleMiles: 80.1,
      roadMiles: 96,
      transitDays: 1,
      transitMode: 'truckload' as const,
      origin: { zip: '10001', city: 'New York', state: 'NY' },
      destination: { zip: '19103', city: 'Philadelphia', state: 'PA' },
    };
    expect(laneLines({ lane, pickupDate: '2026-12-10' })).toEqual([
      ['Lane', 'New York, NY 10001 → Philadelphia, PA 19103'],
      ['Road miles (estimated)', '96 mi'],
      ['Transit time', 'about 1 business day'],
      ['Pickup date', 'December 10, 2026'],
    ]);
    expect(laneRouteText({ zip: '10001', city: 'New York', state: 'NY' }, { zip: '99999' })).toBe('New York, NY 10001 → 99999');
  });
});
