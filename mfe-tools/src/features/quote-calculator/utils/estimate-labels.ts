import { calculatorServiceOf, cargoTypeOf, formatWeightLbs } from '@freight/domain';

/** How an estimate's inputs read on screen and in the quote request email. */
export const serviceLabel = (value: string) => calculatorServiceOf(value)?.label ?? value;
export const cargoLabel = (value: string) => cargoTypeOf(value)?.label ?? value;
export const formatWeight = formatWeightLbs;
export const formatMultiplier = (m: number) => `×${m.toFixed(2)}`;
