import type { AccountType, CarrierInfo, ShipperInfo } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { idKey } from '../../core/id-key';
import { hashPassword } from '../auth/password';
import type { OutboxEntry } from '../mail/mail-outbox.model';
import { emailKeyId, UserKey, usernameKeyId } from './user-key.model';
import { User, type UserDocument } from './user.model';
import { isDuplicateKey } from '../../core/insert-once';

export const USER_MESSAGES = {
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already registered',
} as const;

export interface NewUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  companyName: string;
  accountType?: AccountType;
  shipperInfo?: ShipperInfo | null;
  carrierInfo?: CarrierInfo | null;
  isAdmin?: boolean;
  isActive?: boolean;
  /** Only for fixed ids (the primary admin); everyone else gets the next one. */
  id?: number;
  /** Emails to send, written with the new account (e.g. the welcome email). */
  mailOutbox?: OutboxEntry[];
}

/** The account signed in as `username` (any case), by its key: two `_id` lookups, whatever the number of users. */
export async function findUserByUsername(username: string): Promise<UserDocument | null> {
  const key = await UserKey.findById(usernameKeyId(username)).lean();
  return key ? User.findById(idKey(key.userId)) : null;
}

export const findUserById = (id: number): Promise<UserDocument | null> => User.findById(idKey(id));


/** 409 naming the field, so the form can show the message next to it as well as in its toast. */
function taken(field: 'username' | 'email'): ApiError {
  const message = field === 'username' ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken;
  return new ApiError(409, message, { [field]: message });
}

/**
 * Takes the account's key for `field`. A key left behind by a registration that died before its
 * account was written (no such user) is taken over; the users' unique indexes still decide a race.
 */
async function claimKey(keyId: string, userId: number, field: 'username' | 'email'): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await UserKey.create({ _id: keyId, userId });
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const holder = await UserKey.findById(keyId).lean();
      if (holder && (await User.exists({ _id: idKey(holder.userId) }))) throw taken(field);
      await UserKey.deleteOne({ _id: keyId });
    }
  }
  throw taken(field);
}

async function releaseKeys(keyIds: string[], userId: number): Promise<void> {
  for (const keyId of keyIds) {
    const key = await UserKey.findById(keyId).lean();
    if (key?.userId === userId) await UserKey.deleteOne({ _id: keyId });
  }
}

/**
 * Creates a user with a hashed password; 409 with the field's message when username or email is taken.
 * The password is hashed first, so a taken username costs the same time as a new one.
 */
export async function createUser({ password, id, ...fields }: NewUser): Promise<UserDocument> {
  const hash = await hashPassword(password);
  const userId = id ?? (await nextId('users'));
  const claimed: string[] = [];
  try {
    await claimKey(usernameKeyId(fields.username), userId, 'username');
    claimed.push(usernameKeyId(fields.username));
    await claimKey(emailKeyId(fields.email), userId, 'email');
    claimed.push(emailKeyId(fields.email));
    return await User.create({ ...fields, id: userId, password: hash });
  } catch (error) {
    await releaseKeys(claimed, userId);
    // Lost a race the keys did not see (the users' unique indexes): say it was the username.
    if (isDuplicateKey(error)) throw taken('username');
    throw error;
  }
}

/** Removes an account and its keys. */
export async function removeUser(user: UserDocument): Promise<void> {
  await User.deleteOne({ _id: idKey(user.id) });
  await releaseKeys([usernameKeyId(user.username), emailKeyId(user.email)], user.id);
}

export async function setPassword(user: UserDocument, password: string): Promise<void> {
  user.password = await hashPassword(password);
  await user.save();
}
