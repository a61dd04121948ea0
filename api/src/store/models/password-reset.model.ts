import { model, Schema } from 'mongoose';

/**
 * A password reset link, found by the sha256 of its token (`_id`): the token itself is never stored
 * here, so a copy of this collection cannot be turned into working links. It names the account and
 * when it stops working; the TTL index removes it then. Using it deletes it (one atomic
 * find-and-delete, so of two uses exactly one gets it), and so does any password change of the
 * account (the userId index).
 */
export interface PasswordResetRecord {
  _id: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String },
    userId: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
passwordResetSchema.index({ userId: 1 });

export const PasswordReset = model<PasswordResetRecord>('PasswordReset', passwordResetSchema, 'password_resets');
