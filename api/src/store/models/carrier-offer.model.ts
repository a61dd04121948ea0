import { model, Schema } from 'mongoose';
import { type CarrierOffer, OFFER_STATUSES } from '@freight/domain';
import { centsPath } from './money-fields';

export interface CarrierOfferRecord extends Omit<CarrierOffer, 'expiresAt' | 'createdAt'> {
  expiresAt: Date;
  decidedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The amount as the database keeps it; a read shows it as `amount` (money-fields). */
  amountCents?: number;
}

const offerSchema = new Schema<CarrierOfferRecord>(
  {
    id: { type: Number, required: true, unique: true },
    shipmentId: { type: Number, required: true },
    shipmentNumber: String,
    lane: String,
    carrierId: { type: Number, required: true },
    carrierName: String,
    dotNumber: String,
    mcNumber: String,
    kind: { type: String, enum: ['offer', 'book-now'], default: 'offer' },
    // Whole cents (money-fields): an offer's amount is always checked as a price.
    amountCents: { ...centsPath, required: true },
    note: { type: String, default: '' },
    hours: Number,
    expiresAt: { type: Date, required: true },
    status: { type: String, enum: OFFER_STATUSES, default: 'pending' },
    decidedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

// A shipment's offers (all, or one status: the pending ones to decline), a carrier's own, newest first.
offerSchema.index({ shipmentId: 1, status: 1, id: -1 });
offerSchema.index({ shipmentId: 1, id: -1 });
offerSchema.index({ carrierId: 1, id: -1 });

export const CarrierOfferModel = model<CarrierOfferRecord>('CarrierOffer', offerSchema, 'carrier_offers');
