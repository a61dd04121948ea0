import type { RegisterRequest } from '@freight/domain';
import type { Config } from '../../config/config';
import { checkAuthorityLater } from '../carriers/authority-check';
import { type StoredUser, users } from '../../store';
import { releaseOutbox } from '../mail/mail-outbox';
import { welcomeMail } from '../mail/mail-requests';
import { burnPasswordCheck, verifyPassword } from '../users/password';
import { createUser } from '../users/user.service';

/**
 * The user for these credentials, or null. A deactivated account answers exactly like a wrong
 * password, so the answer never confirms a password (staff see why in the users table).
 */
export async function verifyCredentials(username: string, password: string): Promise<StoredUser | null> {
  const found = await users.credentials(username);
  if (!found) return burnPasswordCheck(password).then(() => null);
  if (!(await verifyPassword(password, found.passwordHash))) return null;
  return found.user.isActive ? found.user : null;
}

/**
 * Self-registration: the validated body decides the account type, never admin rights. The welcome
 * email is written with the account; a carrier's USDOT number is looked up on FMCSA after the answer,
 * when the look-up is configured.
 */
export async function registerUser(body: RegisterRequest, config: Pick<Config, 'fmcsa'>): Promise<StoredUser> {
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
  if (accountType === 'carrier') checkAuthorityLater(config.fmcsa, user);
  return user;
}
