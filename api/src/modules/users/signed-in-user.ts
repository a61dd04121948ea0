import { ANY_RECORD } from '../../core/change-log';
import { CACHED_RECORD_MAX_AGE_MS, ChangeFollower } from '../../core/change-follower';
import { Lru } from '../../core/lru';
import type { UserRecord } from './user.model';
import { findUserById } from './user.service';

/**
 * The signed-in account as requests see it (`req.user`): its API fields, read-only. One object per
 * account and process, shared by its requests, so nothing may change it; services that change an
 * account read its document themselves.
 */
export type SignedInUser = Readonly<Omit<UserRecord, '_id' | 'password' | 'usernameKey' | 'mailOutbox'>>;

const CACHED_USERS = 20_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const accounts = new Lru<number, { account: SignedInUser; readAt: number }>(CACHED_USERS);
const follower = new ChangeFollower('users', (key) => (key === ANY_RECORD ? accounts.clear() : accounts.delete(Number(key))));

/**
 * The signed-in user as every request sees it: deactivated or deleted users do not exist. The
 * accounts a process has seen are kept in memory and followed through the users' change log, so
 * a deactivation, deletion or change of rights made by any API process holds in every one within
 * FOLLOW_STALE_MS (one made by hand in the database within CACHED_RECORD_MAX_AGE_MS), and a
 * signed-in request needs no database round trip.
 */
export async function findActiveUserById(id: number): Promise<SignedInUser | null> {
  await follower.confirm();
  const cached = accounts.get(id);
  let account = cached && Date.now() - cached.readAt < CACHED_RECORD_MAX_AGE_MS ? cached.account : undefined;
  if (!account) {
    const generation = follower.generation;
    const readAt = Date.now();
    const stored = await findUserById(id);
    if (!stored) return null;
    account = deepFreeze(stored.toJSON() as SignedInUser);
    if (generation === follower.generation) accounts.set(id, { account, readAt });
  }
  return account.isActive ? account : null;
}
