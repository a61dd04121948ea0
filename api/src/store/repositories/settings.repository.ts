import { type CarrierPaySettings, carrierPaySettingsOf, type PricingSettings, pricingSettingsOf } from '@freight/domain';
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

const CARRIER_PAY = 'carrier-pay';

/** Staff's carrier pay settings (the quick pay fee, the standard terms): one document by its `_id`. Unset, the defaults hold (2 %, Net 30). */
export const carrierPaySettings = {
  async get(): Promise<CarrierPaySettings> {
    return carrierPaySettingsOf(await Setting.findById(CARRIER_PAY).lean());
  },
  async save(settings: CarrierPaySettings): Promise<CarrierPaySettings> {
    await Setting.updateOne({ _id: CARRIER_PAY }, { $set: { quickPayFeePercent: settings.quickPayFeePercent, carrierTermsDays: settings.carrierTermsDays } }, { upsert: true });
    return this.get();
  },
};
