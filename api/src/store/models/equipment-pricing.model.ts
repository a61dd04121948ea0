import { model, Schema } from 'mongoose';
import type { EquipmentPricing as ApiEquipmentPricing } from '@freight/domain';
import type { Dated } from '../records';

export type EquipmentPricingRecord = Dated<ApiEquipmentPricing>;

const equipmentPricingSchema = new Schema<EquipmentPricingRecord>(
  {
    id: { type: Number, required: true, unique: true },
    equipmentType: { type: String, required: true, unique: true, trim: true },
    equipmentName: { type: String, required: true, trim: true },
    description: { type: String, trim: true },
    baseMileRate: { type: String, required: true, trim: true },
    minimumRate: { type: String, required: true, trim: true },
    weightCapacity: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'equipment_pricing' },
);

// Newest first is the unique id index read backwards; the overview counts the active ones.
equipmentPricingSchema.index({ isActive: 1 });

export const EquipmentPricing = model<EquipmentPricingRecord>('EquipmentPricing', equipmentPricingSchema);
