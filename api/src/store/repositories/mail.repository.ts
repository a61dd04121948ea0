import type { MailCounts, MailStatus } from '@freight/domain';
import { insertedOnce, isDuplicateKey } from '../errors';
import { type CaughtMail, DemoMail } from '../models/demo-mail.model';
import { Invoice } from '../models/invoice.model';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { MailJob, type MailJobRecord, MailMessage, type MailMessageRecord, type MailSource } from '../models/mail.model';
import { Payable } from '../models/payable.model';
import { Quote } from '../models/quote.model';
import { Shipment } from '../models/shipment.model';
import { User } from '../models/user.model';

export type { MailSource };

export type NewMailMessage = Pick<MailMessageRecord, '_id' | 'kind' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'source'>;

/** How long a job written before its change waits for the change's own release before the worker looks at it. */
export const RELEASE_GRACE_MS = 10_000;
/** A job whose change has not been stored this long after it was expected never will be (the write failed). */
export const ORPHAN_AFTER_MS = 5 * 60_000;
export const DEMO_MAILBOX_SIZE = 200;
const OUTBOX_HOLDERS = { quotes: Quote, users: User, shipments: Shipment, invoices: Invoice, payables: Payable } as const;

/** How a worker's claim on one try of a job turned out: its to make, or abandoned by a worker that died holding it. */
export type Claim = 'claimed' | 'abandoned';

const SUMMARY = { html: 0, text: 0 } as const;

/** An unordered insertMany's duplicates (records written before) are no error: the indexes of the documents refused. */
function ignoreDuplicates(error: unknown): number[] {
  type Refusal = { code?: number; err?: { code?: number }; index: number };
  const { writeErrors } = (error ?? {}) as { writeErrors?: Refusal[] | Refusal };
  const refused = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  // Mongoose hands unordered inserts' refusals on as the driver's plain { err, index }, the code inside `err`.
  if (!refused.length ? !isDuplicateKey(error) : refused.some((e) => (e.code ?? e.err?.code) !== 11000)) throw error;
  return refused.map((e) => e.index);
}

/** The outbox of the record an email came from. */
async function outboxOf(source: MailSource): Promise<OutboxEntry[]> {
  const holder = OUTBOX_HOLDERS[source.collection] as typeof Quote | undefined;
  if (!holder) return [];
  const record = await holder.findOne({ id: source.id }, { mailOutbox: 1 }).lean();
  return record?.mailOutbox ?? [];
}

/**
 * The mail queue and its messages. A change that asks for emails writes their jobs first, due a
 * little later (`expect`), then itself with the requests in its outbox, then the rendered messages
 * (`recordAll`); a worker claims each try of a job with a conditional update (a lease), sends it and
 * marks it. A crash between any two steps leaves a job whose worker finishes the email, or drops it
 * when its change never came.
 */
export const mailQueue = {
  /** The emails a record's changes asked for, newest first (its outbox names each email's `_id`). */
  async messagesFor(source: MailSource): Promise<MailMessageRecord[]> {
    const keys = [...new Set((await outboxOf(source)).map((entry) => entry.key))];
    const found = await Promise.all(keys.map((key) => MailMessage.findById(key, { html: 0 }).lean<MailMessageRecord>()));
    return found
      .filter((message): message is MailMessageRecord => message !== null)
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  },

  /** Writes the jobs of emails a change is about to store in its outbox, due once the change's own release should have happened. */
  async expect(source: MailSource, entries: readonly OutboxEntry[]): Promise<void> {
    if (!entries.length) return;
    const expectedAt = new Date();
    const dueAt = new Date(expectedAt.getTime() + RELEASE_GRACE_MS);
    // One insert for all of them; a job written already (a retried request) stays as it is.
    await MailJob.insertMany(
      entries.map((entry) => ({ _id: entry.key, attempt: 1, dueAt, source, expectedAt })),
      { ordered: false },
    ).catch(ignoreDuplicates);
  },

  /** Records a rendered email, once (its id is the outbox entry's key); false when it was recorded before. */
  async record(message: NewMailMessage): Promise<boolean> {
    return (await mailQueue.recordAll([message])).length === 1;
  },

  /** Records several rendered emails in one insert (see record); returns the ids of those recorded now. */
  async recordAll(messages: readonly NewMailMessage[]): Promise<string[]> {
    if (!messages.length) return [];
    const docs = messages.map((message) => ({ ...message, status: 'queued' as const, attempts: 0 }));
    const existing = new Set<string>();
    await MailMessage.insertMany(docs, { ordered: false }).catch((error: unknown) => {
      for (const index of ignoreDuplicates(error)) existing.add(messages[index]._id);
    });
    return messages.map((m) => m._id).filter((id) => !existing.has(id));
  },

  message: (id: string) => MailMessage.findById(id).lean<MailMessageRecord>().exec(),

  /** The outbox entry `key` of the record a job names, if that record was stored with it. */
  async outboxEntry(source: MailSource | undefined, key: string): Promise<OutboxEntry | undefined> {
    return source ? (await outboxOf(source)).find((entry) => entry.key === key) : undefined;
  },

  /** Jobs due now, the one due first first. */
  dueJobs: (limit: number) => MailJob.find({ dueAt: { $lte: new Date() } }).sort({ dueAt: 1 }).limit(limit).lean<MailJobRecord[]>().exec(),

  /**
   * Takes one try of a job for `worker`, or null when another worker has it. The lease is the job's
   * due time: a worker that dies holding it leaves a job that comes due again ('abandoned' for the
   * one that takes it then). A job nobody holds may be taken before it is due (its email was just recorded).
   */
  async claim(job: Pick<MailJobRecord, '_id' | 'attempt'>, worker: string, leaseMs: number): Promise<Claim | null> {
    const now = new Date();
    const before = await MailJob.findOneAndUpdate(
      { _id: job._id, attempt: job.attempt, $or: [{ leasedBy: { $exists: false } }, { dueAt: { $lte: now } }] },
      { $set: { dueAt: new Date(now.getTime() + leaseMs), leasedBy: worker } },
      { new: false },
    ).lean<MailJobRecord>();
    if (!before) return null;
    return before.leasedBy ? 'abandoned' : 'claimed';
  },

  /** The email went out: its message says so, and its job goes. */
  async markSent(job: Pick<MailJobRecord, '_id' | 'attempt'>): Promise<void> {
    await MailMessage.updateOne({ _id: job._id }, { $set: { status: 'sent', attempts: job.attempt, sentAt: new Date() }, $unset: { lastError: 1 } });
    await mailQueue.dropJob(job);
  },

  /** A failed try: another at `retryAt`, or none (failed for good). */
  async markFailed(job: Pick<MailJobRecord, '_id' | 'attempt'>, lastError: string, retryAt: Date | null): Promise<void> {
    if (!retryAt) {
      await MailMessage.updateOne({ _id: job._id }, { $set: { status: 'failed', attempts: job.attempt, lastError } });
      await mailQueue.dropJob(job);
      return;
    }
    await MailMessage.updateOne({ _id: job._id }, { $set: { attempts: job.attempt, lastError } });
    await MailJob.updateOne({ _id: job._id, attempt: job.attempt }, { $set: { attempt: job.attempt + 1, dueAt: retryAt }, $unset: { leasedBy: 1 } });
  },

  /** Looks at a job again later (its change may still be on its way), without counting a try. */
  async postpone(job: Pick<MailJobRecord, '_id' | 'attempt'>): Promise<void> {
    await MailJob.updateOne({ _id: job._id, attempt: job.attempt }, { $set: { dueAt: new Date(Date.now() + RELEASE_GRACE_MS) }, $unset: { leasedBy: 1 } });
  },

  /** The job is done (sent, failed for good, or nothing to send). */
  async dropJob(job: Pick<MailJobRecord, '_id' | 'attempt'>): Promise<void> {
    await MailJob.deleteOne({ _id: job._id, attempt: job.attempt });
  },

  /**
   * Puts a failed email back in the queue as a new try (also a queued one whose job is missing):
   * the message as it is now, 'missing', or 'not-failed' (nothing to retry).
   */
  async requeue(id: string): Promise<MailMessageRecord | 'missing' | 'not-failed'> {
    const message = await MailMessage.findById(id).lean<MailMessageRecord>();
    if (!message) return 'missing';
    const stuck = message.status === 'queued' && !(await MailJob.exists({ _id: id }));
    if (message.status !== 'failed' && !stuck) return 'not-failed';
    // Status first: a worker that sees the job re-checks the message and drops jobs of non-queued ones.
    await MailMessage.updateOne({ _id: id }, { $set: { status: 'queued' } });
    await insertedOnce(MailJob.create({ _id: id, attempt: message.attempts + 1, dueAt: new Date(), source: message.source }));
    return { ...message, status: 'queued', updatedAt: new Date() };
  },

  async counts(): Promise<MailCounts> {
    const [queued, sent, failed] = await Promise.all((['queued', 'sent', 'failed'] as const).map((status) => MailMessage.countDocuments({ status })));
    return { queued, sent, failed };
  },

  async listMessages(status: MailStatus, { offset, limit }: { offset: number; limit: number }): Promise<{ items: MailMessageRecord[]; total: number }> {
    const [items, total] = await Promise.all([
      MailMessage.find({ status }, SUMMARY).sort({ updatedAt: -1 }).skip(offset).limit(limit).lean<MailMessageRecord[]>(),
      MailMessage.countDocuments({ status }),
    ]);
    return { items, total };
  },

  async addDemoMail(mail: CaughtMail): Promise<void> {
    await DemoMail.create({ ...mail, receivedAt: new Date() });
    await mailQueue.trimDemoMailbox();
  },

  /** Keeps the newest DEMO_MAILBOX_SIZE messages (a collection that stays small by design). */
  async trimDemoMailbox(): Promise<void> {
    const total = await DemoMail.countDocuments();
    if (total <= DEMO_MAILBOX_SIZE) return;
    const old = await DemoMail.find({}, { _id: 1 }).sort({ receivedAt: -1 }).skip(DEMO_MAILBOX_SIZE).lean();
    await DemoMail.deleteMany({ _id: { $in: old.map((m) => m._id) } });
  },

  demoMailbox: (limit: number) => DemoMail.find().sort({ receivedAt: -1 }).limit(limit).lean().exec(),
};
