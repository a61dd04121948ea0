import type { Model } from 'mongoose';
import { Quote } from '../quotes/quote.model';
import { User } from '../users/user.model';
import { insertOnce, MailJob, MailMessage } from './mail-message.model';
import { recordMessage } from './mail-outbox';
import type { OutboxEntry } from './mail-outbox.model';

const DAY = 24 * 60 * 60_000;

interface OutboxHolder {
  id: number;
  mailOutbox?: OutboxEntry[];
}

/** The collections whose documents carry a `mailOutbox`. */
const SOURCES: { collection: string; model: () => Model<OutboxHolder & { updatedAt: Date }> }[] = [
  { collection: 'quotes', model: () => Quote as unknown as Model<OutboxHolder & { updatedAt: Date }> },
  { collection: 'users', model: () => User as unknown as Model<OutboxHolder & { updatedAt: Date }> },
];

/**
 * Finds outbox entries that never became messages (the process died between the write and
 * its release, or the release failed) and records them; then gives every queued message
 * without a job its job back. Runs at start and every little while; a second run finds nothing.
 */
export async function sweepOutboxes(lookBackMs = 7 * DAY): Promise<number> {
  const since = new Date(Date.now() - lookBackMs);
  let released = 0;
  for (const { collection, model } of SOURCES) {
    const docs = (await model().find({ updatedAt: { $gte: since } }, { id: 1, mailOutbox: 1 }).lean()) as OutboxHolder[];
    for (const doc of docs) {
      for (const entry of doc.mailOutbox ?? []) {
        if (new Date(entry.at) < since || (await MailMessage.exists({ _id: entry.key }))) continue;
        await recordMessage({ collection, id: doc.id }, entry);
        released += 1;
      }
    }
  }
  const queued = await MailMessage.find({ status: 'queued' }, { attempts: 1 }).lean();
  for (const message of queued) {
    await insertOnce(() => MailJob.create({ _id: message._id, attempt: message.attempts + 1, dueAt: new Date() }));
  }
  return released;
}
