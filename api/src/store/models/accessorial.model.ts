import { model, Schema } from 'mongoose';
import type { Accessorial as ApiAccessorial } from '@freight/domain';
import type { Dated } from '../records';

export type AccessorialRecord = Dated<ApiAccessorial>;

const accessorialSchema = new Schema<AccessorialRecord>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true, unique: true, trim: true },
    price: { type: String, required: true, trim: true },
    description: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'accessorials' },
);

// Newest first is the unique id index read backwards; the quote forms read the active ones, newest first.
accessorialSchema.index({ isActive: 1, id: -1 });

export const Accessorial = model<AccessorialRecord>('Accessorial', accessorialSchema);
