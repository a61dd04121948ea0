import { type HydratedDocument, model, Schema } from 'mongoose';
import { ACCOUNT_TYPES, CARRIER_STATUSES, type User as ApiUser } from '@freight/domain';
import { searchKeysOf } from '../search-keys';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';
import { toJSON } from './to-json';

export interface UserRecord extends Omit<ApiUser, 'createdAt' | 'carrierStatusHistory'> {
  carrierStatusHistory?: { status: NonNullable<ApiUser['carrierStatus']>; reason?: string; by: string; at: Date }[];
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
  /** Every prefix of the words of the names, username, email and company (see search-keys). */
  searchKeys: string[];
  /** "Signed out everywhere" at this time: sessions signed in before it are refused. */
  sessionsEndedAt?: Date;
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
    carrierStatus: { type: String, enum: CARRIER_STATUSES },
    carrierStatusHistory: {
      type: [{ _id: false, status: { type: String, enum: CARRIER_STATUSES, required: true }, reason: String, by: { type: String, required: true }, at: { type: Date, required: true } }],
      default: undefined,
    },
    isAdmin: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    mailOutbox: mailOutboxPath,
    searchKeys: { type: [String], default: undefined, private: true },
    sessionsEndedAt: { type: Date, private: true },
  },
  { timestamps: true },
);

userSchema.pre('validate', function deriveKeys() {
  if (this.username) this.usernameKey = this.username.toLowerCase();
  this.searchKeys = searchKeysOf([this.firstName, this.lastName, this.username, this.email, this.companyName]);
});
// The query way: the overview's counts, the last-active-admin rule, and the list's search (newest first).
userSchema.index({ isActive: 1 });
userSchema.index({ isAdmin: 1, isActive: 1 });
userSchema.index({ searchKeys: 1, id: -1 });
// The carriers list: every carrier, or those of one status, newest first, with or without a search.
userSchema.index({ accountType: 1, id: -1 });
userSchema.index({ carrierStatus: 1, id: -1 });
userSchema.index({ accountType: 1, searchKeys: 1, id: -1 });
userSchema.index({ carrierStatus: 1, searchKeys: 1, id: -1 });
userSchema.plugin(idKeyFromId);
userSchema.plugin(changeLogged('users'));
userSchema.plugin(toJSON);

export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

export const User = model<UserRecord>('User', userSchema);
