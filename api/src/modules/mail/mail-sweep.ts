import type { Model } from 'mongoose';
import { recentChanges } from '../../core/change-log';
import { idKey } from '../../core/id-key';
import { Quote } from '../quotes/quote.model';
import { User } from '../users/user.model';
import { MailJob, MailMessage } from './mail-message.model';
import { insertOnce } from '../../core/insert-once';
import { recordMessage } from './mail-outbox';
import type { OutboxEntry } from './mail-outbox.model';

const HOUR = 60 * 60_000;
/** At start: a week back, for whatever a crash left. While running: what the last hour's releases missed. */
export const START_LOOK_BACK_MS = 7 * 24 * HOUR;
export const RUNNING_LOOK_BACK_MS = HOUR;

interface OutboxHolder {
  id: number;
  updatedAt: Date;
  mailOutbox?: OutboxEntry[];
}

/** The collections whose documents carry a `mailOutbox`. */
const SOURCES: { collection: string; model: () => Model<OutboxHolder> }[] = [
  { collection: 'quotes', model: () => Quote as unknown as Model<OutboxHolder> },
  { collection: 'users', model: () => User as unknown as Model<OutboxHolder> },
];

/**
 * Finds outbox entries that never became messages (the process died between the write and
 * its release, or the release failed) and records them, and gives a queued message whose job
 * was never written its job. It looks only at the records the change log names for the period
 * (a write carrying emails is logged before it happens), with `_id` lookups, so its cost follows
 * the recent changes, not the stored data; a second run finds nothing to do. Returns how many
 * entries it released.
 */
export async function sweepOutboxes(lookBackMs = START_LOOK_BACK_MS): Promise<number> {
  const since = new Date(Date.now() - lookBackMs);
  let released = 0;
  for (const { collection, model } of SOURCES) {
    const ids = await recentChanges(collection, since);
    const docs = await Promise.all(ids.map((id) => model().findById(idKey(Number(id)), { id: 1, mailOutbox: 1 }).lean()));
    for (const doc of docs) {
      if (!doc) continue;
      for (const entry of doc.mailOutbox ?? []) {
        if (new Date(entry.at) < since) continue;
        const message = await MailMessage.findById(entry.key, { status: 1, attempts: 1 }).lean();
        if (!message) {
          await recordMessage({ collection, id: doc.id }, entry);
          released += 1;
        } else if (message.status === 'queued' && message.attempts === 0) {
          await insertOnce(() => MailJob.create({ _id: entry.key, attempt: 1, dueAt: new Date() }));
        }
      }
    }
  }
  return released;
}
