import { model, Schema } from 'mongoose';
import { usernameKeyOf } from './user.model';

/**
 * An account's unique lookup keys, `username:<lower-case username>` and `email:<address>`, each
 * naming the user's id. Sign-in and registration find an account by `_id` (one key lookup on any
 * engine) instead of searching the users; inserting a key is also how a name is taken, atomically.
 * The users collection's own unique indexes stay as the last guard.
 *
 * A carrier's USDOT number is claimed the same way (`dot:<number>`) in both ways of data access:
 * on MongoDB a partial unique index would do, but the embedded engine refuses partial indexes, and
 * one mechanism serves both.
 */
export interface UserKeyRecord {
  _id: string;
  userId: number;
  /** When it was taken: a key whose account is missing is another registration's only once this is old. */
  at?: Date;
}

export const UserKey = model<UserKeyRecord>('UserKey', new Schema<UserKeyRecord>({ _id: String, userId: Number, at: Date }, { versionKey: false }), 'user_keys');

export const usernameKeyId = (username: string): string => `username:${usernameKeyOf(username)}`;
export const emailKeyId = (email: string): string => `email:${email.trim().toLowerCase()}`;

/** A carrier's USDOT number (stored normalised), one carrier each. */
export const dotKeyId = (dotNumber: string): string => `dot:${dotNumber}`;

/** The carrier's USDOT number when the account is a carrier's. */
export const dotNumberOf = (user: { accountType?: string; carrierInfo?: unknown }): string | undefined => {
  const dot = (user.carrierInfo as { dotNumber?: unknown } | null | undefined)?.dotNumber;
  return user.accountType === 'carrier' && typeof dot === 'string' && dot ? dot : undefined;
};

export const keysOf = (user: { id: number; username: string; email: string; accountType?: string; carrierInfo?: unknown }): UserKeyRecord[] => {
  const dot = dotNumberOf(user);
  return [
    { _id: usernameKeyId(user.username), userId: user.id },
    { _id: emailKeyId(user.email), userId: user.id },
    ...(dot ? [{ _id: dotKeyId(dot), userId: user.id }] : []),
  ];
};
