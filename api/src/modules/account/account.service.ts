import { ACCOUNT_MESSAGES, type PasswordChange, type ProfileUpdate, RESET_LINK_VALID_MS } from '@freight/domain';
import { CUSTOMER_BILLING_MESSAGES, isBilledAccount } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { newLinkToken, tokenHash } from '../../core/link-token';
import { AUTH_REQUIRED } from '../../core/auth';
import { onConflict } from '../../core/error';
import { inBackground } from '../../core/background-writes';
import { passwordResets, type StoredUser, TakenError, users } from '../../store';
import { endSessionsOf } from '../auth/session';
import { releaseOutbox } from '../mail/mail-outbox';
import { passwordResetMail } from '../mail/mail-requests';
import { hashPassword, verifyPassword } from '../users/password';
import { USER_MESSAGES } from '../users/user.service';


/** Makes a reset link for the account and mails it through the account's outbox. */
async function sendResetLink(userId: number): Promise<void> {
  const user = await users.find(userId);
  if (!user?.isActive) return;
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + RESET_LINK_VALID_MS);
  await passwordResets.create(tokenHash(token), user.id, expiresAt);
  const mail = [passwordResetMail(user, token, expiresAt)];
  await users.addMail(user.id, mail);
  await releaseOutbox({ collection: 'users', id: user.id }, mail);
}

/**
 * Forgot password. Whatever the address, the request does the same work before its answer (one
 * lookup by email) and gets the same answer; for an active account the link is made and mailed
 * after the answer has gone, so neither the answer nor its time says whether the account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await users.findByEmail(email);
  const userId = user?.isActive ? user.id : undefined;
  if (userId === undefined) return;
  const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
  inBackground(
    afterAnswer.then(() => sendResetLink(userId)),
    { event: 'password_reset.send', userId },
  );
}

/** Someone (staff, or the account in another tab) changed the account since this page read it. */
const ACCOUNT_CHANGED = 'Your account was just changed elsewhere. Please reload the page and try again.';

const invalidLink = () => new ApiError(400, ACCOUNT_MESSAGES.resetInvalid, { token: ACCOUNT_MESSAGES.resetInvalid });

/**
 * Sets a new password from a reset link: the link works once (store: passwordResets.use), every
 * other unused link of the account stops working, and every session of the account ends. An
 * unknown, used or expired link changes nothing.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  // Hashed first: a busy server (503) must not cost the visitor their link.
  const hash = await hashPassword(password);
  const userId = await passwordResets.use(tokenHash(token));
  if (userId === null) throw invalidLink();
  const user = await users.find(userId);
  if (!user?.isActive) throw invalidLink();
  await users.setPassword(user.id, hash);
  await passwordResets.endAllOf(user.id);
  await endSessionsOf(user.id);
}

async function signedInAccount(id: number): Promise<StoredUser> {
  const user = await users.find(id);
  if (!user?.isActive) throw new ApiError(401, AUTH_REQUIRED);
  return user;
}

/**
 * The billing settings after the profile's billing email (customers and shippers only; absent leaves
 * it as it is, '' goes back to the account email). Staff's settings (terms, limit, invoice on POD) stay.
 */
function billingAfter(user: StoredUser, billingEmail: string | undefined): StoredUser['billing'] {
  if (billingEmail === undefined) return user.billing;
  if (!isBilledAccount(user.accountType)) {
    if (!billingEmail) return user.billing;
    throw new ApiError(400, CUSTOMER_BILLING_MESSAGES.billingEmailNotBilled, { billingEmail: CUSTOMER_BILLING_MESSAGES.billingEmailNotBilled });
  }
  const { billingEmail: _before, ...staffSettings } = user.billing ?? {};
  const next = { ...staffSettings, ...(billingEmail ? { billingEmail } : {}) };
  return Object.keys(next).length ? next : undefined;
}

/** The profile page's details: the registration's rules; an address another account has is refused with the registration's message. */
export async function updateProfile(id: number, { firstName, lastName, email, phone, companyName, billingEmail }: ProfileUpdate): Promise<StoredUser> {
  const user = await signedInAccount(id);
  const billing = billingAfter(user, billingEmail);
  try {
    return await onConflict(users.save({ ...user, firstName, lastName, email: email.trim().toLowerCase(), companyName, phone: phone ? phone : undefined, billing }), ACCOUNT_CHANGED);
  } catch (error) {
    if (error instanceof TakenError) throw new ApiError(409, USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
    throw error;
  }
}

/**
 * A new password for a signed-in account, given its current one. Every session of the account
 * ends; the caller signs the current one in again (auth's signIn), so only the others end.
 */
export async function changePassword(id: number, { currentPassword, newPassword }: PasswordChange): Promise<StoredUser> {
  const user = await signedInAccount(id);
  if (!(await verifyPassword(currentPassword, (await users.passwordHashOf(id)) ?? ''))) {
    throw new ApiError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  await users.setPassword(id, await hashPassword(newPassword));
  await passwordResets.endAllOf(id);
  await endSessionsOf(id);
  return user;
}
