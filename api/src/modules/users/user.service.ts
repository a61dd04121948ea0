import { type AccountType, CARRIER_IDENTITY_MESSAGES, type CarrierInfo, type ShipperInfo } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { type OutboxEntry, type StoredUser, TakenError, type UserRecord, users } from '../../store';
import { newCarrierStatus } from '../carriers/carriers.service';
import { hashPassword } from './password';

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
  /** Carriers start pending verification unless told otherwise (the demo data). */
  carrierStatus?: UserRecord['carrierStatus'];
  carrierStatusHistory?: UserRecord['carrierStatusHistory'];
  /** Only for fixed ids (the primary admin); everyone else gets the next one. */
  id?: number;
}

/** The account signed in as `username` (any case). */
export const findUserByUsername = (username: string): Promise<StoredUser | null> => users.findByUsername(username);

export const findUserById = (id: number): Promise<StoredUser | null> => users.find(id);

/** 409 naming the field, so the form can show the message next to it as well as in its toast. */
function taken(field: TakenError['field']): ApiError {
  if (field === 'dotNumber') return new ApiError(409, CARRIER_IDENTITY_MESSAGES.dotTaken, { 'carrierInfo.dotNumber': CARRIER_IDENTITY_MESSAGES.dotTaken });
  const message = field === 'username' ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken;
  return new ApiError(409, message, { [field]: message });
}

/**
 * Creates a user with a hashed password and the emails it asks for; 409 with the field's message
 * when username or email is taken. The password is hashed first, so a taken username costs the same
 * time as a new one.
 */
export async function createUser({ password, phone, ...fields }: NewUser, mail: readonly OutboxEntry[] = []): Promise<StoredUser> {
  const hash = await hashPassword(password);
  try {
    const verification = fields.accountType === 'carrier' && !fields.carrierStatus ? newCarrierStatus() : {};
    return await users.create({ ...fields, ...verification, phone: phone ?? undefined, password: hash }, mail);
  } catch (error) {
    if (error instanceof TakenError) throw taken(error.field);
    throw error;
  }
}

export const removeUser = (id: number): Promise<void> => users.remove(id);

export async function setPassword(id: number, password: string): Promise<void> {
  await users.setPassword(id, await hashPassword(password));
}
