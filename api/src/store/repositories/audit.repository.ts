import { nextId } from '../counters';
import { AuditLog, type AuditLogRecord } from '../models/audit-log.model';

export type NewAuditEntry = Omit<AuditLogRecord, 'id' | 'createdAt'>;

/** The admin changes, one record each, never edited. */
export const auditLog = {
  async record(entry: NewAuditEntry): Promise<void> {
    await AuditLog.create({ ...entry, id: await nextId('audit_log') });
  },
};
