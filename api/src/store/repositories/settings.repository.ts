import { type PricingSettings, pricingSettingsOf } from '@freight/domain';
import { Setting } from '../models/setting.model';

const PRICING = 'pricing';

/**
 * Staff's pricing settings (margin, the calculator's distance): one document read and written by
 * its `_id`, so both ways reach it without a scan. Unset, the defaults hold (the specified distance).
 */
export const pricingSettings = {
  async get(): Promise<PricingSettings> {
    return pricingSettingsOf(await Setting.findById(PRICING).lean());
  },
  async save(settings: PricingSettings): Promise<PricingSettings> {
    await Setting.updateOne({ _id: PRICING }, { $set: settings }, { upsert: true });
    return this.get();
  },
};
