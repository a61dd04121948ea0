import { model, Schema } from 'mongoose';
import { COMPANY_ROLES, type CompanyRole } from '@freight/domain';

/**
 * An invitation to join a company, found by the sha256 of its link's token (`_id`): the token itself
 * is never stored, so a copy of this collection cannot be turned into working links. `id` names it
 * to the Owner (to revoke it). Accepting deletes it (one atomic find-and-delete: of two uses exactly
 * one gets it); the TTL index removes it when it expires, and one expired but not yet removed is
 * refused.
 */
export interface CompanyInvitationRecord {
  _id: string;
  id: string;
  accountId: number;
  email: string;
  role: CompanyRole;
  invitedBy: { userId: number; name: string };
  createdAt: Date;
  expiresAt: Date;
}

const invitationSchema = new Schema<CompanyInvitationRecord>(
  {
    _id: { type: String },
    id: { type: String, required: true, unique: true },
    accountId: { type: Number, required: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    role: { type: String, enum: COMPANY_ROLES, required: true },
    invitedBy: { type: new Schema({ userId: { type: Number, required: true }, name: { type: String, required: true } }, { _id: false }), required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
invitationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
// A company's pending invitations, newest first.
invitationSchema.index({ accountId: 1, createdAt: -1 });

export const CompanyInvitation = model<CompanyInvitationRecord>('CompanyInvitation', invitationSchema, 'company_invitations');
