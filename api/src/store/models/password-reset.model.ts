import { model, Schema } from 'mongoose';

/**
 * A password reset link, found by the sha256 of its token (`_id`): the token itself is never stored
 * here, so a copy of this collection cannot be turned into working links. It names the account and
 * when it stops working; MongoDB's TTL index removes it then (views/expiry-queue on FerretDB).
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

export const PasswordReset = model<PasswordResetRecord>('PasswordReset', passwordResetSchema, 'password_resets');

/**
 * A link that was used: inserted under the link's `_id`, so of two requests with one link only the
 * first insert succeeds (a unique insert is atomic on every engine, the embedded one included).
 * Kept until the link would have expired.
 */
export interface PasswordResetUseRecord {
  _id: string;
  userId: number;
  usedAt: Date;
  expiresAt: Date;
}

const useSchema = new Schema<PasswordResetUseRecord>(
  { _id: { type: String }, userId: { type: Number, required: true }, usedAt: { type: Date, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);
useSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PasswordResetUse = model<PasswordResetUseRecord>('PasswordResetUse', useSchema, 'password_reset_uses');
