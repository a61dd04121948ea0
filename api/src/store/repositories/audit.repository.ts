import { AuditLog, type AuditLogRecord } from '../models/audit-log.model';
import { insertWithNextId } from '../new-record';

export type NewAuditEntry = Omit<AuditLogRecord, 'id' | 'createdAt'>;

/** The admin changes, one record each, never edited. */
export const auditLog = {
  async record(entry: NewAuditEntry): Promise<void> {
    await insertWithNextId(AuditLog, 'audit_log', (id) => ({ ...entry, id }));
  },
};
