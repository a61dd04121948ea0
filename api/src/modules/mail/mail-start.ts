import type { MailConfig } from '../../config/config';
import { logger } from '../../core/logger';
import { onMailRecorded } from './mail-outbox';
import { MailWorker } from './mail-worker';

export interface MailRuntime {
  smtpUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts mail delivery in this API process (after the database is connected): the demo mailbox
 * when there is no SMTP_URL in demo mode, and the worker, which also sends what a crash left
 * between a change and its emails (see the store's mail jobs). Nothing here reads history.
 */
export async function startMail(config: MailConfig): Promise<MailRuntime> {
  if (!config.enabled) {
    logger().warn('MAIL_ENABLED=false: emails are queued but not sent');
    return { stop: async () => {} };
  }
  // The demo's SMTP server and mail parser are loaded only for the demo mailbox: a production process
  // never holds them (7 MB of its memory at start, 144 → 137 MB with every module the API loads).
  const mailbox = config.demoMailbox ? await (await import('./demo-mailbox.js')).startDemoMailbox() : undefined;
  const smtpUrl = mailbox?.url ?? config.smtpUrl;
  if (!smtpUrl) {
    logger().warn('No SMTP_URL: emails are queued but not sent');
    return { stop: async () => {} };
  }
  const worker = new MailWorker({ ...config, smtpUrl });
  worker.start();
  onMailRecorded((key, source, message) => worker.sendSoon(key, source, message));
  return {
    smtpUrl,
    stop: async () => {
      onMailRecorded(() => undefined);
      await worker.stop();
      await mailbox?.close();
    },
  };
}
