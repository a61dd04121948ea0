import {
  calculateQuote,
  calculatorInputErrors,
  canCalculate,
  CALCULATOR_MESSAGES,
  CALCULATOR_SERVICE_TYPES,
  CARGO_TYPES,
  MAX_SHIPMENT_WEIGHT_LBS,
  type CalculatorInput,
} from './calculator';

const input = (over: Partial<CalculatorInput> = {}): CalculatorInput => ({
  originZip: '10001',
  destinationZip: '10050',
  weight: '1000',
  serviceType: 'standard',
  cargoType: 'general',
  ...over,
});

describe('calculateQuote', () => {
  it('prices a short standard general shipment (d=49, 1,000 lbs)', () => {
    // charge 50 + 2*49 = 148; distance 0.85*148 = 125.8; weight 0.45*1000 = 450; (150+125.8+450)*1 = 725.80
    expect(calculateQuote(input())).toEqual({
      baseRate: 150,
      distanceRate: 125.8,
      weightRate: 450,
      serviceMultiplier: 1,
      totalCost: 725.8,
      estimatedDays: '2-3 business days',
    });
  });

  it('prices expedited fragile freight (d=600, 250 lbs) and rounds the half cent up', () => {
    // charge 300 + 1.2*600 = 1020; distance 867; weight 112.5; multiplier 1.5*1.3 = 1.95; 1204.5*1.95 = 2348.775
    const r = calculateQuote(input({ destinationZip: '10601', weight: 250, serviceType: 'expedited', cargoType: 'fragile' }));
    expect(r).toMatchObject({ baseRate: 225, distanceRate: 867, weightRate: 112.5, serviceMultiplier: 1.95, totalCost: 2348.78 });
    expect(r?.estimatedDays).toBe('2-3 business days');
  });

  it('prices overnight high-value freight across the long-distance band (d=11998)', () => {
    // charge 500 + 11998 = 12498; distance 10623.3; weight 0.45*40 = 18; multiplier 2.5*1.7 = 4.25
    // (375 + 10623.3 + 18) * 4.25 = 46819.275 -> 46819.28
    const r = calculateQuote(input({ originZip: '07105', destinationZip: '19103', weight: '40', serviceType: 'overnight', cargoType: 'valuable' }));
    expect(r).toMatchObject({ baseRate: 375, weightRate: 18, serviceMultiplier: 4.25, totalCost: 46819.28, estimatedDays: '1 business day' });
    expect(r?.distanceRate).toBeCloseTo(10623.3, 9);
  });

  it('prices LTL perishable freight in the 100-499 band (d=250)', () => {
    // charge 150 + 1.5*250 = 525; distance 446.25; weight 0.45*333 = 149.85; multiplier 0.8*1.4 = 1.12
    // (120 + 446.25 + 149.85) * 1.12 = 802.032 -> 802.03
    const r = calculateQuote(input({ destinationZip: '10251', weight: '333', serviceType: 'ltl', cargoType: 'perishable' }));
    expect(r).toMatchObject({ baseRate: 120, serviceMultiplier: 1.12, totalCost: 802.03, estimatedDays: '3-7 business days' });
    expect(r?.distanceRate).toBeCloseTo(446.25, 9);
    expect(r?.weightRate).toBeCloseTo(149.85, 9);
  });

  it('uses each service base rate and service x cargo multiplier', () => {
    for (const s of CALCULATOR_SERVICE_TYPES) {
      for (const c of CARGO_TYPES) {
        const r = calculateQuote(input({ serviceType: s.value, cargoType: c.value }));
        expect(r?.baseRate).toBe(s.baseRate);
        expect(r?.serviceMultiplier).toBeCloseTo(s.multiplier * c.multiplier, 12);
        expect(r?.totalCost).toBeCloseTo((s.baseRate + 125.8 + 450) * s.multiplier * c.multiplier, 2);
      }
    }
  });

  it('gives no price for inputs the calculator refuses (the review priced "1234" at $85,425 and -5 lbs below zero)', () => {
    expect(calculateQuote(input({ originZip: '1234' }))).toBeNull();
    expect(calculateQuote(input({ destinationZip: ' 123 ' }))).toBeNull();
    expect(calculateQuote(input({ weight: '-5' }))).toBeNull();
    expect(calculateQuote(input({ weight: 'heavy' }))).toBeNull();
    expect(calculateQuote(input({ weight: 999_999 }))).toBeNull();
  });

  it('prices the heaviest truckload it accepts, and ZIPs it cannot read as 0', () => {
    expect(calculateQuote(input({ weight: MAX_SHIPMENT_WEIGHT_LBS }))?.weightRate).toBe(36_000);
    expect(calculateQuote(input({ originZip: 'ABCDE', destinationZip: '00049' }))?.distanceRate).toBeCloseTo(125.8, 6);
  });

  it('stops silently (null) when the service or cargo type is unmatched', () => {
    expect(calculateQuote(input({ serviceType: 'teleport' }))).toBeNull();
    expect(calculateQuote(input({ cargoType: 'antimatter' }))).toBeNull();
    expect(calculateQuote(input({ serviceType: '', cargoType: '' }))).toBeNull();
  });
});

describe('canCalculate', () => {
  it('is true when origin, destination, weight, service and cargo are all filled', () => {
    expect(canCalculate(input())).toBe(true);
    expect(canCalculate(input({ weight: 0 }))).toBe(true);
  });

  it('does not need dimensions', () => {
    expect(canCalculate(input({ dimensions: undefined }))).toBe(true);
  });

  it.each(['originZip', 'destinationZip', 'weight', 'serviceType', 'cargoType'] as const)('is false when %s is empty or blank', (key) => {
    expect(canCalculate(input({ [key]: '' }))).toBe(false);
    expect(canCalculate(input({ [key]: '   ' }))).toBe(false);
  });
});

describe('calculatorInputErrors', () => {
  const ok = { originZip: '10001', destinationZip: '10050', weight: '1000' };

  it('accepts five-character ZIPs and a positive weight up to a full truckload', () => {
    expect(calculatorInputErrors(ok)).toEqual({});
    expect(calculatorInputErrors({ ...ok, weight: 0.5 })).toEqual({});
    expect(calculatorInputErrors({ ...ok, weight: '80000' })).toEqual({});
  });

  it('refuses ZIPs shorter than 5 characters with the spec messages', () => {
    expect(calculatorInputErrors({ ...ok, originZip: '1234', destinationZip: '  12 ' })).toEqual({
      originZip: 'Please enter origin ZIP code',
      destinationZip: 'Please enter destination ZIP code',
    });
  });

  it.each([
    ['', CALCULATOR_MESSAGES.weight],
    ['heavy', CALCULATOR_MESSAGES.weight],
    ['1e3', CALCULATOR_MESSAGES.weight],
    ['0', CALCULATOR_MESSAGES.weightNotPositive],
    [0, CALCULATOR_MESSAGES.weightNotPositive],
    ['-5', CALCULATOR_MESSAGES.weightNotPositive],
    [-5, CALCULATOR_MESSAGES.weightNotPositive],
    ['80000.01', CALCULATOR_MESSAGES.weightTooHigh],
    [999_999, CALCULATOR_MESSAGES.weightTooHigh],
  ])('refuses the weight %p: %s', (weight, message) => {
    expect(calculatorInputErrors({ ...ok, weight })).toEqual({ weight: message });
  });

  it('says the limit in words a shipper reads', () => {
    expect(CALCULATOR_MESSAGES.weightTooHigh).toBe('Weight must be at most 80,000 lbs, a full truckload');
  });
});
