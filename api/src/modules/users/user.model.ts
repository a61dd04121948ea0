import { type HydratedDocument, model, Schema } from 'mongoose';
import { ACCOUNT_TYPES, type User as ApiUser } from '@freight/domain';
import { changeLogged } from '../../core/change-log';
import { idKeyFromId } from '../../core/id-key';
import { toJSON } from '../../core/to-json';
import { mailOutboxPath, type OutboxEntry } from '../mail/mail-outbox.model';

export interface UserRecord extends Omit<ApiUser, 'createdAt'> {
  /** The id as a string (see core/id-key). */
  _id: string;
  /** Lower-cased username: FerretDB has no collations, so uniqueness is enforced on this key. */
  usernameKey: string;
  /** scrypt hash with its salt and parameters (see password.ts). */
  password: string;
  createdAt: Date;
  updatedAt: Date;
  /** Emails this account's changes asked for (see mail-outbox.model). */
  mailOutbox: OutboxEntry[];
}

export type UserDocument = HydratedDocument<UserRecord>;

const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String },
    id: { type: Number, required: true, unique: true },
    username: { type: String, required: true, trim: true },
    usernameKey: { type: String, required: true, unique: true, private: true },
    password: { type: String, required: true },
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, unique: true, trim: true, lowercase: true },
    phone: { type: String, trim: true },
    companyName: { type: String, required: true, trim: true },
    accountType: { type: String, enum: ACCOUNT_TYPES, default: 'customer' },
    shipperInfo: { type: Schema.Types.Mixed, default: null },
    carrierInfo: { type: Schema.Types.Mixed, default: null },
    isAdmin: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    mailOutbox: mailOutboxPath,
  },
  { timestamps: true },
);

userSchema.pre('validate', function normalizeKey() {
  if (this.username) this.usernameKey = this.username.toLowerCase();
});
// The last-active-admin rule asks the database itself (admin-users.service).
userSchema.index({ isAdmin: 1, isActive: 1 });
userSchema.plugin(idKeyFromId);
userSchema.plugin(changeLogged('users'));
userSchema.plugin(toJSON);

export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

export const User = model<UserRecord>('User', userSchema);
