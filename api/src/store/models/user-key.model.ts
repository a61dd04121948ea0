import { model, Schema } from 'mongoose';
import { usernameKeyOf } from './user.model';

/**
 * An account's unique lookup keys, `username:<lower-case username>` and `email:<address>`, each
 * naming the user's id. Sign-in and registration find an account by `_id` (one key lookup on any
 * engine) instead of searching the users; inserting a key is also how a name is taken, atomically.
 * The users collection's own unique indexes stay as the last guard.
 */
export interface UserKeyRecord {
  _id: string;
  userId: number;
}

export const UserKey = model<UserKeyRecord>('UserKey', new Schema<UserKeyRecord>({ _id: String, userId: Number }, { versionKey: false }), 'user_keys');

export const usernameKeyId = (username: string): string => `username:${usernameKeyOf(username)}`;
export const emailKeyId = (email: string): string => `email:${email.trim().toLowerCase()}`;

export const keysOf = (user: { id: number; username: string; email: string }): UserKeyRecord[] => [
  { _id: usernameKeyId(user.username), userId: user.id },
  { _id: emailKeyId(user.email), userId: user.id },
];
