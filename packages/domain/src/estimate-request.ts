import type { QuoteEstimate } from './api-types';
import { calculateQuote, calculatorServiceOf, cargoTypeOf, formatUsd } from './calculator';
import { formatWeightLbs } from './format';
import { PUBLIC_QUOTE_SERVICES } from './lists';

/**
 * A visitor who presses 'Book This Shipment' without an account lands on the landing page's public
 * quote form with the estimate in its project details. These are that form's texts.
 */
export const CARRIED_ESTIMATE = {
  title: 'Your estimate from the Quote Calculator is in this request',
  body: 'We added the lane, weight and estimate to the project details below, and they go with your request. Add your pickup date or anything else we should know.',
  signInLead: 'Have an account?',
  signIn: 'Sign in to book it from your portal',
  heading: 'Estimate from the Quote Calculator',
} as const;

/** The public form's project details for an estimate, one fact a line; null when it cannot be priced. */
export function estimateProjectDetails(estimate: QuoteEstimate): string | null {
  const result = calculateQuote(estimate);
  if (!result) return null;
  const service = calculatorServiceOf(estimate.serviceType)?.label ?? estimate.serviceType;
  const cargo = cargoTypeOf(estimate.cargoType)?.label ?? estimate.cargoType;
  return [
    `${CARRIED_ESTIMATE.heading}:`,
    `Origin ZIP: ${estimate.originZip}`,
    `Destination ZIP: ${estimate.destinationZip}`,
    `Weight: ${formatWeightLbs(estimate.weight)}`,
    `Equipment / service: ${service}, ${cargo}`,
    `Instant estimate: ${formatUsd(result.totalCost)} (estimated delivery ${result.estimatedDays})`,
  ].join('\n');
}

/** The service an estimate is requested as on the public form ('' when the public list has no match). */
export function estimatePublicService(estimate: QuoteEstimate): string {
  const service = calculatorServiceOf(estimate.serviceType)?.portalService ?? '';
  return (PUBLIC_QUOTE_SERVICES as readonly string[]).includes(service) ? service : '';
}
