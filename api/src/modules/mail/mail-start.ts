import type { MailConfig } from '../../config/config';
import { logger } from '../../core/logger';
import { sweepEvery } from '../../core/sweeper';
import { startDemoMailbox } from './demo-mailbox';
import { RUNNING_LOOK_BACK_MS, sweepOutboxes } from './mail-sweep';
import { MailWorker } from './mail-worker';
import { migrateNotifications } from './migrate-notifications';

const SWEEP_MS = 20_000;

export interface MailRuntime {
  smtpUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts mail delivery in this API process (after the database is connected): the demo
 * mailbox when there is no SMTP_URL in demo mode, the old outbox's migration, a sweep for
 * entries a crash left behind, and the worker.
 */
export async function startMail(config: MailConfig): Promise<MailRuntime> {
  if (!config.enabled) {
    logger().warn('MAIL_ENABLED=false: emails are queued but not sent');
    return { stop: async () => {} };
  }
  const mailbox = config.demoMailbox ? await startDemoMailbox() : undefined;
  const smtpUrl = mailbox?.url ?? config.smtpUrl;
  if (!smtpUrl) {
    logger().warn('No SMTP_URL: emails are queued but not sent');
    return { stop: async () => {} };
  }
  await migrateNotifications();
  await sweepOutboxes();
  sweepEvery('mail-outbox', SWEEP_MS, () => sweepOutboxes(RUNNING_LOOK_BACK_MS));
  const worker = new MailWorker({ ...config, smtpUrl });
  worker.start();
  return {
    smtpUrl,
    stop: async () => {
      await worker.stop();
      await mailbox?.close();
    },
  };
}
