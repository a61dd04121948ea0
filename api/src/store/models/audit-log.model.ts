import { model, Schema } from 'mongoose';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditLogRecord {
  id: number;
  actor: AuditActor | null;
  action: string;
  entity: string;
  entityId: number | string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

const actorSchema = new Schema<AuditActor>({ id: Number, username: String }, { _id: false });

const auditLogSchema = new Schema<AuditLogRecord>(
  {
    id: { type: Number, required: true, unique: true },
    actor: { type: actorSchema, default: null },
    action: { type: String, required: true },
    entity: { type: String, required: true },
    entityId: { type: Schema.Types.Mixed, default: null },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'audit_log' },
);

auditLogSchema.index({ createdAt: -1 });
auditLogSchema.index({ entity: 1, entityId: 1 });

export const AuditLog = model<AuditLogRecord>('AuditLog', auditLogSchema);
