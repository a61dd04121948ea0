import { type AdminUserUpdate, PRIMARY_ADMIN } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { recordAudit } from '../audit/audit.service';
import { Quote } from '../quotes/quote.model';
import { User, type UserDocument } from '../users/user.model';
import { type ListQuery, textSearchFilter } from '../../core/resource-helpers';
import { endSessionsOf } from '../auth/session';

const SEARCH_FIELDS = ['firstName', 'lastName', 'username', 'email', 'companyName'] as const;

export const MESSAGES = {
  notFound: 'User not found',
  primaryChange: 'Primary admin privileges cannot be changed',
  primaryDelete: 'Primary admin account cannot be deleted',
  selfChange: 'You cannot deactivate or remove admin rights from your own account',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'At least one active admin must remain',
} as const;

export async function listUsers({ limit, offset, search }: ListQuery) {
  const filter = textSearchFilter(SEARCH_FIELDS, search);
  const [items, total] = await Promise.all([
    User.find(filter).sort({ id: -1 }).skip(offset).limit(limit),
    User.countDocuments(filter),
  ]);
  return { items, total };
}

async function findUser(id: number): Promise<UserDocument> {
  const user = await User.findOne({ id });
  if (!user) throw new ApiError(404, MESSAGES.notFound);
  return user;
}

const isActiveAdmin = (user: { isAdmin: boolean; isActive: boolean }) => user.isAdmin && user.isActive;

async function assertAnotherActiveAdmin(id: number): Promise<void> {
  const others = await User.countDocuments({ id: { $ne: id }, isAdmin: true, isActive: true });
  if (others === 0) throw new ApiError(409, MESSAGES.lastAdmin);
}

export async function updateUser(actor: UserDocument, id: number, changes: AdminUserUpdate) {
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
export async function deleteUser(actor: UserDocument, id: number): Promise<void> {
  const user = await findUser(id);
  if (id === PRIMARY_ADMIN.id) throw new ApiError(403, MESSAGES.primaryDelete);
  if (id === actor.id) throw new ApiError(409, MESSAGES.selfDelete);
  if (isActiveAdmin(user)) await assertAnotherActiveAdmin(id);

  await User.deleteOne({ id });
  await Quote.updateMany({ userId: id }, { $set: { userId: null } });
  await endSessionsOf(id);
  await recordAudit({ actor, action: 'delete', entity: 'user', entityId: id, before: user, after: null });
}
