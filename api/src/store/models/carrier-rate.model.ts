import { type HydratedDocument, model, Schema } from 'mongoose';
import type { CarrierRate as ApiCarrierRate } from '@freight/domain';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { toJSON } from './to-json';

export interface CarrierRateRecord extends Omit<ApiCarrierRate, 'createdAt' | 'updatedAt'> {
  /** The id as a string (see core/id-key). */
  _id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type CarrierRateDocument = HydratedDocument<CarrierRateRecord>;

/** Amounts are text, as the spec keeps them (the admins type them in freely). */
const amount = { type: String, required: true, trim: true };

const carrierRateSchema = new Schema<CarrierRateRecord>(
  {
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    carrierName: { type: String, required: true, trim: true },
    serviceType: { type: String, required: true, trim: true },
    baseRate: amount,
    perMileRate: amount,
    perPoundRate: amount,
    minimumCharge: amount,
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'carrier_rates' },
);

// The query way: newest first is the unique id index read backwards; the overview counts the active ones.
carrierRateSchema.index({ isActive: 1 });
// Staff's price suggestion reads the active rates, newest first.
carrierRateSchema.index({ isActive: 1, id: -1 });
carrierRateSchema.plugin(idKeyFromId);
carrierRateSchema.plugin(changeLogged('carrier_rates'));
carrierRateSchema.plugin(toJSON);

export const CarrierRate = model<CarrierRateRecord>('CarrierRate', carrierRateSchema);
