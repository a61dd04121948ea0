import type { DemoMailItem, MailCounts, MailMessageSummary, MailStatus } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { DemoMail } from './demo-mail.model';
import { MailJob, MailMessage, type MailMessageRecord } from './mail-message.model';
import { insertOnce } from '../../core/insert-once';
import { mailView } from './mail-view';

const iso = (date: Date | undefined) => (date ? new Date(date).toISOString() : undefined);

function summary(m: MailMessageRecord): MailMessageSummary {
  return {
    id: m._id,
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    sentAt: iso(m.sentAt),
    createdAt: iso(m.createdAt)!,
    updatedAt: iso(m.updatedAt)!,
  };
}

export async function mailCounts(): Promise<MailCounts> {
  const [queued, sent, failed] = await Promise.all((['queued', 'sent', 'failed'] as const).map((status) => mailView.count(`status:${status}`)));
  return { queued, sent, failed };
}

export async function listMessages({ status, limit, offset }: { status: MailStatus; limit: number; offset: number }) {
  const { ids, total } = await mailView.query({ tags: [`status:${status}`], offset, limit });
  const items = await Promise.all(ids.map((id) => MailMessage.findById(id, { html: 0, text: 0 }).lean<MailMessageRecord>()));
  return { items: items.filter((m): m is MailMessageRecord => m !== null).map(summary), total };
}

/**
 * Puts a failed email back in the queue as a new try; it keeps its id, so it is still sent once.
 * Also re-queues a queued email whose job is missing (a crash between the two writes of a retry).
 */
export async function retryMessage(id: string): Promise<MailMessageSummary> {
  const message = await MailMessage.findById(id).lean();
  if (!message) throw new ApiError(404, 'Email not found');
  const stuck = message.status === 'queued' && !(await MailJob.exists({ _id: id }));
  if (message.status !== 'failed' && !stuck) throw new ApiError(409, 'Only failed emails can be retried');
  // Status first: a worker that sees the job re-checks the message and drops jobs of non-queued ones.
  await MailMessage.updateOne({ _id: id }, { $set: { status: 'queued' } });
  await insertOnce(() => MailJob.create({ _id: id, attempt: message.attempts + 1, dueAt: new Date() }));
  return summary({ ...message, status: 'queued', updatedAt: new Date() });
}

export async function demoMailbox(limit: number): Promise<DemoMailItem[]> {
  const messages = await DemoMail.find().sort({ receivedAt: -1 }).limit(limit).lean();
  return messages.map((m) => ({
    id: String(m._id),
    receivedAt: iso(m.receivedAt)!,
    from: m.from,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
  }));
}
