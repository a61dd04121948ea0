import mongoose from 'mongoose';
import { logger } from '../../core/logger';
import { insertOnce } from '../insert-once';
import { MailJob, MailMessage } from '../models/mail.model';

interface LegacyNotification {
  id: number;
  quoteId: number;
  to: string;
  subject: string;
  body: string;
  status: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The old `notifications` outbox was written but never delivered. Its pending emails become
 * queued messages (ids `notification:<id>`, so running twice changes nothing), then go.
 */
export async function migrateNotifications(): Promise<number> {
  const legacy = mongoose.connection.collection<LegacyNotification>('notifications');
  const pending = await legacy.find({ status: 'pending' }, { comment: 'full pass: migration' }).toArray();
  for (const n of pending) {
    const id = `notification:${n.id}`;
    await insertOnce(() =>
      MailMessage.create({
        _id: id,
        kind: 'staff.quote-received',
        to: n.to,
        subject: n.subject,
        text: n.body,
        html: `<pre style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap;">${escapeHtml(n.body)}</pre>`,
        source: { collection: 'quotes', id: n.quoteId },
        status: 'queued',
        attempts: 0,
      }),
    );
    await insertOnce(() => MailJob.create({ _id: id, attempt: 1, dueAt: new Date() }));
    await legacy.deleteOne({ id: n.id });
  }
  if (pending.length) logger().info({ event: 'mail.migrated', count: pending.length }, 'old notifications moved to the mail queue');
  return pending.length;
}
