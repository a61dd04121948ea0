import { type AuditActor, auditLog } from '../../store';

export interface AuditEntry {
  /** Who did it: the signed-in admin (req.user) or null for the system. */
  actor: AuditActor | null | undefined;
  /** What happened, e.g. 'update', 'delete', 'create'. */
  action: string;
  /** Which kind of record, e.g. 'user', 'quote', 'carrier-rate'. */
  entity: string;
  entityId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

const NEVER_KEPT = ['password', 'usernameKey', '_id', '__v'];

/** A plain snapshot of a record as JSON has it, never with a password or a key. */
function snapshot(value: unknown): unknown {
  if (value == null) return null;
  const plain = JSON.parse(JSON.stringify(value)) as unknown;
  if (plain && typeof plain === 'object') for (const key of NEVER_KEPT) delete (plain as Record<string, unknown>)[key];
  return plain;
}

/** Records one admin change. Call it after the change has been made. */
export async function recordAudit({ actor, action, entity, entityId = null, before, after }: AuditEntry): Promise<void> {
  await auditLog.record({
    actor: actor ? { id: actor.id, username: actor.username } : null,
    action,
    entity,
    entityId,
    before: snapshot(before),
    after: snapshot(after),
  });
}
