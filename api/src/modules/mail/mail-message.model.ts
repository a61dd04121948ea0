import { model, Schema } from 'mongoose';
import { changeLogged } from '../../core/change-log';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
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
  source: { collection: string; id: number };
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
mailMessageSchema.plugin(changeLogged('mail_messages', '_id'));

export const MailMessage = model<MailMessageRecord>('MailMessage', mailMessageSchema);

/**
 * The deliveries still to do, one small document each, deleted once the message is sent or
 * failed. Workers poll this collection only: FerretDB pushes down nothing but `_id` equality,
 * so the query that runs every few seconds must scan a handful of documents, not every email.
 */
export interface MailJobRecord {
  _id: string;
  /** The try this job is waiting for (1-based); claims are taken per try. */
  attempt: number;
  dueAt: Date;
}

const mailJobSchema = new Schema<MailJobRecord>(
  { _id: { type: String, required: true }, attempt: { type: Number, required: true }, dueAt: { type: Date, required: true } },
  { versionKey: false, collection: 'mail_jobs' },
);

// The worker's poll (due jobs); on MongoDB it reads only what is due.
mailJobSchema.index({ dueAt: 1 });
export const MailJob = model<MailJobRecord>('MailJob', mailJobSchema);

/**
 * `<message>:<try>` is inserted by the worker that makes that try. A unique insert is the one
 * atomic step FerretDB v1 gives across processes (conditional updates are not), so exactly one
 * worker wins each try. A claim is never reused: a retry is a new try with a new claim.
 */
export interface MailClaimRecord {
  _id: string;
  worker: string;
  at: Date;
}

const mailClaimSchema = new Schema<MailClaimRecord>(
  { _id: { type: String, required: true }, worker: String, at: Date },
  { versionKey: false, collection: 'mail_claims' },
);

export const MailClaim = model<MailClaimRecord>('MailClaim', mailClaimSchema);
