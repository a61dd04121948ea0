import { densityOf, freightClassForDensity, type FreightPiece, type QuoteEstimate, transitModeOf } from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import { pricingSettings } from '../../store';
import { chosenAccessorials } from '../admin-records/accessorials';

/**
 * What a quote request carries beyond the form's text: the lane's miles and transit time (when it
 * has an estimate), the extra services as priced now, and the LTL pieces with their density and
 * class. Everything is checked before anything is stored: an accessorial no longer offered is a 400
 * on its field. A ZIP code the dataset does not know is a 400 on its field only when the calculator
 * prices on road miles (staff's setting); with the specified ZIP difference, the estimate is taken
 * as the calculator gave it and the quote simply has no lane miles (never a made-up distance).
 */
export async function quoteExtras(input: { estimate?: QuoteEstimate; accessorialIds?: number[]; pieces?: FreightPiece[] }) {
  const extras: Record<string, unknown> = {};
  if (input.estimate) {
    const lane = laneBetween(input.estimate.originZip, input.estimate.destinationZip, transitModeOf(input.estimate.serviceType));
    if (!lane.ok && (await pricingSettings.get()).calculatorDistance === 'road-miles') {
      const errors = Object.fromEntries(Object.entries(lane.errors).map(([field, message]) => [`estimate.${field}`, message]));
      throw new ApiError(400, Object.values(errors)[0], errors);
    }
    if (lane.ok) extras.lane = lane.facts;
    extras.serviceType = input.estimate.serviceType;
  }
  const accessorials = await chosenAccessorials(input.accessorialIds);
  if (accessorials.length) extras.accessorials = accessorials;
  if (input.pieces?.length) {
    const density = densityOf(input.pieces);
    extras.pieces = input.pieces;
    extras.density = density;
    extras.freightClass = density === null ? null : freightClassForDensity(density);
  }
  return extras;
}
