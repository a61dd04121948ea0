import { MailJob, type MailJobRecord, MailMessage, type MailMessageRecord } from '../models/mail.model';
import { RecordView } from './record-view';

/** Counts per status for the overview, and the failed list, most recently changed first. */
export const mailView = new RecordView<MailMessageRecord>(
  'mail_messages',
  () => MailMessage,
  { _id: 1, status: 1, updatedAt: 1 },
  (message) => ({ id: message._id, at: new Date(message.updatedAt).getTime(), tags: [`status:${message.status}`], words: [] }),
);

/**
 * The deliveries to do, the one due first first (`at` is minus the due time, as views list the
 * largest first), so the worker's poll is a look into memory however long the queue grows.
 */
export const mailJobView = new RecordView<MailJobRecord>(
  'mail_jobs',
  () => MailJob,
  { _id: 1, dueAt: 1 },
  (job) => ({ id: job._id, at: -new Date(job.dueAt).getTime(), tags: [], words: [], deadline: new Date(job.dueAt).getTime() }),
);
