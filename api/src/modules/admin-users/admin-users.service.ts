import { type AdminUserUpdate, PRIMARY_ADMIN, PRIMARY_ADMIN_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { recordAudit } from '../audit/audit.service';
import { quoteView } from '../quotes/quote-view';
import { Quote } from '../quotes/quote.model';
import { userView } from '../users/user-view';
import type { SignedInUser } from '../users/signed-in-user';
import { User, type UserDocument, type UserRecord } from '../users/user.model';
import { idKey } from '../../core/id-key';
import { exportRecords, searchWords } from '../../core/record-view';
import type { ListQuery } from '../../core/resource-helpers';
import { endSessionsOf } from '../auth/session';
import { findUserById, removeUser } from '../users/user.service';


export const MESSAGES = {
  notFound: 'User not found',
  primaryChange: PRIMARY_ADMIN_MESSAGES.rightsLocked,
  primaryDelete: PRIMARY_ADMIN_MESSAGES.deleteLocked,
  selfChange: 'You cannot deactivate or remove admin rights from your own account',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'At least one active admin must remain',
} as const;

/** Newest account first; a search over names, username, email and company (see user-view). */
export async function listUsers({ limit, offset, search }: ListQuery) {
  return userView.list({ words: searchWords(search), offset, limit });
}

/** Every account the list's search matches, oldest first, read in batches (for the CSV export). */
export async function* matchingUsers({ search }: Pick<ListQuery, 'search'>): AsyncGenerator<UserRecord> {
  const { ids } = await userView.query({ words: searchWords(search), offset: 0, limit: Number.MAX_SAFE_INTEGER });
  yield* exportRecords(User, ids);
}

async function findUser(id: number): Promise<UserDocument> {
  const user = await findUserById(id);
  if (!user) throw new ApiError(404, MESSAGES.notFound);
  return user;
}

const isActiveAdmin = (user: { isAdmin: boolean; isActive: boolean }) => user.isAdmin && user.isActive;

/** A rule, so it asks the database itself rather than a list view (a rare admin action; it may read every account). */
async function assertAnotherActiveAdmin(id: number): Promise<void> {
  const others = await User.exists({ id: { $ne: id }, isAdmin: true, isActive: true });
  if (!others) throw new ApiError(409, MESSAGES.lastAdmin);
}

export async function updateUser(actor: SignedInUser, id: number, changes: AdminUserUpdate) {
  const user = await findUser(id);
  const losesRights = changes.isActive === false || changes.isAdmin === false;
  if (losesRights && id === PRIMARY_ADMIN.id) throw new ApiError(403, MESSAGES.primaryChange);
  if (losesRights && id === actor.id) throw new ApiError(409, MESSAGES.selfChange);
  if (losesRights && isActiveAdmin(user)) await assertAnotherActiveAdmin(id);

  const before = user.toJSON();
  user.set(changes);
  await user.save();
  if (changes.isActive === false) await endSessionsOf(id);
  await recordAudit({ actor, action: 'update', entity: 'user', entityId: id, before, after: user });
  return user;
}

/** Their quote requests are business records: they stay, no longer linked to an account. */
export async function deleteUser(actor: SignedInUser, id: number): Promise<void> {
  const user = await findUser(id);
  if (id === PRIMARY_ADMIN.id) throw new ApiError(403, MESSAGES.primaryDelete);
  if (id === actor.id) throw new ApiError(409, MESSAGES.selfDelete);
  if (isActiveAdmin(user)) await assertAnotherActiveAdmin(id);

  await removeUser(user);
  // One quote at a time, so each change reaches the change log (see core/change-log).
  const { ids: quoteIds } = await quoteView.query({ tags: [`user:${id}`], offset: 0, limit: Number.MAX_SAFE_INTEGER });
  for (const quoteId of quoteIds) await Quote.updateOne({ _id: idKey(Number(quoteId)) }, { $set: { userId: null } });
  await endSessionsOf(id);
  await recordAudit({ actor, action: 'delete', entity: 'user', entityId: id, before: user, after: null });
}
