import { model, Schema } from 'mongoose';
import type { WebsiteContent as ApiWebsiteContent } from '@freight/domain';
import type { Dated } from '../records';

export type WebsiteContentRecord = Dated<ApiWebsiteContent>;

const websiteContentSchema = new Schema<WebsiteContentRecord>(
  {
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
// The overview counts the active ones.
websiteContentSchema.index({ isActive: 1 });

export const WebsiteContent = model<WebsiteContentRecord>('WebsiteContent', websiteContentSchema);
