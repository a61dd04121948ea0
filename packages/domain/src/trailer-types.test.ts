import { CALCULATOR_SERVICE_TYPES, CARGO_TYPES, calculatorEquipmentType } from './calculator';
import { EQUIPMENT_TYPES } from './lists';
import { TRAILER_TYPES, trailerTypeOf, trailerTypesOf } from './trailer-types';

describe('a load’s trailer type', () => {
  it('reads the calculator’s equipment by its cargo: perishable goods in a reefer, oversized cargo on a flatbed, the rest in a dry van', () => {
    const full = CALCULATOR_SERVICE_TYPES.find((s) => s.value === 'ftl')!;
    const cargo = (value: string) => calculatorEquipmentType(full, CARGO_TYPES.find((c) => c.value === value)!);
    expect(trailerTypeOf(cargo('perishable'))).toBe('Reefer');
    expect(trailerTypeOf(cargo('oversized'))).toBe('Flatbed');
    for (const value of ['general', 'fragile', 'hazardous', 'valuable']) expect(trailerTypeOf(cargo(value))).toBe('Dry Van');
    expect(trailerTypeOf('Standard Freight / General Freight')).toBe('Dry Van');
    expect(trailerTypeOf('Full Truckload / Refrigerated')).toBe('Reefer');
  });

  it('maps every equipment type a carrier registers with, and equipment pricing ids', () => {
    const mapped = Object.fromEntries(EQUIPMENT_TYPES.map((type) => [type, trailerTypeOf(type)]));
    expect(mapped).toEqual({
      'Dry Van': 'Dry Van',
      'Refrigerated Trailer': 'Reefer',
      Flatbed: 'Flatbed',
      'Step Deck': 'Step Deck',
      Lowboy: 'Lowboy',
      'Container Chassis': 'Container',
      'Tank Trailer': 'Tanker',
      'Auto Carrier': 'Auto Carrier',
      'Heavy Haul': 'Lowboy',
      Specialized: 'Flatbed',
    });
    expect(['dry-van', 'reefer', 'flatbed', 'step-deck', 'lowboy', 'power-only'].map(trailerTypeOf)).toEqual(['Dry Van', 'Reefer', 'Flatbed', 'Step Deck', 'Lowboy', 'Power Only']);
  });

  it('gives a service name, an empty or a missing equipment a dry van', () => {
    expect(trailerTypeOf('Freight Transportation')).toBe('Dry Van');
    expect(trailerTypeOf('')).toBe('Dry Van');
    expect(trailerTypeOf(undefined)).toBe('Dry Van');
  });

  it('lists a carrier’s trailer types once each, in the board’s order', () => {
    expect(trailerTypesOf(['Refrigerated Trailer', 'Dry Van', 'Heavy Haul', 'Lowboy'])).toEqual(['Dry Van', 'Reefer', 'Lowboy']);
    expect(trailerTypesOf()).toEqual([]);
    expect(new Set(TRAILER_TYPES).size).toBe(TRAILER_TYPES.length);
  });
});
