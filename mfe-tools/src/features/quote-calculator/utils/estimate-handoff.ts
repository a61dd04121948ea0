/** Where an estimate goes next: the portal, to book it, or the quotes desk, by email. */
import { ESTIMATE_NOTE, formatUsd, QUOTES_EMAIL, type QuoteEstimate } from '@freight/domain';
import type { Estimate } from '../hooks/use-quote-calculator';
import { cargoLabel, formatWeight, serviceLabel } from './estimate-labels';

/** What the portal's booking needs of an estimate: the inputs it prices again, not the price shown. */
export function toQuoteEstimate({ input }: Estimate): QuoteEstimate {
  const { originZip, destinationZip, weight, serviceType, cargoType } = input;
  return { originZip, destinationZip, weight, serviceType, cargoType };
}

function dimensionsLine({ length, width, height }: Estimate['input']): string {
  if (!length && !width && !height) return 'Not provided';
  return `${length || '?'} × ${width || '?'} × ${height || '?'} in (L × W × H)`;
}

/** mailto: to the quotes desk, prefilled with the shipment and the instant estimate. */
export function detailedQuoteMailto(estimate: Estimate): string {
  const { input, result } = estimate;
  const subject = `Detailed Quote Request: ${input.originZip} to ${input.destinationZip}`;
  const body = [
    'Hello Harborline team,',
    '',
    'I would like a detailed quote for this shipment:',
    '',
    `Origin ZIP: ${input.originZip}`,
    `Destination ZIP: ${input.destinationZip}`,
    `Weight: ${formatWeight(input.weight)}`,
    `Dimensions: ${dimensionsLine(input)}`,
    `Service type: ${serviceLabel(input.serviceType)}`,
    `Cargo type: ${cargoLabel(input.cargoType)}`,
    '',
    `Instant estimate: ${formatUsd(result.totalCost)}`,
    `Estimated delivery: ${result.estimatedDays}`,
    ESTIMATE_NOTE,
    '',
    'Thank you.',
  ].join('\n');
  return `mailto:${QUOTES_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
