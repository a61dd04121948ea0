import { Accessorial, type AccessorialRecord } from '../models/accessorial.model';
import { CarrierRate, type CarrierRateRecord } from '../models/carrier-rate.model';
import { EquipmentPricing, type EquipmentPricingRecord } from '../models/equipment-pricing.model';
import { WebsiteContent, type WebsiteContentRecord } from '../models/website-content.model';
import { RecordView } from './record-view';

/** A list of admin-maintained records: newest first, and the count of active ones for the overview. */
const activeView = <Doc extends { id: number; isActive?: boolean }>(stream: string, model: () => import('mongoose').Model<Doc>) =>
  new RecordView<Doc>(stream, model, { id: 1, isActive: 1 }, (record) => ({ id: record.id, at: record.id, tags: record.isActive ? ['active'] : [], words: [] }));

export const carrierRateView = activeView<CarrierRateRecord>('carrier_rates', () => CarrierRate);
export const equipmentPricingView = activeView<EquipmentPricingRecord>('equipment_pricing', () => EquipmentPricing);
export const websiteContentView = activeView<WebsiteContentRecord>('website_content', () => WebsiteContent);
export const accessorialView = activeView<AccessorialRecord>('accessorials', () => Accessorial);
