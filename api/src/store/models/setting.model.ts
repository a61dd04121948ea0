import { model, Schema } from 'mongoose';

/** Staff's settings, one document per group under a fixed `_id` (read by `_id` in either way). */
export interface PricingSettingsRecord {
  _id: string;
  marginPercent: number;
  calculatorDistance: string;
  updatedAt?: Date;
}

const settingSchema = new Schema<PricingSettingsRecord>(
  { _id: { type: String }, marginPercent: Number, calculatorDistance: String },
  { timestamps: true, collection: 'settings', versionKey: false },
);

export const Setting = model<PricingSettingsRecord>('Setting', settingSchema);
