import { RecordView } from '../../core/record-view';
import { EquipmentPricing, type EquipmentPricingRecord } from './equipment-pricing.model';

/** Counts of equipment types (all, active) for the overview, newest first. */
export const equipmentPricingView = new RecordView<EquipmentPricingRecord>(
  'equipment_pricing',
  () => EquipmentPricing,
  { id: 1, isActive: 1 },
  (pricing) => ({ id: pricing.id, at: pricing.id, tags: pricing.isActive ? ['active'] : [], text: [] }),
);
