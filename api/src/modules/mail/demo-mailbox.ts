import { logger } from '../../core/logger';
import { mailQueue } from '../../store';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

/**
 * The demo's mailbox: a real SMTP server on loopback, run by the API, that keeps every email
 * it is sent so admins can read them at /admin → Emails. Only when no SMTP_URL is configured.
 */
export async function startDemoMailbox(): Promise<SmtpCatcher> {
  const catcher = await startSmtpCatcher({ onMail: (mail) => mailQueue.addDemoMail(mail) });
  logger().info({ url: catcher.url }, 'demo mailbox: every email is caught on loopback and shown at /admin → Emails');
  return catcher;
}
