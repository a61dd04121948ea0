import type { RegisterRequest } from '@freight/domain';
import type { UserDocument } from '../../store';
import { releaseOutbox } from '../mail/mail-outbox';
import { welcomeMail } from '../mail/mail-requests';
import { burnPasswordCheck, verifyPassword } from '../users/password';
import { createUser, findUserByUsername } from '../users/user.service';

/**
 * The user for these credentials, or null. A deactivated account answers exactly like a wrong
 * password, so the answer never confirms a password (staff see why in the users table).
 */
export async function verifyCredentials(username: string, password: string): Promise<UserDocument | null> {
  const user = await findUserByUsername(username);
  if (!user) return burnPasswordCheck(password).then(() => null);
  if (!(await verifyPassword(password, user.password))) return null;
  return user.isActive ? user : null;
}

/** Self-registration: the validated body decides the account type, never admin rights. The welcome email is written with the account. */
export async function registerUser(body: RegisterRequest): Promise<UserDocument> {
  const accountType = body.accountType ?? 'customer';
  const mail = [welcomeMail({ ...body, accountType })];
  const user = await createUser(
    {
      ...body,
      accountType,
      shipperInfo: accountType === 'shipper' ? body.shipperInfo : null,
      carrierInfo: accountType === 'carrier' ? body.carrierInfo : null,
      isAdmin: false,
      isActive: true,
    },
    mail,
  );
  await releaseOutbox({ collection: 'users', id: user.id }, mail);
  return user;
}
