import { model, Schema } from 'mongoose';

/** An email as the demo mailbox's SMTP server received it. */
export interface CaughtMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface DemoMailRecord extends CaughtMail {
  receivedAt: Date;
}

const demoMailSchema = new Schema<DemoMailRecord>(
  {
    envelopeFrom: String,
    envelopeTo: [String],
    from: String,
    to: String,
    replyTo: String,
    subject: String,
    text: String,
    html: String,
    headers: { type: Schema.Types.Mixed, default: {} },
    receivedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: 'demo_mail' },
);

// The mailbox page (newest first) and its trim.
demoMailSchema.index({ receivedAt: -1 });
export const DemoMail = model<DemoMailRecord>('DemoMail', demoMailSchema);
