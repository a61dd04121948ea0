import { type HydratedDocument, model, Schema } from 'mongoose';
import { toJSON } from '../../core/to-json';

export const NOTIFICATION_TYPES = ['quote.created'] as const;
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * The outbox: one document per email staff should get. Written in the request that caused it;
 * a separate delivery step sends the pending ones, so a mail outage never loses or delays a quote.
 */
export interface NotificationRecord {
  id: number;
  type: NotificationType;
  quoteId: number;
  to: string;
  subject: string;
  body: string;
  status: NotificationStatus;
  attempts: number;
  lastError?: string;
  sentAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NotificationDocument = HydratedDocument<NotificationRecord>;

const notificationSchema = new Schema<NotificationRecord>(
  {
    id: { type: Number, required: true, unique: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    quoteId: { type: Number, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, enum: NOTIFICATION_STATUSES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    lastError: String,
    sentAt: Date,
  },
  { timestamps: true, collection: 'notifications' },
);

// What the delivery step asks for: the oldest pending messages first.
notificationSchema.index({ status: 1, createdAt: 1 });
notificationSchema.index({ quoteId: 1 });
notificationSchema.plugin(toJSON);

export const Notification = model<NotificationRecord>('Notification', notificationSchema);
