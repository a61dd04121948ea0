import { logger } from '../../core/logger';
import { DemoMail } from './demo-mail.model';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

export const DEMO_MAILBOX_SIZE = 200;

/** Keeps the newest DEMO_MAILBOX_SIZE messages (FerretDB has no capped collections). */
export async function trimDemoMailbox(): Promise<void> {
  const total = await DemoMail.countDocuments();
  if (total <= DEMO_MAILBOX_SIZE) return;
  const old = await DemoMail.find({}, { _id: 1 }).sort({ receivedAt: -1 }).skip(DEMO_MAILBOX_SIZE).lean();
  await DemoMail.deleteMany({ _id: { $in: old.map((m) => m._id) } });
}

/**
 * The demo's mailbox: a real SMTP server on loopback, run by the API, that keeps every email
 * it is sent so admins can read them at /admin → Emails. Only when no SMTP_URL is configured.
 */
export async function startDemoMailbox(): Promise<SmtpCatcher> {
  const catcher = await startSmtpCatcher({
    onMail: async (mail) => {
      await DemoMail.create({ ...mail, receivedAt: new Date() });
      await trimDemoMailbox();
    },
  });
  logger().info({ url: catcher.url }, 'demo mailbox: every email is caught on loopback and shown at /admin → Emails');
  return catcher;
}
