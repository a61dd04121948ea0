import { CARRIER_DOCUMENT_LABELS, CARRIER_DOCUMENT_MESSAGES, firstPolicyExpiry, laterPolicyExpiry, nextDocumentStep, type PolicyExpiry, SYSTEM_ACTOR } from '@freight/domain';
import { logger } from '../../core/logger';
import { type OutboxEntry, type StoredUser, users } from '../../store';
import { releaseOutbox } from '../mail/mail-outbox';
import { carrierStatusMail, insuranceExpiringMail } from '../mail/mail-requests';

/** Carriers handled per read; the job reads again until none is due. */
const BATCH = 50;
/** A run stops after this many batches (a backlog is finished by the next run). */
const MAX_BATCHES = 20;
export const INSURANCE_CHECK_MS = 5 * 60_000;

export interface InsuranceExpiryRun {
  reminded: number;
  suspended: number;
}

/**
 * Does what the carrier's documents have due at `now`: 30 days before a policy's expiry the carrier
 * and staff are emailed (once per document: the emails' keys are the document's), and on the expiry
 * date of its certificate of insurance the carrier is suspended by "system" with the reason, and
 * emailed. A certificate follows its first policy to expire (`expiresOn`, the earlier date): the
 * emails and the reason name that policy, or both when they expire the same day (the reminders give
 * the other policy's later date too, since one renewed certificate covers both); a renewed
 * certificate, with both dates again, is what ends the suspension. The document remembers each step, in the same version-checked write as the emails, so a
 * second process doing the same carrier at the same time fails its write and changes nothing.
 */
async function settle(user: StoredUser, now: Date, run: InsuranceExpiryRun): Promise<void> {
  const mail: OutboxEntry[] = [];
  for (const doc of user.carrierDocuments ?? []) {
    // A job that was down for a while may owe a document both steps.
    for (let step = nextDocumentStep(stepsOf(doc)); step && step.at <= now; step = nextDocumentStep(stepsOf(doc))) {
      if (step.step === 'remind') {
        doc.reminderSentAt = now;
        const later = laterPolicyExpiry(doc) ?? undefined;
        mail.push(...insuranceExpiringMail(user, { id: doc.id, label: CARRIER_DOCUMENT_LABELS[doc.type], ...expiryOf(doc), later }));
        run.reminded += 1;
        continue;
      }
      doc.expiredAt = now;
      if (doc.type === 'coi' && user.carrierStatus !== 'suspended') {
        const reason = CARRIER_DOCUMENT_MESSAGES.expiredReason(expiryOf(doc));
        user.carrierStatus = 'suspended';
        user.carrierStatusHistory = [...(user.carrierStatusHistory ?? []), { status: 'suspended', reason, by: SYSTEM_ACTOR, at: now }];
        mail.push(carrierStatusMail(user, reason, `insurance-expired:${doc.id}`));
        run.suspended += 1;
      }
    }
  }
  // Conditional on the version read: another process's write in between refuses this one.
  await users.save(user, mail);
  await releaseOutbox({ collection: 'users', id: user.id }, mail);
}

// A document has steps only with an expiry date, so it always has a first policy to name.
const expiryOf = (doc: { expiresOn?: string; liabilityExpiresOn?: string; cargoExpiresOn?: string }): PolicyExpiry =>
  firstPolicyExpiry(doc) ?? { policies: ['liability', 'cargo'], expiresOn: doc.expiresOn! };

const stepsOf = (doc: { expiresOn?: string; reminderSentAt?: Date; expiredAt?: Date }) => ({
  expiresOn: doc.expiresOn,
  reminderSentAt: doc.reminderSentAt ? new Date(doc.reminderSentAt).toISOString() : undefined,
  expiredAt: doc.expiredAt ? new Date(doc.expiredAt).toISOString() : undefined,
});

/** One run of the job at `now`: the carriers due (a range on an index), never a scan. */
export async function runInsuranceExpiry(now: Date = new Date()): Promise<InsuranceExpiryRun> {
  const run: InsuranceExpiryRun = { reminded: 0, suspended: 0 };
  const failed = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = (await users.insuranceDue(now, BATCH + failed.size)).filter((user) => !failed.has(user.id));
    if (!due.length) break;
    for (const user of due) {
      await settle(user, now, run).catch((err: unknown) => {
        failed.add(user.id);
        logger().warn({ err, userId: user.id }, 'insurance expiry step not stored; trying again next run');
      });
    }
  }
  if (run.reminded || run.suspended) logger().info({ event: 'carrier.insurance_expiry', ...run }, 'insurance expiry job ran');
  return run;
}

/** Runs the job now and every `everyMs` with the clock given (tests inject theirs); returns a stop function. */
export function startInsuranceExpiry({ clock = () => new Date(), everyMs = INSURANCE_CHECK_MS } = {}): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runInsuranceExpiry(clock())
      .catch((err: unknown) => logger().warn({ err }, 'insurance expiry job failed; trying again next run'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
