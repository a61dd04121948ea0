import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '../../core/logger';
import { type Claim, type MailJobRecord, type MailMessageRecord, mailQueue, type MailSource, type NewMailMessage, ORPHAN_AFTER_MS } from '../../store';
import { renderEntry } from './mail-outbox';

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  leaseMs: number;
  /** The longest wait between tries (30 minutes unless set). */
  maxBackoffMs?: number;
}

const MAX_BACKOFF_MS = 30 * 60_000;
const BATCH = 100;
/**
 * Emails handled side by side. Each is a few database round trips and a send; under load a round
 * trip waits its turn behind the requests', so the worker keeps more in flight than it has SMTP
 * connections (the pool queues the sends), or mail slows to a trickle while the site is busy.
 */
const PARALLEL = 24;
/** Emails waiting here whose rendering is kept to send them without a read (a few MB at most). */
const KEEP_RENDERED = 500;
/** Connections to the SMTP server at most (relays limit them per client). */
const SMTP_CONNECTIONS = 8;
export const INTERRUPTED = 'Delivery was interrupted: the worker that held it stopped';

/** Waits before try `attempt + 1`: base, 2×base, 4×base … capped (at 30 minutes by default). */
export const backoffMs = (attempt: number, baseMs: number, maxMs = MAX_BACKOFF_MS) => Math.min(baseMs * 2 ** (attempt - 1), maxMs);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends queued email over SMTP, in the API process. Any number of workers may run (one per API
 * process): each try of each job is claimed first (store: mailQueue.claim), so exactly one sends
 * it. A try whose worker died holding it is taken over after the lease and counted as failed.
 * A job whose message was never recorded (its change was stored, then the process died) is
 * rendered from the record's outbox entry; a job whose change was never stored is dropped.
 */
export class MailWorker {
  readonly id = randomUUID();
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Emails recorded in this process since the last pass: their jobs are taken before they are due. */
  private ready = new Map<string, { source: MailSource; message?: NewMailMessage }>();
  private lookedForDueAt = 0;

  constructor(private readonly options: MailWorkerOptions) {
    // Timeouts well under the lease, so a slow server never outlives the claim.
    const timeout = Math.max(1000, Math.floor(options.leaseMs / 4));
    const url = new URL(options.smtpUrl);
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(name, String(timeout));
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
    this.transport = nodemailer.createTransport(url.toString());
  }

  start(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.loop(), 0).unref();
  }

  /** Sends this email at once rather than when its job comes due (it was just recorded here, for `source`, as `mail`). */
  sendSoon(key: string, source: MailSource, message?: NewMailMessage): void {
    // Behind a long queue an email is read when its turn comes (see deliver): its rendering is not kept.
    this.ready.set(key, { source, message: this.ready.size < KEEP_RENDERED ? message : undefined });
    this.wake();
  }

  private wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 0).unref();
  }

  private loop(): void {
    this.running = this.runOnce()
      .then((full) => {
        // A full batch means more are due: go on at once.
        if (full) this.again = true;
      })
      .catch((err: unknown) => logger().warn({ err, event: 'mail.poll_failed' }, 'mail worker poll failed; trying again'))
      .finally(() => {
        this.running = undefined;
        const soon = this.again;
        this.again = false;
        if (this.timer) this.timer = setTimeout(() => this.loop(), soon ? 0 : this.options.pollMs).unref();
      });
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /**
   * One pass over the emails recorded here and the due jobs, PARALLEL at a time; true when more may be
   * waiting. An email just recorded here has the job its change wrote ahead, waiting for its first
   * try: that try is claimed without reading the job (the claim and the message's tries decide).
   */
  async runOnce(): Promise<boolean> {
    const asRecorded = new Map<string, NewMailMessage>();
    const recordedHere: MailJobRecord[] = [...this.ready].slice(0, BATCH).map(([key, { source, message }]) => {
      this.ready.delete(key);
      if (message) asRecorded.set(key, message);
      return { _id: key, attempt: 1, dueAt: new Date(), source };
    });
    const keys = new Set(recordedHere.map((job) => job._id));
    // Due jobs are other processes' or retries: while this process records emails, a look every poll is enough.
    const lookForDue = recordedHere.length === 0 || (recordedHere.length < BATCH && Date.now() - this.lookedForDueAt >= this.options.pollMs);
    if (lookForDue) this.lookedForDueAt = Date.now();
    const due = lookForDue ? await mailQueue.dueJobs(BATCH - recordedHere.length) : [];
    const jobs = [...recordedHere, ...due.filter((job) => !keys.has(job._id))];
    let next = 0;
    let claimed = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (await this.attempt(job, asRecorded.get(job._id))) claimed += 1;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, lane));
    return this.ready.size > 0 || (jobs.length === BATCH && claimed === BATCH);
  }

  /** Tries one job; false when another worker holds it. */
  private async attempt(job: MailJobRecord, recorded?: NewMailMessage): Promise<boolean> {
    const claim = await mailQueue.claim(job, this.id, this.options.leaseMs);
    if (!claim) return false;
    await this.deliver(job, claim, recorded);
    return true;
  }

  private async deliver(job: MailJobRecord, claim: Claim, recorded?: NewMailMessage): Promise<void> {
    // The first try of an email recorded here, claimed while nobody held it: no worker made that try,
    // so the email is as recorded (a finished or failed try would have removed or moved the job).
    const asRecorded = recorded && claim === 'claimed' && job.attempt === 1;
    const message = asRecorded ? ({ ...recorded, status: 'queued', attempts: 0 } as MailMessageRecord) : await this.messageOf(job);
    if (message === 'later') {
      await mailQueue.postpone(job);
      return;
    }
    if (!message || message.status !== 'queued') {
      await mailQueue.dropJob(job);
      return;
    }
    // Our look at the job came before another worker finished this try (a failure counted on the
    // message, which is written before that worker lets the try go): nothing is left to do for it.
    if (message.attempts >= job.attempt) return;
    if (claim === 'abandoned') {
      await this.recordFailure(job, INTERRUPTED);
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
    await mailQueue.markSent(job);
    logger().info({ event: 'mail.sent', id: job._id, kind: message.kind, attempt: job.attempt }, 'email sent');
  }

  /**
   * The job's message; recorded now from its record's outbox if the release never happened. 'later'
   * while the change it was written for may still be on its way; null once it never came.
   */
  private async messageOf(job: MailJobRecord): Promise<MailMessageRecord | null | 'later'> {
    const message = await mailQueue.message(job._id);
    if (message) return message;
    const entry = await mailQueue.outboxEntry(job.source, job._id);
    if (!entry || !job.source) return job.expectedAt && Date.now() - new Date(job.expectedAt).getTime() < ORPHAN_AFTER_MS ? 'later' : null;
    await mailQueue.record(renderEntry(job.source, entry));
    logger().info({ event: 'mail.recovered', id: job._id, source: job.source }, 'email released from its outbox by the worker');
    return mailQueue.message(job._id);
  }

  /** Only the holder of the try's claim gets here, so these writes never race another worker. */
  private async recordFailure(job: MailJobRecord, lastError: string): Promise<void> {
    if (job.attempt >= this.options.maxAttempts) {
      await mailQueue.markFailed(job, lastError, null);
      logger().error({ event: 'mail.failed', id: job._id, attempts: job.attempt, lastError }, 'email failed for good');
      return;
    }
    const retryAt = new Date(Date.now() + backoffMs(job.attempt, this.options.retryBaseMs, this.options.maxBackoffMs));
    await mailQueue.markFailed(job, lastError, retryAt);
    logger().warn({ event: 'mail.retry', id: job._id, attempt: job.attempt, retryAt, lastError }, 'email not sent; will retry');
  }
}
