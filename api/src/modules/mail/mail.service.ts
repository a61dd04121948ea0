import type { DemoMailItem, MailCounts, MailMessageSummary, MailStatus, QuoteEmail } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { mailQueue, type MailMessageRecord } from '../../store';

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

export const mailCounts = (): Promise<MailCounts> => mailQueue.counts();

/** Every email recorded for a quote, newest first, with its text (staff see what the customer was sent). */
export async function quoteEmails(quoteId: number): Promise<QuoteEmail[]> {
  const messages = await mailQueue.messagesFor({ collection: 'quotes', id: quoteId });
  return messages.map((m) => ({ ...summary(m), text: m.text }));
}

export async function listMessages({ status, limit, offset }: { status: MailStatus; limit: number; offset: number }) {
  const { items, total } = await mailQueue.listMessages(status, { offset, limit });
  return { items: items.map(summary), total };
}

/**
 * Puts a failed email back in the queue as a new try; it keeps its id, so it is still sent once.
 * Also re-queues a queued email whose job is missing (a crash between the two writes of a retry).
 */
export async function retryMessage(id: string): Promise<MailMessageSummary> {
  const message = await mailQueue.requeue(id);
  if (message === 'missing') throw new ApiError(404, 'Email not found');
  if (message === 'not-failed') throw new ApiError(409, 'Only failed emails can be retried');
  return summary(message);
}

export async function demoMailbox(limit: number): Promise<DemoMailItem[]> {
  const messages = await mailQueue.demoMailbox(limit);
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
