import { randomUUID } from 'node:crypto';
import type { MailConfig } from '../../config/config';
import { inBackground } from '../../core/background-writes';
import { logger } from '../../core/logger';
import { mailQueue, type MailSource, type NewMailMessage, type OutboxEntry } from '../../store';
import { type FactsOf, isMailKind, MAIL_KINDS, type MailContext, type MailKindName } from './kinds';
import type { MailKind } from './kinds/mail-kind';

export type { MailSource };

/** Hands the worker of this process each email recorded here, as it was recorded, to send at once (mail-start). */
let recorded: (key: string, source: MailSource, message: NewMailMessage) => void = () => undefined;

export function onMailRecorded(send: (key: string, source: MailSource, message: NewMailMessage) => void): void {
  recorded = send;
}

const recordedNow = (source: MailSource, entry: OutboxEntry, message: NewMailMessage) => recorded(entry.key, source, message);

let context: MailContext | undefined;

/** createApp calls this with the validated config; templates read addresses and links from it. */
export function configureMail(config: Pick<MailConfig, 'notifyQuotesTo' | 'publicUrl'>): void {
  context = { notifyQuotesTo: config.notifyQuotesTo, publicUrl: config.publicUrl };
}

function mailContext(): MailContext {
  if (!context) throw new Error('configureMail() has not run: build the app with createApp first');
  return context;
}

/**
 * Asks for one email of `kind`: give the result to the store with the change that causes it (it is
 * written in the same insert or update), then call `releaseOutbox` once that write is done. A job
 * that may run in several processes, or again after a restart, gives a `key` of its own: the email
 * is recorded once per key, whoever asks.
 */
export function mailRequest<K extends MailKindName>(kind: K, facts: FactsOf<K>, key: string = randomUUID()): OutboxEntry {
  return { key, kind, facts: facts as unknown as Record<string, unknown>, at: new Date() };
}

/** The email an outbox entry asks for, rendered. */
export function renderEntry(source: MailSource, entry: OutboxEntry): NewMailMessage {
  if (!isMailKind(entry.kind)) throw new Error(`unknown mail kind ${entry.kind}`);
  const kind = MAIL_KINDS[entry.kind] as MailKind<unknown>;
  return { _id: entry.key, kind: entry.kind, ...kind.render(entry.facts, mailContext()), source };
}

/** Renders an outbox entry and records it for delivery. Idempotent: the entry's key is the message id. */
export async function recordMessage(source: MailSource, entry: OutboxEntry): Promise<void> {
  const message = renderEntry(source, entry);
  if (await mailQueue.record(message)) recordedNow(source, entry, message);
}

/**
 * Hands the entries just written with `source` to the mail worker. Never throws: the change is
 * stored with its entries and their jobs, and the worker renders whatever this could not.
 */
export async function releaseOutbox(source: MailSource, entries: readonly OutboxEntry[]): Promise<void> {
  try {
    // One insert for the change's emails.
    const messages = entries.map((entry) => renderEntry(source, entry));
    const recordedKeys = new Set(await mailQueue.recordAll(messages));
    entries.forEach((entry, i) => recordedKeys.has(entry.key) && recordedNow(source, entry, messages[i]));
  } catch (err) {
    logger().error({ err, event: 'mail.release_failed', source, kinds: entries.map((e) => e.kind), keys: entries.map((e) => e.key) }, 'emails left in the outbox for the worker');
  }
}

/**
 * Releases the entries once the request at hand has answered: a visitor's "Thank you" waits for
 * the write that carries the emails, not for their bookkeeping. A crash in between leaves them to
 * the worker, like any release that failed. `backgroundWritesSettled` waits for it.
 */
export function releaseOutboxAfterAnswer(source: MailSource, entries: readonly OutboxEntry[]): void {
  // setImmediate runs after the promise chain that sends the answer has run.
  const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
  inBackground(
    afterAnswer.then(() => releaseOutbox(source, entries)),
    { event: 'mail.release', source },
  );
}
