import { PRIMARY_ADMIN } from '@freight/domain';
import { verifyPassword } from '../modules/users/password';
import { createUser, findUserById, setPassword } from '../modules/users/user.service';
import { type StoredUser, users } from '../store';

const PROFILE = {
  firstName: 'Primary',
  lastName: 'Administrator',
  email: 'admin@harborlinefreight.com',
  companyName: 'Harborline Freight & Logistics',
};

/**
 * Makes sure the primary admin (id 3, 'Admin') exists, is an active admin and signs in with
 * `password`: configuration is the source of truth for this account's password.
 */
export async function ensurePrimaryAdmin(password: string): Promise<StoredUser> {
  // Ids below the primary admin's belong to the demo users or stay unused; nextId must skip them.
  await users.reserveIds(PRIMARY_ADMIN.id);
  let admin = await findUserById(PRIMARY_ADMIN.id);
  if (!admin) {
    try {
      admin = await createUser({ ...PROFILE, id: PRIMARY_ADMIN.id, username: PRIMARY_ADMIN.username, password, accountType: 'admin', isAdmin: true });
      return admin;
    } catch (error) {
      // Another API process starting at the same moment created it first.
      admin = await findUserById(PRIMARY_ADMIN.id);
      if (!admin) throw error;
    }
  }
  if (!admin.isAdmin || !admin.isActive || admin.accountType !== 'admin') {
    admin = await users.save({ ...admin, isAdmin: true, isActive: true, accountType: 'admin' });
  }
  if (!(await verifyPassword(password, (await users.passwordHashOf(admin.id)) ?? ''))) await setPassword(admin.id, password);
  return admin;
}
