/** The in-browser instant quote calculator. Pure functions, no I/O. */
import { groupThousands } from './format';
import type { PORTAL_QUOTE_SERVICES } from './lists';

export interface CalculatorServiceType {
  value: string;
  label: string;
  multiplier: number;
  baseRate: number;
  /** The portal request form's service that books it. */
  portalService: (typeof PORTAL_QUOTE_SERVICES)[number];
}

export const CALCULATOR_SERVICE_TYPES: readonly CalculatorServiceType[] = [
  { value: 'standard', label: 'Standard Freight', multiplier: 1, baseRate: 150, portalService: 'Freight Transportation' },
  { value: 'expedited', label: 'Expedited Delivery', multiplier: 1.5, baseRate: 225, portalService: 'Freight Transportation' },
  { value: 'overnight', label: 'Overnight Express', multiplier: 2.5, baseRate: 375, portalService: 'Freight Transportation' },
  { value: 'ltl', label: 'Less Than Truckload', multiplier: 0.8, baseRate: 120, portalService: 'Freight Transportation' },
  { value: 'ftl', label: 'Full Truckload', multiplier: 1.2, baseRate: 180, portalService: 'Freight Transportation' },
  { value: 'specialized', label: 'Specialized Cargo', multiplier: 1.8, baseRate: 270, portalService: 'Freight Transportation' },
];

export interface CargoType {
  value: string;
  label: string;
  multiplier: number;
}

export const CARGO_TYPES: readonly CargoType[] = [
  { value: 'general', label: 'General Freight', multiplier: 1 },
  { value: 'fragile', label: 'Fragile Items', multiplier: 1.3 },
  { value: 'hazardous', label: 'Hazardous Materials', multiplier: 1.6 },
  { value: 'perishable', label: 'Perishable Goods', multiplier: 1.4 },
  { value: 'oversized', label: 'Oversized Cargo', multiplier: 1.5 },
  { value: 'valuable', label: 'High-Value Items', multiplier: 1.7 },
];

export interface CalculatorInput {
  originZip: string;
  destinationZip: string;
  weight: string | number;
  serviceType: string;
  cargoType: string;
  dimensions?: { length?: string; width?: string; height?: string };
  deliveryTime?: string;
}

export interface CalculatorResult {
  baseRate: number;
  distanceRate: number;
  weightRate: number;
  serviceMultiplier: number;
  totalCost: number;
  estimatedDays: string;
}

const toInt = (zip: string): number => {
  const n = parseInt(zip, 10);
  return Number.isNaN(n) ? 0 : n;
};

/** Distance proxy: |origin - destination| with ZIPs read as integers, non-numbers as 0. */
export function distanceProxy(originZip: string, destinationZip: string): number {
  return Math.abs(toInt(originZip) - toInt(destinationZip));
}

export function distanceCharge(d: number): number {
  if (d < 100) return 50 + 2 * d;
  if (d < 500) return 150 + 1.5 * d;
  if (d < 1000) return 300 + 1.2 * d;
  return 500 + d;
}

/**
 * Half-up to cents. Snapping n*100 to 12 significant digits first removes binary noise, so an exact
 * half cent such as 516.675 (computed as 516.67499999…) rounds up as a person would.
 */
export const roundToCents = (n: number): number => Math.round(Number((n * 100).toPrecision(12))) / 100;

export function estimateDays(serviceType: string, d: number): string {
  switch (serviceType) {
    case 'overnight':
      return '1 business day';
    case 'expedited':
      return d < 500 ? '1-2 business days' : '2-3 business days';
    case 'standard':
      if (d < 300) return '2-3 business days';
      return d < 800 ? '3-5 business days' : '5-7 business days';
    case 'ltl':
      return '3-7 business days';
    case 'ftl':
      return d < 500 ? '1-3 business days' : '3-5 business days';
    case 'specialized':
      return '3-10 business days';
    default:
      return '3-5 business days';
  }
}

/** The most a legal US truckload weighs (federal gross vehicle limit), so the most one quote can carry. */
export const MAX_SHIPMENT_WEIGHT_LBS = 80_000;

/** The calculator form's rules, plus the weight bounds the formula needs to make sense. */
export const CALCULATOR_MESSAGES = {
  originZip: 'Please enter origin ZIP code',
  destinationZip: 'Please enter destination ZIP code',
  weight: 'Please enter weight',
  weightNotPositive: 'Weight must be more than 0 lbs',
  weightTooHigh: `Weight must be at most ${groupThousands(MAX_SHIPMENT_WEIGHT_LBS)} lbs, a full truckload`,
} as const;

const MIN_ZIP_LENGTH = 5;
const NUMBER = /^\d+(\.\d+)?$/;

export type CalculatorFieldErrors = Partial<Record<'originZip' | 'destinationZip' | 'weight', string>>;

/**
 * Why the calculator refuses these inputs, per field (empty when it may price them). ZIP codes are
 * not format-checked, only their length; the weight must be a positive number of
 * pounds that fits on one truck.
 */
export function calculatorInputErrors(input: Pick<CalculatorInput, 'originZip' | 'destinationZip' | 'weight'>): CalculatorFieldErrors {
  const errors: CalculatorFieldErrors = {};
  if (String(input.originZip ?? '').trim().length < MIN_ZIP_LENGTH) errors.originZip = CALCULATOR_MESSAGES.originZip;
  if (String(input.destinationZip ?? '').trim().length < MIN_ZIP_LENGTH) errors.destinationZip = CALCULATOR_MESSAGES.destinationZip;
  const weightText = String(input.weight ?? '').trim();
  const weight = Number(weightText);
  if (weightText === '') errors.weight = CALCULATOR_MESSAGES.weight;
  else if (weightText.startsWith('-') || (NUMBER.test(weightText) && weight <= 0)) errors.weight = CALCULATOR_MESSAGES.weightNotPositive;
  else if (!NUMBER.test(weightText) || !Number.isFinite(weight)) errors.weight = CALCULATOR_MESSAGES.weight;
  else if (weight > MAX_SHIPMENT_WEIGHT_LBS) errors.weight = CALCULATOR_MESSAGES.weightTooHigh;
  return errors;
}

/**
 * A calculator quote's equipment as the quote and its shipment keep it: the service's label and the
 * cargo's, "Full Truckload / General Freight" (see serviceOfEquipment, which reads the service back).
 */
export const calculatorEquipmentType = (service: Pick<CalculatorServiceType, 'label'>, cargo: Pick<CargoType, 'label'>): string => `${service.label} / ${cargo.label}`;

/** A calculator service type by its value (the one lookup for labels, multipliers and portal services). */
export const calculatorServiceOf = (value: string | null | undefined) => CALCULATOR_SERVICE_TYPES.find((s) => s.value === value);

/**
 * Whether a quote form's service is the one LTL freight is booked under (the calculator's LTL maps
 * to it), so the form asks for the pieces with their dimensions.
 */
export const takesLtlPieces = (service: string): boolean => service !== '' && calculatorServiceOf('ltl')?.portalService === service;

/** A cargo type by its value. */
export const cargoTypeOf = (value: string | null | undefined) => CARGO_TYPES.find((c) => c.value === value);

/** True when the Calculate button may be pressed. */
export function canCalculate(input: CalculatorInput): boolean {
  return [input.originZip, input.destinationZip, String(input.weight ?? ''), input.serviceType, input.cargoType].every(
    (v) => v.trim() !== '',
  );
}

/**
 * Returns null when the service or cargo type is unknown (the calculation stops silently) or when
 * the inputs break calculatorInputErrors: no price is ever shown for a lane or weight it refuses.
 * `roadMiles` is given only when staff set the calculator's distance to road miles.
 */
export function calculateQuote(input: CalculatorInput, options: { roadMiles?: number } = {}): CalculatorResult | null {
  if (Object.keys(calculatorInputErrors(input)).length > 0) return null;
  const service = calculatorServiceOf(input.serviceType);
  const cargo = cargoTypeOf(input.cargoType);
  if (!service || !cargo) return null;

  // The specified distance unless staff chose road miles (then the same tiers apply to the lane's road miles).
  const d = options.roadMiles ?? distanceProxy(input.originZip, input.destinationZip);
  const weight = Number(input.weight) || 0;
  const distanceRate = 0.85 * distanceCharge(d);
  const weightRate = 0.45 * weight;
  // Both factors have one decimal, so four decimals keep the product exact without float noise (1.9500000000000002).
  const serviceMultiplier = Math.round(service.multiplier * cargo.multiplier * 10_000) / 10_000;

  return {
    baseRate: service.baseRate,
    distanceRate,
    weightRate,
    serviceMultiplier,
    totalCost: roundToCents((service.baseRate + distanceRate + weightRate) * serviceMultiplier),
    estimatedDays: estimateDays(service.value, d),
  };
}

/** US dollars with cents, rounded half-up like the total (Intl alone would show 763.725 as $763.72). */
export const formatUsd = (n: number): string =>
  roundToCents(n).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
