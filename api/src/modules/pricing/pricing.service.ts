import {
  calculatorServiceOf,
  type CarrierRate,
  carrierRateFor,
  parseAmount,
  piecesWeightLbs,
  priceSuggestion,
  type PriceSuggestion,
  type PricingSettings,
  type QuoteSuggestions,
  serviceOfEquipment,
  SUGGESTION_TEXTS,
} from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import { carrierRates, pricingSettings, type QuoteFields } from '../../store';

/** More active carrier rates than staff keep (the scale bench holds 500). */
const MAX_RATES = 1_000;

/** The active carrier rates of a service: the same name, whatever the case and spacing (serviceKeyOf). */
export async function activeRatesFor(service: string): Promise<CarrierRate[]> {
  return (await carrierRates.activeOf(service, MAX_RATES)) as unknown as CarrierRate[];
}

/**
 * The carrier rate a new load is posted on the board with, so Book now works from the start: the
 * cheapest active carrier rate of its equipment's service (serviceOfEquipment) on the lane's road
 * miles and the weight, as "1234.50"; null when a ZIP code is unknown or no rate applies (staff post one).
 */
export async function suggestedCarrierRate(load: { equipment: string; originZip: string; destinationZip: string; weightLbs: number }): Promise<string | null> {
  const lane = laneBetween(load.originZip, load.destinationZip, 'truckload');
  if (!lane.ok) return null;
  const charges = (await activeRatesFor(serviceOfEquipment(load.equipment))).flatMap((rate) => {
    const charge = carrierRateFor(rate, { miles: lane.facts.roadMiles, weightLbs: load.weightLbs });
    return charge && charge.carrierCharge > 0 ? [charge.carrierCharge] : [];
  });
  return charges.length ? Math.min(...charges).toFixed(2) : null;
}

export const getPricingSettings = () => pricingSettings.get();
export const savePricingSettings = (settings: PricingSettings) => pricingSettings.save(settings);

/**
 * The carrier rates' service a quote is priced by: the calculator's service when it came from the
 * calculator; for a lane typed into a quote form, the chosen equipment's (its trailer type's: a
 * flatbed by the Flatbed rates), else Less Than Truckload with LTL pieces and Full Truckload without.
 */
export function suggestionService(quote: Pick<QuoteFields, 'serviceType' | 'equipmentType' | 'pieces' | 'lane'>): string | null {
  const calculator = calculatorServiceOf(quote.serviceType)?.label;
  if (calculator) return calculator;
  if (!quote.lane) return null;
  if (quote.equipmentType) return serviceOfEquipment(quote.equipmentType);
  return quote.pieces?.length ? 'Less Than Truckload' : 'Full Truckload';
}

/**
 * For staff pricing a quote: each active carrier rate of the quote's service applied to its lane
 * (road miles, weight), floored at the rate's minimum, plus the accessorials as priced when it was
 * requested, plus staff's margin. Cheapest first.
 */
export async function quoteSuggestions(quote: QuoteFields): Promise<QuoteSuggestions> {
  const { marginPercent } = await pricingSettings.get();
  const service = suggestionService(quote);
  const miles = quote.lane?.roadMiles ?? null;
  const weightLbs = quote.pieces?.length ? piecesWeightLbs(quote.pieces) : parseAmount(quote.weight);
  const base = { serviceLabel: service, miles, weightLbs, marginPercent, suggestions: [] as PriceSuggestion[] };
  if (!service || miles === null || weightLbs === null) return { ...base, unavailable: SUGGESTION_TEXTS.noLane };
  const accessorials = (quote.accessorials ?? []).map((a) => ({ name: a.name, price: parseAmount(a.price) ?? 0 }));
  const suggestions = (await activeRatesFor(service))
    .map((rate) => priceSuggestion(rate, { miles, weightLbs }, accessorials, marginPercent))
    .filter((s): s is PriceSuggestion => s !== null)
    .sort((a, b) => a.suggestedPrice - b.suggestedPrice);
  return { ...base, suggestions, unavailable: suggestions.length ? null : SUGGESTION_TEXTS.noRates(service) };
}
