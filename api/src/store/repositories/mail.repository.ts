import type { MailCounts, MailStatus } from '@freight/domain';
import type { mongo } from 'mongoose';
import { byWay } from '../data-access';
import { insertOnce, isDuplicateKey } from '../insert-once';
import { type CaughtMail, DemoMail } from '../models/demo-mail.model';
import { idKey } from '../models/id-key';
import { MailClaim, MailJob, type MailJobRecord, MailMessage, type MailMessageRecord, type MailSource } from '../models/mail.model';

export type { MailSource };
import type { OutboxEntry } from '../models/mail-outbox.model';
import { Quote } from '../models/quote.model';
import { Shipment } from '../models/shipment.model';
import { User } from '../models/user.model';
import { oneAtATime } from '../queries/one-at-a-time';
import { fieldsWritten, logged } from '../views/change-log';
import { mailJobView, mailView } from '../views/mail-view';
import { WriteBatches } from '../write-batches';


export type NewMailMessage = Pick<MailMessageRecord, '_id' | 'kind' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'source'>;

/** How long a job written before its change waits for the change's own release before the worker looks at it. */
export const RELEASE_GRACE_MS = 10_000;
/** Clocks of the processes sharing a database differ by at most this much. */
const CLOCK_SKEW_MS = 1000;
/**
 * Until when no worker but the one of the process that recorded an email can have claimed its first
 * try: the email's job, written after it was asked for (`askedAt`), is not due before the release
 * grace has passed. Until then that worker may send it as it rendered it, without reading it back.
 */
export const unseenUntil = (askedAt: Date | string): number => new Date(askedAt).getTime() + RELEASE_GRACE_MS - CLOCK_SKEW_MS;
/** A job whose change has not been stored this long after it was expected never will be (the write failed). */
export const ORPHAN_AFTER_MS = 5 * 60_000;
export const DEMO_MAILBOX_SIZE = 200;
const OUTBOX_HOLDERS = { quotes: Quote, users: User, shipments: Shipment } as const;

/** How a worker's claim on one try of a job turned out: its to make, or abandoned by a worker that died holding it. */
export type Claim = 'claimed' | 'abandoned';

const SUMMARY = { html: 0, text: 0 } as const;

/** An unordered insertMany's duplicates (records written before) are no error: the indexes of the documents refused. */
function ignoreDuplicates(error: unknown): number[] {
  const { writeErrors } = (error ?? {}) as { writeErrors?: { code?: number; index: number }[] | { code?: number; index: number } };
  const refused = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  if (!isDuplicateKey(error) && (!refused.length || refused.some((e) => e.code !== 11000))) throw error;
  return refused.map((e) => e.index);
}

/** A model's collection as the driver sees it, with the string `_id`s this queue uses. */
const keyedByString = (model: { collection: unknown }) => model.collection as mongo.Collection<{ _id: string }>;

/**
 * A worker finishes many emails a second: the writes that record them go in one command per batch
 * (store/write-batches), each still one record's update or delete by `_id`, and each is logged for
 * the views as the same write through the model would be (with the fields it set, so no view reads
 * the record again).
 */
const sentMessages = new WriteBatches<Pick<MailJobRecord, '_id' | 'attempt'>, void>(async (jobs) => {
  const now = new Date();
  const setOf = (job: Pick<MailJobRecord, 'attempt'>) => ({ status: 'sent', attempts: job.attempt, sentAt: now, updatedAt: now });
  const result = await keyedByString(MailMessage).bulkWrite(
    jobs.map((job) => ({ updateOne: { filter: { _id: job._id }, update: { $set: setOf(job), $unset: { lastError: 1 } } } })),
    { ordered: false },
  );
  // Every one matched (the usual case): each is known as written; else the views read them again.
  const known = result.matchedCount === jobs.length;
  await Promise.all(jobs.map((job) => logged('mail_messages', job._id, known ? fieldsWritten(job._id, setOf(job), ['lastError']) : undefined)));
  return jobs.map(() => undefined);
});

const droppedJobs = new WriteBatches<string, void>(async (ids) => {
  const result = await keyedByString(MailJob).bulkWrite(
    ids.map((_id) => ({ deleteOne: { filter: { _id } } })),
    { ordered: false },
  );
  // Deleted by `_id`: gone, whether this delete or an earlier one removed it, when all of them deleted.
  const gone = result.deletedCount === ids.length;
  await Promise.all(ids.map((id) => logged('mail_jobs', id, gone ? null : undefined)));
  return ids.map(() => undefined);
});

/** The `_id` of the claim on one try of a job (views: a unique insert decides who makes the try). */
const claimKey = (job: Pick<MailJobRecord, '_id' | 'attempt'>) => `${job._id}:${job.attempt}`;

/** The parts of the queue that read the same in both ways: every one by `_id`. */
const common = {
  /**
   * The emails a record's changes asked for, newest first: its outbox keeps every request, and each
   * request's key is its email's `_id`, so this reads the record and then each email by `_id`.
   */
  async messagesFor(source: MailSource): Promise<MailMessageRecord[]> {
    const holder = OUTBOX_HOLDERS[source.collection] as typeof Quote;
    const record = await holder.findById(idKey(source.id), { mailOutbox: 1 }).lean();
    const keys = [...new Set((record?.mailOutbox ?? []).map((entry) => entry.key))];
    const found = await Promise.all(keys.map((key) => MailMessage.findById(key, { html: 0 }).lean<MailMessageRecord>()));
    return found
      .filter((message): message is MailMessageRecord => message !== null)
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  },

  /**
   * Writes the jobs of emails a change is about to store in its outbox (see mail.model: MailJob),
   * due once the change's own release should have happened (or at `dueAt`).
   */
  async expect(source: MailSource, entries: readonly OutboxEntry[]): Promise<void> {
    const expectedAt = new Date();
    // Never before an entry's unseenUntil: its entries were asked for before now.
    const dueAt = new Date(expectedAt.getTime() + RELEASE_GRACE_MS);
    if (!entries.length) return;
    // One insert for all of them; a job written already (a retried request) stays as it is.
    await MailJob.insertMany(
      entries.map((entry) => ({ _id: entry.key, attempt: 1, dueAt, source, expectedAt })),
      { ordered: false },
    ).catch(ignoreDuplicates);
  },

  /**
   * Records a rendered email, once (its id is the outbox entry's key). Its job, written ahead, stays
   * as it is: the recording process's worker sends it at once (it is told the key), and any worker
   * finds it when it comes due, should that process stop first.
   */
  async record(message: NewMailMessage): Promise<boolean> {
    return insertOnce(() => MailMessage.create({ ...message, status: 'queued', attempts: 0 }));
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

  message: (id: string) => MailMessage.findById(id).lean<MailMessageRecord>(),

  /** The outbox entry `key` of the record a job names, if that record was stored with it. */
  async outboxEntry(source: MailSource | undefined, key: string): Promise<OutboxEntry | undefined> {
    const holder = source && OUTBOX_HOLDERS[source.collection];
    if (!holder) return undefined;
    const record = await (holder as typeof Quote).findById(idKey(source.id), { mailOutbox: 1 }).lean();
    return record?.mailOutbox?.find((entry) => entry.key === key);
  },

  /** The email went out: its message says so, then its job goes (both in the command of all emails sent meanwhile). */
  async markSent(job: MailJobRecord): Promise<void> {
    await sentMessages.add(job);
    await common.dropJob(job);
  },

  /** A failed try: another at `retryAt`, or none (failed for good). */
  async markFailed(job: MailJobRecord, lastError: string, retryAt: Date | null): Promise<void> {
    if (!retryAt) {
      await MailMessage.updateOne({ _id: job._id }, { $set: { status: 'failed', attempts: job.attempt, lastError } });
      await common.dropJob(job);
      return;
    }
    await MailMessage.updateOne({ _id: job._id }, { $set: { attempts: job.attempt, lastError } });
    // The next try has a claim of its own; this one's stays (see dropJob).
    await MailJob.updateOne({ _id: job._id }, { $set: { attempt: job.attempt + 1, dueAt: retryAt }, $unset: { leasedBy: 1 } });
  },

  /** Looks at a job again later (its change may still be on its way), without counting a try. */
  async postpone(job: MailJobRecord): Promise<void> {
    await MailJob.updateOne({ _id: job._id }, { $set: { dueAt: new Date(Date.now() + RELEASE_GRACE_MS) }, $unset: { leasedBy: 1 } });
    await common.releaseClaim(job);
  },

  /** Lets go of a try this worker claimed but has nothing to do for (another worker finished it). */
  async releaseClaim(job: Pick<MailJobRecord, '_id' | 'attempt'>): Promise<void> {
    await MailClaim.deleteOne({ _id: claimKey(job) });
  },

  /**
   * The job is done. The claim of its last try stays (views way; see mail.model: MailClaim): a try
   * is claimed once ever, so a worker that still holds the email as it was recorded cannot claim
   * that try again, and keeping it saves a write per email.
   */
  async dropJob(job: Pick<MailJobRecord, '_id' | 'attempt'>): Promise<void> {
    await droppedJobs.add(job._id);
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
    await insertOnce(() => MailJob.create({ _id: id, attempt: message.attempts + 1, dueAt: new Date(), source: message.source }));
    return { ...message, status: 'queued', updatedAt: new Date() };
  },

  async addDemoMail(mail: CaughtMail): Promise<void> {
    await DemoMail.create({ ...mail, receivedAt: new Date() });
    await common.trimDemoMailbox();
  },

  /** Keeps the newest DEMO_MAILBOX_SIZE messages (FerretDB has no capped collections; this one stays small). */
  async trimDemoMailbox(): Promise<void> {
    const total = await DemoMail.countDocuments();
    if (total <= DEMO_MAILBOX_SIZE) return;
    const old = await DemoMail.find({}, { _id: 1 }).sort({ receivedAt: -1 }).skip(DEMO_MAILBOX_SIZE).lean();
    await DemoMail.deleteMany({ _id: { $in: old.map((m) => m._id) } });
  },

  demoMailbox: (limit: number) => DemoMail.find().sort({ receivedAt: -1 }).limit(limit).lean(),
};

interface WaySpecific {
  /** Jobs due now, the one due first first. */
  dueJobs(limit: number): Promise<MailJobRecord[]>;
  /** Takes one try of a job for `worker`, or null when another worker has it. */
  claim(job: MailJobRecord, worker: string, leaseMs: number): Promise<Claim | null>;
  counts(): Promise<MailCounts>;
  listMessages(status: MailStatus, page: { offset: number; limit: number }): Promise<{ items: MailMessageRecord[]; total: number }>;
}

const queries: WaySpecific = {
  dueJobs: (limit) => MailJob.find({ dueAt: { $lte: new Date() } }).sort({ dueAt: 1 }).limit(limit).lean<MailJobRecord[]>(),

  // The lease is the job's due time: a worker that dies holding it leaves a job that comes due again.
  // A job nobody holds may be taken before it is due (its email was just recorded).
  async claim(job, worker, leaseMs) {
    const now = new Date();
    const before = await oneAtATime(`mail_jobs:${job._id}`, () =>
      MailJob.findOneAndUpdate(
        { _id: job._id, attempt: job.attempt, $or: [{ leasedBy: { $exists: false } }, { dueAt: { $lte: now } }] },
        { $set: { dueAt: new Date(now.getTime() + leaseMs), leasedBy: worker } },
        { new: false },
      ).lean<MailJobRecord>(),
    );
    if (!before) return null;
    return before.leasedBy ? 'abandoned' : 'claimed';
  },

  async counts() {
    const [queued, sent, failed] = await Promise.all((['queued', 'sent', 'failed'] as const).map((status) => MailMessage.countDocuments({ status })));
    return { queued, sent, failed };
  },

  async listMessages(status, { offset, limit }) {
    const [items, total] = await Promise.all([
      MailMessage.find({ status }, SUMMARY).sort({ updatedAt: -1 }).skip(offset).limit(limit).lean<MailMessageRecord[]>(),
      MailMessage.countDocuments({ status }),
    ]);
    return { items, total };
  },
};

/**
 * The claims workers make at once go in one unordered insert (straight to the collection: a claim is
 * three plain fields, and there is one per email): each is true when inserted, false when that try
 * was claimed already.
 */
const newClaims = new WriteBatches<{ _id: string; worker: string; at: Date }, boolean>(async (claims) => {
  const taken = new Set<number>();
  await keyedByString(MailClaim).insertMany(claims, { ordered: false }).catch((error: unknown) => {
    for (const index of ignoreDuplicates(error)) taken.add(index);
  });
  return claims.map((_, i) => !taken.has(i));
});

const views: WaySpecific = {
  async dueJobs(limit) {
    const { ids } = await mailJobView.query({ deadline: { now: Date.now(), passed: true }, offset: 0, limit });
    const jobs = await Promise.all(ids.map((id) => MailJob.findById(id).lean<MailJobRecord>()));
    return jobs.filter((job): job is MailJobRecord => job !== null && job.dueAt <= new Date());
  },

  // A unique insert per try decides (see mail.model: MailClaim); a claim older than the lease whose
  // try never finished is taken over, once, by another unique insert.
  async claim(job, worker, leaseMs) {
    const claimId = claimKey(job);
    if (await newClaims.add({ _id: claimId, worker, at: new Date() })) return 'claimed';
    const held = await MailClaim.findById(claimId).lean();
    if (!held || Date.now() - new Date(held.at).getTime() < leaseMs) return null;
    if (!(await insertOnce(() => MailClaim.create({ _id: `${claimId}:abandoned`, worker, at: new Date() })))) return null;
    await MailClaim.deleteOne({ _id: claimId });
    return 'abandoned';
  },

  async counts() {
    const [queued, sent, failed] = await Promise.all((['queued', 'sent', 'failed'] as const).map((status) => mailView.count(`status:${status}`)));
    return { queued, sent, failed };
  },

  async listMessages(status, { offset, limit }) {
    const { ids, total } = await mailView.query({ tags: [`status:${status}`], offset, limit });
    const items = await Promise.all(ids.map((id) => MailMessage.findById(id, SUMMARY).lean<MailMessageRecord>()));
    return { items: items.filter((m): m is MailMessageRecord => m !== null), total };
  },
};

/** The mail queue and its messages: jobs, claims, delivery records and the demo mailbox. */
export const mailQueue = { ...common, ...byWay<WaySpecific>({ queries, views }) };
