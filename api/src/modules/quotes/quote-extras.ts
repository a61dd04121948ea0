import { densityOf, freightClassForDensity, type FreightPiece, type QuoteEstimate, transitModeOf } from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import { chosenAccessorials } from '../admin-records/accessorials';

/**
 * What a quote request carries beyond the form's text: the lane's miles and transit time (when it
 * has an estimate), the extra services as priced now, and the LTL pieces with their density and
 * class. Everything is checked before anything is stored: an unknown ZIP code or an accessorial no
 * longer offered is a 400 on its field.
 */
export async function quoteExtras(input: { estimate?: QuoteEstimate; accessorialIds?: number[]; pieces?: FreightPiece[] }) {
  const extras: Record<string, unknown> = {};
  if (input.estimate) {
    const lane = laneBetween(input.estimate.originZip, input.estimate.destinationZip, transitModeOf(input.estimate.serviceType));
    if (!lane.ok) {
      const errors = Object.fromEntries(Object.entries(lane.errors).map(([field, message]) => [`estimate.${field}`, message]));
      throw new ApiError(400, Object.values(errors)[0], errors);
    }
    extras.lane = lane.facts;
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
