import { model, Schema } from 'mongoose';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Where an email comes from: the record whose change asked for it (its outbox holds the request). */
export interface MailSource {
  collection: 'quotes' | 'users' | 'shipments' | 'invoices' | 'payables';
  id: number;
}
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One email: what is sent, and how its delivery went. `_id` is the outbox entry's key. */
export interface MailMessageRecord {
  _id: string;
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  source: MailSource;
  status: MailStatus;
  attempts: number;
  lastError?: string;
  sentAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const mailMessageSchema = new Schema<MailMessageRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: String,
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    source: { collection: String, id: Number },
    status: { type: String, enum: MAIL_STATUSES, default: 'queued' },
    attempts: { type: Number, default: 0 },
    lastError: String,
    sentAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'mail_messages' },
);
mailMessageSchema.index({ status: 1, updatedAt: -1 });

export const MailMessage = model<MailMessageRecord>('MailMessage', mailMessageSchema);

/**
 * The deliveries still to do, one small document each (`_id` = the message's), deleted once the
 * message is sent or failed. A job is written before the change that asks for its email, due a
 * little later: if that change is stored but its email never recorded (a crash in between), the
 * worker finds the job, renders the email from the record's outbox entry and sends it; if the
 * change was never stored, the worker drops the job (repositories/mail.repository).
 */
export interface MailJobRecord {
  _id: string;
  /** The try this job is waiting for (1-based). */
  attempt: number;
  dueAt: Date;
  /** The record whose outbox holds the email (for a job whose message was never recorded). */
  source?: MailSource;
  /** When the job was written ahead of its change (a job whose change never came is dropped a while after). */
  expectedAt?: Date;
  /** Which worker holds this try, until dueAt (its lease). */
  leasedBy?: string;
}

const mailJobSchema = new Schema<MailJobRecord>(
  {
    _id: { type: String, required: true },
    attempt: { type: Number, required: true },
    dueAt: { type: Date, required: true },
    source: { collection: String, id: Number },
    expectedAt: Date,
    leasedBy: String,
  },
  { versionKey: false, collection: 'mail_jobs' },
);

// The worker's poll: the job due first.
mailJobSchema.index({ dueAt: 1 });
export const MailJob = model<MailJobRecord>('MailJob', mailJobSchema);
