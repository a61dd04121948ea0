import { model, Schema } from 'mongoose';
import type { Accessorial as ApiAccessorial } from '@freight/domain';
import type { Dated } from '../records';
import { centsPath } from './money-fields';

/** `priceCents` is the price as the database keeps it; a read shows it as `price` (money-fields). */
export type AccessorialRecord = Dated<ApiAccessorial> & { priceCents?: number | null };

const accessorialSchema = new Schema<AccessorialRecord>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true, unique: true, trim: true },
    // Whole cents (money-fields); the text path keeps only a price that is no amount in cents.
    priceCents: centsPath,
    price: { type: String, trim: true },
    description: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'accessorials' },
);

// Newest first is the unique id index read backwards; the quote forms read the active ones, newest first.
accessorialSchema.index({ isActive: 1, id: -1 });

export const Accessorial = model<AccessorialRecord>('Accessorial', accessorialSchema);
