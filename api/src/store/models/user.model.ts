import { model, Schema } from 'mongoose';
import { ACCOUNT_TYPES, COMPANY_ROLES, type AuthorityCheck, CARRIER_DOCUMENT_TYPES, CARRIER_STATUSES, type CarrierDocument, type CarrierDocumentType, DOCUMENT_REVIEW_STATES, type User as ApiUser, userKeys } from '@freight/domain';
import { mailOutboxPath, type OutboxEntry } from './mail-outbox.model';

/** A carrier's document as stored: the file (files repository), what it is, and where its expiry stands. */
export interface CarrierDocumentRecord extends Omit<CarrierDocument, 'uploadedAt' | 'reminderSentAt' | 'expiredAt'> {
  uploadedAt: Date;
  reminderSentAt?: Date;
  expiredAt?: Date;
}

/** How the carrier's operating authority was checked, as stored (the time as a date). */
export type AuthorityCheckRecord = AuthorityCheck extends infer C ? (C extends AuthorityCheck ? Omit<C, 'at'> & { at: Date } : never) : never;

export interface UserRecord extends Omit<ApiUser, 'createdAt' | 'carrierStatusHistory' | 'carrierDocuments' | 'authorityCheck'> {
  carrierDocuments?: CarrierDocumentRecord[];
  authorityCheck?: AuthorityCheckRecord;
  /**
   * When the insurance expiry job next has something to do for this carrier (a document's reminder
   * or its expiry), kept from the documents on every save; none when nothing is due.
   */
  insuranceDueAt?: Date | null;
  carrierStatusHistory?: { status: NonNullable<ApiUser['carrierStatus']>; reason?: string; override?: CarrierDocumentType[]; by: string; at: Date }[];
  /** Lower-cased username: usernames are unique whatever their case (an index on this key, no collation needed). */
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

const userSchema = new Schema<UserRecord>(
  {
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
      type: [
        {
          _id: false,
          status: { type: String, enum: CARRIER_STATUSES, required: true },
          reason: String,
          // A verification without these documents on file, on staff's override reason.
          override: { type: [{ type: String, enum: CARRIER_DOCUMENT_TYPES }], default: undefined },
          by: { type: String, required: true },
          at: { type: Date, required: true },
        },
      ],
      default: undefined,
    },
    authorityCheck: {
      type: new Schema(
        {
          by: { type: String, enum: ['fmcsa', 'staff'], required: true },
          at: { type: Date, required: true },
          staff: String,
          found: Boolean,
          allowedToOperate: Boolean,
          legalName: String,
        },
        { _id: false },
      ),
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
    // Customers' billing settings (domain customer-billing): each absent while its default applies.
    billing: {
      type: new Schema(
        { billingEmail: { type: String, trim: true, lowercase: true }, invoiceOnPod: Boolean, termsDays: Number, creditLimitCents: Number },
        { _id: false },
      ),
      default: undefined,
    },
    // The company this person acts for (the id of the account that opened it) and their role there;
    // every account but staff's has one, its own as Owner until it joins another company.
    membership: {
      type: new Schema({ accountId: { type: Number, required: true }, role: { type: String, enum: COMPANY_ROLES, required: true } }, { _id: false }),
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

// An account created through the model gets its keys (domain list-fields) as it is validated; updates write them with the change.
userSchema.pre('validate', function deriveKeys() {
  this.set(userKeys(this));
  // A new customer, shipper or carrier opens a company of its own, as its Owner.
  if (this.isNew && !this.isAdmin && !this.membership) this.set('membership', { accountId: this.id, role: 'owner' });
});

// The overview's counts, the last-active-admin rule, and the list's search (newest first).
userSchema.index({ isActive: 1 });
userSchema.index({ isAdmin: 1, isActive: 1 });
userSchema.index({ searchKeys: 1, id: -1 });
// The carriers list: every carrier, or those of one status, newest first, with or without a search.
userSchema.index({ accountType: 1, id: -1 });
userSchema.index({ carrierStatus: 1, id: -1 });
userSchema.index({ accountType: 1, searchKeys: 1, id: -1 });
userSchema.index({ carrierStatus: 1, searchKeys: 1, id: -1 });
// A company's members, in the order they joined the site.
userSchema.index({ 'membership.accountId': 1, id: 1 });
// The insurance expiry job: the carriers whose next reminder or expiry is due (a range on this index).
userSchema.index({ insuranceDueAt: 1 });
// A carrier's USDOT number belongs to one carrier.
userSchema.index({ 'carrierInfo.dotNumber': 1 }, { unique: true, partialFilterExpression: { accountType: 'carrier', 'carrierInfo.dotNumber': { $exists: true } } });

export const User = model<UserRecord>('User', userSchema);
