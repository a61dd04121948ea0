import { model, Schema } from 'mongoose';

/** Staff's settings, one document per group under a fixed `_id` (read by `_id` in either way). */
export interface PricingSettingsRecord {
  _id: string;
  marginPercent: number;
  calculatorDistance: string;
  /** The carrier pay group (`_id` "carrier-pay"). */
  quickPayFeePercent?: number;
  carrierTermsDays?: number;
  updatedAt?: Date;
}

const settingSchema = new Schema<PricingSettingsRecord>(
  { _id: { type: String }, marginPercent: Number, calculatorDistance: String, quickPayFeePercent: Number, carrierTermsDays: Number },
  { timestamps: true, collection: 'settings', versionKey: false },
);

export const Setting = model<PricingSettingsRecord>('Setting', settingSchema);
