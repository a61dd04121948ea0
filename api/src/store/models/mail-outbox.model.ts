import { Schema } from 'mongoose';

/**
 * A request for one email, embedded in the document whose change caused it and written in the
 * same insert or update (the embedded engine has no multi-document transactions). The entry is
 * the durable promise; `releaseOutbox` turns it into a delivery record right after the write,
 * and the outbox sweep does it for entries a crash left behind.
 */
export interface OutboxEntry {
  /** Unique per email; becomes the delivery record's `_id`, so releasing twice is harmless. */
  key: string;
  kind: string;
  /** What the template needs, as it was at the time of the change. */
  facts: Record<string, unknown>;
  at: Date;
}

const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    key: { type: String, required: true },
    kind: { type: String, required: true },
    facts: { type: Schema.Types.Mixed, default: {} },
    at: { type: Date, required: true },
  },
  { _id: false, minimize: false },
);

/** The schema path to add to a model that sends email: `mailOutbox: mailOutboxPath`. Never in API answers. */
export const mailOutboxPath = { type: [outboxEntrySchema], default: [], private: true };
