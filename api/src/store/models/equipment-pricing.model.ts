import { type HydratedDocument, model, Schema } from 'mongoose';
import type { EquipmentPricing as ApiEquipmentPricing } from '@freight/domain';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { toJSON } from './to-json';

export interface EquipmentPricingRecord extends Omit<ApiEquipmentPricing, 'createdAt' | 'updatedAt'> {
  /** The id as a string (see core/id-key). */
  _id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type EquipmentPricingDocument = HydratedDocument<EquipmentPricingRecord>;

const equipmentPricingSchema = new Schema<EquipmentPricingRecord>(
  {
    _id: { type: String },
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

// The query way: newest first is the unique id index read backwards; the overview counts the active ones.
equipmentPricingSchema.index({ isActive: 1 });
equipmentPricingSchema.plugin(idKeyFromId);
equipmentPricingSchema.plugin(changeLogged('equipment_pricing'));
equipmentPricingSchema.plugin(toJSON);

export const EquipmentPricing = model<EquipmentPricingRecord>('EquipmentPricing', equipmentPricingSchema);
