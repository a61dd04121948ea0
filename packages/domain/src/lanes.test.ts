import {
  carrierRateFor,
  densityOf,
  freightClassForDensity,
  greatCircleMiles,
  LANE_TEXTS,
  NMFC_DENSITY_SCALE,
  parseAmount,
  pricingSettingsOf,
  priceSuggestion,
  ROAD_CIRCUITY_FACTOR,
  roadMilesFor,
  sameService,
  serviceKeyOf,
  serviceOfEquipment,
  TRUCKLOAD_MILES_PER_DAY,
  transitBusinessDays,
  transitModeOf,
} from './lanes';
import { codes } from 'zipcodes/lib/codes';
import { CALCULATOR_SERVICE_TYPES, calculatorEquipmentType, CARGO_TYPES } from './calculator';
import { laneBetween, zipCentroid } from './zip-centroids';

const within = (actual: number, expected: number, fraction: number) => Math.abs(actual - expected) / expected <= fraction;

describe('lane miles from ZIP centroids', () => {
  // Published great-circle distances between the city centres: Boston–Philadelphia 271 mi (436 km),
  // New York–Los Angeles 2,445 mi (3,936 km).
  it.each([
    ['02108', '19103', 271],
    ['10001', '90012', 2445],
  ])('%s → %s is within 1 %% of the published %d great-circle miles', (from, to, published) => {
    const lane = laneBetween(from, to, 'truckload');
    if (!lane.ok) throw new Error('lane not found');
    expect(within(lane.facts.greatCircleMiles, published, 0.01)).toBe(true);
    expect(lane.origin.city).toBe(from === '02108' ? 'Boston' : 'New York');
  });

  it('is the same both ways and zero for one ZIP', () => {
    const a = zipCentroid('02108')!;
    const b = zipCentroid('19103')!;
    expect(greatCircleMiles(a, b)).toBeCloseTo(greatCircleMiles(b, a), 9);
    expect(greatCircleMiles(a, a)).toBe(0);
  });

  it('road miles are great-circle miles times the published US circuity factor 1.20, to the mile', () => {
    expect(ROAD_CIRCUITY_FACTOR).toBe(1.2);
    expect(roadMilesFor(100)).toBe(120);
    expect(roadMilesFor(270.6)).toBe(325);
    // Newark → Philadelphia, about 90 road miles.
    const lane = laneBetween('07105', '19103', 'truckload');
    expect(lane.ok && lane.facts.roadMiles).toBe(91);
  });

  it('an unknown or malformed ZIP gets a message on its own field, never a distance', () => {
    expect(laneBetween('00000', '19103', 'truckload')).toEqual({ ok: false, errors: { originZip: 'We have no location for ZIP code 00000. Please check it' } });
    const both = laneBetween('ABCDE', '9999', 'ltl');
    expect(both.ok).toBe(false);
    expect(!both.ok && Object.keys(both.errors)).toEqual(['originZip', 'destinationZip']);
    expect(zipCentroid('02108-1234')?.zip).toBe('02108');
    expect(zipCentroid(undefined)).toBeNull();
    expect(zipCentroid('toString')).toBeNull();
    // ZIP codes the dataset lists without a location (at 0,0: military APO/FPO codes) are unknown.
    const noLocation = Object.values(codes).find((c) => Number(c.latitude) === 0 && Number(c.longitude) === 0);
    expect(noLocation).toBeDefined();
    expect(zipCentroid(noLocation!.zip)).toBeNull();
  });
});

describe('transit days', () => {
  it('truckload: one day per 550 road miles (11 h of driving at 50 mph), at least one', () => {
    expect(TRUCKLOAD_MILES_PER_DAY).toBe(550);
    expect(transitBusinessDays('truckload', 0)).toBe(1);
    expect(transitBusinessDays('truckload', 550)).toBe(1);
    expect(transitBusinessDays('truckload', 551)).toBe(2);
    expect(transitBusinessDays('truckload', 1100)).toBe(2);
    expect(transitBusinessDays('truckload', 1101)).toBe(3);
  });

  it('LTL: the line haul plus a day for pickup and one for delivery', () => {
    expect(transitBusinessDays('ltl', 1)).toBe(3);
    expect(transitBusinessDays('ltl', 550)).toBe(3);
    expect(transitBusinessDays('ltl', 551)).toBe(4);
  });

  it('only the LTL service travels LTL, and the text says "about N business days"', () => {
    expect(transitModeOf('ltl')).toBe('ltl');
    expect(transitModeOf('ftl')).toBe('truckload');
    expect(transitModeOf(undefined)).toBe('truckload');
    expect(LANE_TEXTS.transitDays(1)).toBe('about 1 business day');
    expect(LANE_TEXTS.transitDays(3)).toBe('about 3 business days');
  });
});

describe('density and freight class (NMFC density scale of July 2025)', () => {
  // Every boundary: at the minimum the class is the row's, just under it the next row's.
  const boundaries: [number, string, string][] = [
    [50, '50', '55'],
    [35, '55', '60'],
    [30, '60', '65'],
    [22.5, '65', '70'],
    [15, '70', '85'],
    [12, '85', '92.5'],
    [10, '92.5', '100'],
    [8, '100', '125'],
    [6, '125', '175'],
    [4, '175', '250'],
    [2, '250', '300'],
    [1, '300', '400'],
  ];
  it.each(boundaries)('%d lb/ft³ is class %s, just under it class %s', (density, at, under) => {
    expect(freightClassForDensity(density)).toBe(at);
    expect(freightClassForDensity(density - 0.01)).toBe(under);
  });

  it('has 13 classes from 50 to 400; nothing is denser than class 50 or lighter than 400', () => {
    expect(NMFC_DENSITY_SCALE).toHaveLength(13);
    expect(freightClassForDensity(500)).toBe('50');
    expect(freightClassForDensity(0)).toBe('400');
  });

  it('density is the total weight over the total cubic feet of every piece', () => {
    // Two 48×40×48 in pallets (53.33 ft³ each) of 500 lb: 1,000 lb / 106.67 ft³ = 9.375 → class 100.
    const pieces = [{ quantity: 2, lengthIn: 48, widthIn: 40, heightIn: 48, weightLbs: 500 }];
    expect(densityOf(pieces)).toBe(9.38);
    expect(freightClassForDensity(densityOf(pieces)!)).toBe('100');
    // A 12×12×12 in box of 40 lb with a 1 ft³ box of 20 lb: 60 lb / 2 ft³.
    expect(densityOf([{ quantity: 1, lengthIn: 12, widthIn: 12, heightIn: 12, weightLbs: 40 }, { quantity: 1, lengthIn: 12, widthIn: 12, heightIn: 12, weightLbs: 20 }])).toBe(30);
    expect(densityOf([])).toBeNull();
  });
});

describe('the price suggestion', () => {
  const rate = { id: 7, carrierName: 'Keystone Express', baseRate: '95.00', perMileRate: '1.35', perPoundRate: '0.085', minimumCharge: '175.00' };
  const liftgate = { name: 'Liftgate', price: 75 };

  it('is base + per mile × miles + per pound × weight, plus accessorials, plus the margin', () => {
    const s = priceSuggestion(rate, { miles: 325, weightLbs: 2000 }, [liftgate, { name: 'Residential delivery', price: 95.5 }], 15)!;
    expect(s.mileage).toBe(438.75);
    expect(s.weightCharge).toBe(170);
    expect(s.linehaul).toBe(703.75);
    expect(s.minimumApplied).toBe(false);
    expect(s.carrierCharge).toBe(703.75);
    expect(s.accessorialsTotal).toBe(170.5);
    expect(s.cost).toBe(874.25);
    expect(s.margin).toBe(131.14); // 131.1375 half-up
    expect(s.suggestedPrice).toBe(1005.39);
  });

  it('floors the line haul at the minimum charge, then adds the accessorials', () => {
    const s = priceSuggestion(rate, { miles: 20, weightLbs: 100 }, [liftgate], 10)!;
    expect(s.linehaul).toBe(95 + 27 + 8.5);
    expect(s.minimumApplied).toBe(true);
    expect(s.carrierCharge).toBe(175);
    expect(s.cost).toBe(250);
    expect(s.suggestedPrice).toBe(275);
    // Exactly at the minimum it is not "applied".
    expect(priceSuggestion({ ...rate, minimumCharge: '130.50' }, { miles: 20, weightLbs: 100 }, [], 0)!.minimumApplied).toBe(false);
  });

  it('skips a rate whose amounts are not numbers, and reads amounts typed with $ and commas', () => {
    expect(priceSuggestion({ ...rate, perMileRate: 'call us' }, { miles: 1, weightLbs: 1 }, [], 0)).toBeNull();
    expect(parseAmount('$1,200.50')).toBe(1200.5);
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('gives the carrier charge alone with carrierRateFor, the same parts the suggestion adds to', () => {
    const lane = { miles: 325, weightLbs: 2000 };
    expect(carrierRateFor(rate, lane)).toEqual({
      rateId: 7,
      carrierName: 'Keystone Express',
      base: 95,
      mileage: 438.75,
      weightCharge: 170,
      linehaul: 703.75,
      minimumCharge: 175,
      minimumApplied: false,
      carrierCharge: 703.75,
    });
    const suggestion = priceSuggestion(rate, lane, [liftgate], 15)!;
    expect(suggestion).toMatchObject(carrierRateFor(rate, lane)!);
    expect(carrierRateFor(rate, { miles: 20, weightLbs: 100 })).toMatchObject({ linehaul: 130.5, minimumApplied: true, carrierCharge: 175 });
    // Each part to the cent, half-up: 2.455 $/mile × 3 miles (7.365) is $7.37.
    expect(carrierRateFor({ ...rate, baseRate: '0', perMileRate: '2.455', perPoundRate: '0', minimumCharge: '0' }, { miles: 3, weightLbs: 0 })!.carrierCharge).toBe(7.37);
    expect(carrierRateFor({ ...rate, minimumCharge: 'n/a' }, lane)).toBeNull();
  });

  it('reads a load’s service from its equipment: the calculator’s service of a calculator quote’s, else the equipment itself', () => {
    expect(serviceOfEquipment('Full Truckload / General Freight')).toBe('Full Truckload');
    expect(serviceOfEquipment('Less Than Truckload / Fragile Items')).toBe('Less Than Truckload');
    for (const service of CALCULATOR_SERVICE_TYPES) for (const cargo of CARGO_TYPES) expect(serviceOfEquipment(calculatorEquipmentType(service, cargo))).toBe(service.label);
    expect(serviceOfEquipment(' Flatbed ')).toBe('Flatbed');
    expect(serviceOfEquipment('Refrigerated Trailer')).toBe('Refrigerated');
    expect(serviceOfEquipment('Dry Van')).toBe('Full Truckload');
    expect(serviceOfEquipment('Step Deck')).toBe('Flatbed');
    expect(serviceOfEquipment('Full Truckload')).toBe('Full Truckload');
    expect(serviceOfEquipment(undefined)).toBe('');
  });

  it('matches carrier rates to a service by name, whatever the case and spacing', () => {
    expect(sameService('Less Than Truckload', ' less  than truckload ')).toBe(true);
    expect(sameService('Full Truckload', 'Less Than Truckload')).toBe(false);
    expect(sameService('', '')).toBe(false);
    expect(serviceKeyOf(' Less\tThan  TRUCKLOAD ')).toBe('less than truckload');
    expect(serviceKeyOf(undefined)).toBe('');
  });
});

describe('pricingSettingsOf', () => {
  it.each<[string, Parameters<typeof pricingSettingsOf>[0], ReturnType<typeof pricingSettingsOf>]>([
    ['nothing stored: the defaults', null, { marginPercent: 15, calculatorDistance: 'zip-difference' }],
    ['both stored', { marginPercent: 22.5, calculatorDistance: 'road-miles' }, { marginPercent: 22.5, calculatorDistance: 'road-miles' }],
    ['a zero margin holds', { marginPercent: 0 }, { marginPercent: 0, calculatorDistance: 'zip-difference' }],
    ['an unknown distance is the default', { marginPercent: 10, calculatorDistance: 'as-the-crow-flies' }, { marginPercent: 10, calculatorDistance: 'zip-difference' }],
    ['a margin that is not a number is the default', { marginPercent: '20', calculatorDistance: 'road-miles' }, { marginPercent: 15, calculatorDistance: 'road-miles' }],
  ])('%s', (_, stored, settings) => {
    expect(pricingSettingsOf(stored)).toEqual(settings);
  });
});
