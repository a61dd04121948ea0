import { model, Schema } from 'mongoose';

/**
 * A tracking link, found by the sha256 of its token (`_id`): the token itself is never stored, so a
 * copy of the database cannot be turned into working links. Revoking deletes it; the shipment keeps
 * the hash of its one live link, so a new link replaces the old.
 */
export interface TrackingLinkRecord {
  _id: string;
  shipmentId: number;
  createdAt: Date;
}

const trackingLinkSchema = new Schema<TrackingLinkRecord>({
  _id: { type: String },
  shipmentId: { type: Number, required: true },
  createdAt: { type: Date, required: true },
});

export const TrackingLink = model<TrackingLinkRecord>('TrackingLink', trackingLinkSchema, 'tracking_links');
