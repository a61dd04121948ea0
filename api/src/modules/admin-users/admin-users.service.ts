import { type AdminUserUpdate, PRIMARY_ADMIN, PRIMARY_ADMIN_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { type PageRequest, quotes, type SignedInUser, type StoredUser, type UserFilter, users } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { endSessionsOf } from '../auth/session';
import { releaseMembersOf } from '../companies/companies.service';
import { findUserById, removeUser } from '../users/user.service';

export const MESSAGES = {
  notFound: 'User not found',
  primaryChange: PRIMARY_ADMIN_MESSAGES.rightsLocked,
  primaryDelete: PRIMARY_ADMIN_MESSAGES.deleteLocked,
  selfChange: 'You cannot deactivate or remove admin rights from your own account',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'At least one active admin must remain',
  changedMeanwhile: 'This account was just changed by someone else. Please reload it and try again.',
} as const;

export type UserListQuery = UserFilter & PageRequest;

/** Newest account first; a search over names, username, email and company (see store/search-keys). */
export async function listUsers({ search, offset, limit, after }: UserListQuery) {
  return users.list({ search }, { offset, limit, after });
}

/** How many accounts the list's search matches. */
export const countUsers = ({ search }: UserFilter) => users.countMatching({ search });

/** Every account the list's search matches, oldest first, read in batches (for the CSV export). */
export function matchingUsers(filter: UserFilter): AsyncGenerator<StoredUser> {
  return users.matching(filter);
}

async function findUser(id: number): Promise<StoredUser> {
  const user = await findUserById(id);
  if (!user) throw new ApiError(404, MESSAGES.notFound);
  return user;
}

const isActiveAdmin = (user: { isAdmin: boolean; isActive: boolean }) => user.isAdmin && user.isActive;

async function assertAnotherActiveAdmin(id: number): Promise<void> {
  if (!(await users.anotherActiveAdmin(id))) throw new ApiError(409, MESSAGES.lastAdmin);
}

export async function updateUser(actor: SignedInUser, id: number, changes: AdminUserUpdate) {
  const user = await findUser(id);
  const losesRights = changes.isActive === false || changes.isAdmin === false;
  if (losesRights && id === PRIMARY_ADMIN.id) throw new ApiError(403, MESSAGES.primaryChange);
  if (losesRights && id === actor.id) throw new ApiError(409, MESSAGES.selfChange);
  if (losesRights && isActiveAdmin(user)) await assertAnotherActiveAdmin(id);

  const saved = await onConflict(users.save({ ...user, ...changes }), MESSAGES.changedMeanwhile);
  if (changes.isActive === false) await endSessionsOf(id);
  await recordAudit({ actor, action: 'update', entity: 'user', entityId: id, before: user, after: saved });
  return saved;
}

/** Their quote requests are business records: they stay, no longer linked to an account. */
export async function deleteUser(actor: SignedInUser, id: number): Promise<void> {
  const user = await findUser(id);
  if (id === PRIMARY_ADMIN.id) throw new ApiError(403, MESSAGES.primaryDelete);
  if (id === actor.id) throw new ApiError(409, MESSAGES.selfDelete);
  if (isActiveAdmin(user)) await assertAnotherActiveAdmin(id);

  await endSessionsOf(id);
  await removeUser(id);
  await quotes.unlinkUser(id);
  // A company whose opening account is gone: its members go back to their own accounts.
  await releaseMembersOf(id);
  await recordAudit({ actor, action: 'delete', entity: 'user', entityId: id, before: user, after: null });
}
