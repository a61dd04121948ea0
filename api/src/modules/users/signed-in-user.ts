import { ANY_RECORD } from '../../core/change-log';
import { ChangeFollower } from '../../core/change-follower';
import { idKey } from '../../core/id-key';
import { Lru } from '../../core/lru';
import { User, type UserDocument, type UserRecord } from './user.model';

const CACHED_USERS = 20_000;

const accounts = new Lru<number, UserRecord>(CACHED_USERS);
const follower = new ChangeFollower('users', (key) => (key === ANY_RECORD ? accounts.clear() : accounts.delete(Number(key))));

/**
 * The signed-in user as every request sees it: deactivated or deleted users do not exist. The
 * accounts a process has seen are kept in memory and followed through the users' change log, so
 * a deactivation or deletion made by any API process holds in every one within FOLLOW_STALE_MS,
 * and a signed-in request needs no database round trip. Each request gets its own document.
 */
export async function findActiveUserById(id: number): Promise<UserDocument | null> {
  await follower.confirm();
  let account = accounts.get(id);
  if (!account) {
    const generation = follower.generation;
    const stored = await User.findById(idKey(id)).lean<UserRecord>();
    if (!stored) return null;
    account = stored;
    if (generation === follower.generation) accounts.set(id, stored);
  }
  return account.isActive ? User.hydrate(structuredClone(account)) : null;
}
