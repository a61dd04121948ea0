import type { AccountType, CarrierInfo, ShipperInfo } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import { hashPassword } from '../auth/password';
import type { OutboxEntry } from '../mail/mail-outbox.model';
import { User, type UserDocument, usernameKeyOf } from './user.model';

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

export function findUserByUsername(username: string): Promise<UserDocument | null> {
  return User.findOne({ usernameKey: usernameKeyOf(username) });
}

/** The signed-in user as every request sees it: deactivated or deleted users do not exist. */
export function findActiveUserById(id: number): Promise<UserDocument | null> {
  return User.findOne({ id, isActive: true });
}

/** 409 naming the field, so the form can show the message next to it as well as in its toast. */
function taken(field: 'username' | 'email'): ApiError {
  const message = field === 'username' ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken;
  return new ApiError(409, message, { [field]: message });
}

async function assertAvailable(username: string, email: string): Promise<void> {
  if (await User.exists({ usernameKey: usernameKeyOf(username) })) throw taken('username');
  if (await User.exists({ email: email.trim().toLowerCase() })) throw taken('email');
}

/** Creates a user with a hashed password; 409 with the field's message when username or email is taken. */
export async function createUser({ password, id, ...fields }: NewUser): Promise<UserDocument> {
  await assertAvailable(fields.username, fields.email);
  const hash = await hashPassword(password);
  try {
    return await User.create({ ...fields, id: id ?? (await nextId('users')), password: hash });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    // Lost a race with a concurrent sign-up: say which field it was.
    await assertAvailable(fields.username, fields.email);
    throw taken('username');
  }
}

export async function setPassword(user: UserDocument, password: string): Promise<void> {
  user.password = await hashPassword(password);
  await user.save();
}
