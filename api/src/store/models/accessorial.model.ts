import { type HydratedDocument, model, Schema } from 'mongoose';
import type { Accessorial as ApiAccessorial } from '@freight/domain';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { toJSON } from './to-json';

export interface AccessorialRecord extends Omit<ApiAccessorial, 'createdAt' | 'updatedAt'> {
  /** The id as a string (see core/id-key). */
  _id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type AccessorialDocument = HydratedDocument<AccessorialRecord>;

const accessorialSchema = new Schema<AccessorialRecord>(
  {
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true, unique: true, trim: true },
    price: { type: String, required: true, trim: true },
    description: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'accessorials' },
);

// The query way: newest first is the unique id index read backwards; the quote forms read the active ones, newest first.
accessorialSchema.index({ isActive: 1, id: -1 });
accessorialSchema.plugin(idKeyFromId);
accessorialSchema.plugin(changeLogged('accessorials'));
accessorialSchema.plugin(toJSON);

export const Accessorial = model<AccessorialRecord>('Accessorial', accessorialSchema);
