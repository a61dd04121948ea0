import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '../../core/logger';
import { MailClaim, MailJob, type MailJobRecord, MailMessage } from './mail-message.model';
import { insertOnce } from '../../core/insert-once';

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  leaseMs: number;
}

const MAX_BACKOFF_MS = 30 * 60_000;
const BATCH = 20;
export const INTERRUPTED = 'Delivery was interrupted: the worker that held it stopped';

/** Waits before try `attempt + 1`: base, 2×base, 4×base … capped at 30 minutes. */
export const backoffMs = (attempt: number, baseMs: number) => Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends queued email over SMTP, in the API process. Any number of workers may run (one per API
 * process): each try of each message is claimed with a unique insert, so exactly one sends it.
 * A claim older than the lease whose try never finished is taken over (once, by another unique
 * insert) and counted as a failed try.
 */
export class MailWorker {
  readonly id = randomUUID();
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    // Timeouts well under the lease, so a slow server never outlives the claim.
    const timeout = Math.max(1000, Math.floor(options.leaseMs / 4));
    const url = new URL(options.smtpUrl);
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(name, String(timeout));
    this.transport = nodemailer.createTransport(url.toString());
  }

  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.running = this.runOnce()
        .catch((err: unknown) => logger().warn({ err, event: 'mail.poll_failed' }, 'mail worker poll failed; trying again'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(loop, this.options.pollMs).unref();
        });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** One pass over the due jobs; resolves when each has been tried (or left to another worker). */
  async runOnce(): Promise<void> {
    const due = await MailJob.find({ dueAt: { $lte: new Date() } }).limit(BATCH).lean();
    for (const job of due) await this.attempt(job);
  }

  private async attempt(job: MailJobRecord): Promise<void> {
    const claimId = `${job._id}:${job.attempt}`;
    if (!(await insertOnce(() => MailClaim.create({ _id: claimId, worker: this.id, at: new Date() })))) {
      await this.takeOverIfAbandoned(job, claimId);
      return;
    }
    // Our snapshot of the job may be stale: only send if it is still this try of a queued message.
    const [message, current] = await Promise.all([MailMessage.findById(job._id).lean(), MailJob.findById(job._id).lean()]);
    if (!current || current.attempt !== job.attempt) return;
    if (!message || message.status !== 'queued') {
      await MailJob.deleteOne({ _id: job._id });
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Mail-Id': message._id, 'X-Mail-Kind': message.kind },
      });
    } catch (error) {
      await this.recordFailure(job, errorText(error));
      return;
    }
    await MailMessage.updateOne({ _id: job._id }, { $set: { status: 'sent', attempts: job.attempt, sentAt: new Date() }, $unset: { lastError: 1 } });
    await MailJob.deleteOne({ _id: job._id });
    logger().info({ event: 'mail.sent', id: job._id, kind: message.kind, attempt: job.attempt }, 'email sent');
  }

  /** Only the holder of the try's claim gets here, so these writes never race another worker. */
  private async recordFailure(job: MailJobRecord, lastError: string): Promise<void> {
    if (job.attempt >= this.options.maxAttempts) {
      await MailMessage.updateOne({ _id: job._id }, { $set: { status: 'failed', attempts: job.attempt, lastError } });
      await MailJob.deleteOne({ _id: job._id });
      logger().error({ event: 'mail.failed', id: job._id, attempts: job.attempt, lastError }, 'email failed for good');
      return;
    }
    await MailMessage.updateOne({ _id: job._id }, { $set: { attempts: job.attempt, lastError } });
    const dueAt = new Date(Date.now() + backoffMs(job.attempt, this.options.retryBaseMs));
    await MailJob.updateOne({ _id: job._id }, { $set: { attempt: job.attempt + 1, dueAt } });
    logger().warn({ event: 'mail.retry', id: job._id, attempt: job.attempt, dueAt, lastError }, 'email not sent; will retry');
  }

  private async takeOverIfAbandoned(job: MailJobRecord, claimId: string): Promise<void> {
    const claim = await MailClaim.findById(claimId).lean();
    if (!claim || Date.now() - new Date(claim.at).getTime() < this.options.leaseMs) return;
    if (!(await insertOnce(() => MailClaim.create({ _id: `${claimId}:abandoned`, worker: this.id, at: new Date() })))) return;
    const [message, current] = await Promise.all([MailMessage.findById(job._id).lean(), MailJob.findById(job._id).lean()]);
    if (!current || current.attempt !== job.attempt) return;
    if (!message || message.status !== 'queued') {
      await MailJob.deleteOne({ _id: job._id });
      return;
    }
    await this.recordFailure({ ...job, dueAt: new Date() }, INTERRUPTED);
  }
}
