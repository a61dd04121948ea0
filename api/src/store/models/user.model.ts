import { type HydratedDocument, model, Schema } from 'mongoose';
import { ACCOUNT_TYPES, CARRIER_DOCUMENT_TYPES, CARRIER_STATUSES, type CarrierDocument, DOCUMENT_REVIEW_STATES, nextInsuranceDueAt, type User as ApiUser } from '@freight/domain';
import { searchKeysOf } from '../search-keys';
import { changeLogged } from '../views/change-log';
import { idKeyFromId } from './id-key';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';
import { toJSON } from './to-json';

/** A carrier's document as stored: the file (files repository), what it is, and where its expiry stands. */
export interface CarrierDocumentRecord extends Omit<CarrierDocument, 'uploadedAt' | 'reminderSentAt' | 'expiredAt'> {
  uploadedAt: Date;
  reminderSentAt?: Date;
  expiredAt?: Date;
}

export interface UserRecord extends Omit<ApiUser, 'createdAt' | 'carrierStatusHistory' | 'carrierDocuments'> {
  carrierDocuments?: CarrierDocumentRecord[];
  /**
   * When the insurance expiry job next has something to do for this carrier (a document's reminder
   * or its expiry), kept from the documents on every save; none when nothing is due.
   */
  insuranceDueAt?: Date | null;
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
    carrierDocuments: {
      type: [
        {
          _id: false,
          id: { type: String, required: true },
          type: { type: String, enum: CARRIER_DOCUMENT_TYPES, required: true },
          fileId: { type: String, required: true },
          name: { type: String, required: true },
          contentType: { type: String, required: true },
          size: { type: Number, required: true },
          uploadedAt: { type: Date, required: true },
          liabilityExpiresOn: String,
          cargoExpiresOn: String,
          // The earlier of the two (or, on a COI stored before them, the one date): the steps follow it.
          expiresOn: String,
          review: { type: String, enum: DOCUMENT_REVIEW_STATES, required: true },
          reminderSentAt: Date,
          expiredAt: Date,
        },
      ],
      default: undefined,
    },
    insuranceDueAt: { type: Date, private: true },
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
  const steps = (this.carrierDocuments ?? []).map((doc) => ({ expiresOn: doc.expiresOn, reminderSentAt: doc.reminderSentAt?.toISOString(), expiredAt: doc.expiredAt?.toISOString() }));
  this.insuranceDueAt = nextInsuranceDueAt(steps) ?? undefined;
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
// The insurance expiry job: the carriers whose next reminder or expiry is due (a range on this index).
userSchema.index({ insuranceDueAt: 1 });
userSchema.plugin(idKeyFromId);
userSchema.plugin(changeLogged('users'));
userSchema.plugin(toJSON);

export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

export const User = model<UserRecord>('User', userSchema);
