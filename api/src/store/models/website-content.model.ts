import { type HydratedDocument, model, Schema } from 'mongoose';
import type { WebsiteContent as ApiWebsiteContent } from '@freight/domain';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { toJSON } from './to-json';

export interface WebsiteContentRecord extends Omit<ApiWebsiteContent, 'updatedAt'> {
  /** The id as a string (see id-key). */
  _id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type WebsiteContentDocument = HydratedDocument<WebsiteContentRecord>;

const websiteContentSchema = new Schema<WebsiteContentRecord>(
  {
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    section: { type: String, required: true, trim: true },
    contentKey: { type: String, required: true, trim: true },
    contentValue: { type: String, required: true },
    contentType: { type: String, default: 'text' },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'website_content' },
);

websiteContentSchema.index({ section: 1, contentKey: 1 });
// The query way: the overview counts the active ones.
websiteContentSchema.index({ isActive: 1 });
websiteContentSchema.plugin(idKeyFromId);
websiteContentSchema.plugin(changeLogged('website_content'));
websiteContentSchema.plugin(toJSON);

export const WebsiteContent = model<WebsiteContentRecord>('WebsiteContent', websiteContentSchema);
