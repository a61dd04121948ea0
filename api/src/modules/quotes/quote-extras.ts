import { densityOf, freightClassForDensity, type FreightPiece, type QuoteEstimate, type QuoteLane, type QuoteLaneRequest, transitModeOf } from '@freight/domain';
import { laneBetween, type LaneLookup } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import { pricingSettings } from '../../store';
import { chosenAccessorials } from '../admin-records/accessorials';

const place = ({ zip, city, state }: { zip: string; city: string; state: string }) => ({ zip, city, state });

/** The lane as stored: miles, transit time and both places from the ZIP data. */
const storedLane = (lane: Extract<LaneLookup, { ok: true }>): QuoteLane => ({ ...lane.facts, origin: place(lane.origin), destination: place(lane.destination) });

/**
 * The lane typed into a quote form (when there is no calculator estimate): both ZIP codes must be
 * in the ZIP data (a 400 on each unknown one, whatever the pricing setting: the customer typed it);
 * the miles are computed here, never taken from the client. Weight, pickup date and equipment are
 * kept as given (the schema checked them).
 */
function formLane(input: QuoteLaneRequest & { pieces?: FreightPiece[] }, hasEstimate: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!hasEstimate && input.originZip && input.destinationZip) {
    const lane = laneBetween(input.originZip, input.destinationZip, transitModeOf(input.pieces?.length ? 'ltl' : undefined));
    if (!lane.ok) throw new ApiError(400, Object.values(lane.errors)[0]!, lane.errors);
    fields.originZip = lane.origin.zip;
    fields.destinationZip = lane.destination.zip;
    fields.distance = String(lane.facts.roadMiles);
    fields.lane = storedLane(lane);
  }
  if (!hasEstimate && input.weight !== undefined && input.weight !== null && input.weight !== '') fields.weight = String(Number(input.weight));
  if (input.pickupDate) fields.pickupDate = input.pickupDate;
  if (input.equipmentType) fields.equipmentType = input.equipmentType;
  return fields;
}

/**
 * What a quote request carries beyond the form's text: the lane's miles and transit time (from the
 * calculator's estimate, or else from the form's lane fields), the extra services as priced now, and the LTL pieces with their density and
 * class. Everything is checked before anything is stored: an accessorial no longer offered is a 400
 * on its field. A ZIP code the dataset does not know is a 400 on its field only when the calculator
 * prices on road miles (staff's setting); with the specified ZIP difference, the estimate is taken
 * as the calculator gave it and the quote simply has no lane miles (never a made-up distance).
 */
export async function quoteExtras(input: QuoteLaneRequest & { estimate?: QuoteEstimate; accessorialIds?: number[]; pieces?: FreightPiece[] }) {
  const extras: Record<string, unknown> = formLane(input, Boolean(input.estimate));
  if (input.estimate) {
    const lane = laneBetween(input.estimate.originZip, input.estimate.destinationZip, transitModeOf(input.estimate.serviceType));
    if (!lane.ok && (await pricingSettings.get()).calculatorDistance === 'road-miles') {
      const errors = Object.fromEntries(Object.entries(lane.errors).map(([field, message]) => [`estimate.${field}`, message]));
      throw new ApiError(400, Object.values(errors)[0], errors);
    }
    if (lane.ok) extras.lane = storedLane(lane);
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
