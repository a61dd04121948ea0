import { CALCULATOR_DISTANCES, type CalculatorDistance, DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@freight/domain';
import { Setting } from '../models/setting.model';

const PRICING = 'pricing';

/**
 * Staff's pricing settings (margin, the calculator's distance): one document read and written by
 * its `_id`, so both ways reach it without a scan. Unset, the defaults hold (the specified distance).
 */
export const pricingSettings = {
  async get(): Promise<PricingSettings> {
    const stored = await Setting.findById(PRICING).lean();
    const distance = (CALCULATOR_DISTANCES as readonly string[]).includes(stored?.calculatorDistance ?? '')
      ? (stored!.calculatorDistance as CalculatorDistance)
      : DEFAULT_PRICING_SETTINGS.calculatorDistance;
    const margin = typeof stored?.marginPercent === 'number' ? stored.marginPercent : DEFAULT_PRICING_SETTINGS.marginPercent;
    return { marginPercent: margin, calculatorDistance: distance };
  },
  async save(settings: PricingSettings): Promise<PricingSettings> {
    await Setting.updateOne({ _id: PRICING }, { $set: settings }, { upsert: true });
    return this.get();
  },
};
