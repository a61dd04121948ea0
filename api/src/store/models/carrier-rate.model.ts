import { model, Schema } from 'mongoose';
import type { CarrierRate as ApiCarrierRate } from '@freight/domain';
import type { Dated } from '../records';

export type CarrierRateRecord = Dated<ApiCarrierRate> & { serviceKey?: string };

/** Amounts are text, as the spec keeps them (the admins type them in freely). */
const amount = { type: String, required: true, trim: true };

const carrierRateSchema = new Schema<CarrierRateRecord>(
  {
    id: { type: Number, required: true, unique: true },
    carrierName: { type: String, required: true, trim: true },
    serviceType: { type: String, required: true, trim: true },
    // serviceKeyOf(serviceType), kept by the store: a load or a quote reads only its service's rates.
    serviceKey: { type: String, private: true },
    baseRate: amount,
    perMileRate: amount,
    perPoundRate: amount,
    minimumCharge: amount,
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'carrier_rates' },
);

// Newest first is the unique id index read backwards; the overview counts the active ones.
carrierRateSchema.index({ isActive: 1 });
// Pricing a load or a quote reads the active rates of its service, newest first.
carrierRateSchema.index({ isActive: 1, serviceKey: 1, id: -1 });

export const CarrierRate = model<CarrierRateRecord>('CarrierRate', carrierRateSchema);
