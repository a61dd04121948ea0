import { type CarrierStatus, searchWords, userKeys, usernameKeyOf } from '@freight/domain';
import type { FilterQuery } from 'mongoose';
import { currentId, nextId, reserveIds } from '../counters';
import { duplicateFields, isDuplicateKey } from '../errors';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { hiddenFields } from '../models/shown-fields';
import { User, type UserRecord } from '../models/user.model';
import { countOf, type PageRequest, pageOf } from '../pages';
import { findById, plainOf, saveVersion, type Stored } from '../records';
import { mailQueue } from './mail.repository';

export type StoredUser = Stored<Omit<UserRecord, 'password' | 'usernameKey' | 'mailOutbox' | 'searchKeys' | 'insuranceDueAt' | 'sessionsEndedAt'>>;

/** The signed-in account as requests see it (`req.user`): its fields, read-only. */
export type SignedInUser = Readonly<StoredUser>;

export type NewUserRecord = Omit<UserRecord, 'id' | 'usernameKey' | 'searchKeys' | 'createdAt' | 'updatedAt' | 'mailOutbox' | 'accountType' | 'isAdmin' | 'isActive' | 'phone' | 'shipperInfo' | 'carrierInfo'> &
  Partial<Pick<UserRecord, 'accountType' | 'isAdmin' | 'isActive' | 'phone' | 'shipperInfo' | 'carrierInfo'>> & { id?: number };

/** A username, email or carrier's USDOT number that another account has (the field it is). */
export class TakenError extends Error {
  constructor(readonly field: 'username' | 'email' | 'dotNumber') {
    super(`${field} taken`);
  }
}

export interface UserFilter {
  search?: string;
  /** Only carriers: all of them, or those of one verification status. */
  carriers?: CarrierStatus | 'all';
}

const source = (id: number) => ({ collection: 'users', id }) as const;

/** The unique field a duplicate-key error on the users is about, as a TakenError (or the error itself). */
function takenOr(error: unknown): unknown {
  if (!isDuplicateKey(error)) return error;
  const fields = duplicateFields(error);
  if (fields.includes('email')) return new TakenError('email');
  if (fields.includes('usernameKey')) return new TakenError('username');
  if (fields.includes('carrierInfo.dotNumber')) return new TakenError('dotNumber');
  return error;
}

/** The query of a search and a carriers' filter (null: it matches nothing). */
function searchFilter(search: string | undefined, carriers?: UserFilter['carriers']): FilterQuery<UserRecord> | null {
  const words = searchWords(search);
  if (words === null) return null;
  const filter: FilterQuery<UserRecord> = words.length ? { searchKeys: words.length === 1 ? words[0] : { $all: words } } : {};
  if (carriers === 'all') filter.accountType = 'carrier';
  else if (carriers) filter.carrierStatus = carriers;
  return filter;
}

/** What a signed-in request needs of an account besides its fields: when it was signed out everywhere. */
const SIGN_IN_FIELDS = (() => {
  const { sessionsEndedAt: _kept, ...hidden } = hiddenFields(User);
  return hidden;
})();

export const users = {
  find: (id: number): Promise<StoredUser | null> => findById(User, id) as Promise<StoredUser | null>,

  /** The account signed in as `username` (any case), or null. */
  findByUsername: (username: string): Promise<StoredUser | null> =>
    User.findOne({ usernameKey: usernameKeyOf(username) }, hiddenFields(User)).lean<StoredUser>().exec(),

  /** The account signed in as `username` (any case) with its password hash, or null. */
  async credentials(username: string): Promise<{ user: StoredUser; passwordHash: string } | null> {
    const { password: _read, ...hidden } = hiddenFields(User);
    const found = await User.findOne({ usernameKey: usernameKeyOf(username) }, hidden).lean<Stored<UserRecord>>();
    if (!found) return null;
    const { password, ...user } = found;
    return { user: user as StoredUser, passwordHash: password };
  },

  /** The account's password hash (to check the current password before a change). */
  async passwordHashOf(id: number): Promise<string | null> {
    return (await User.findOne({ id }, { password: 1 }).lean())?.password ?? null;
  },

  /** The account with this email address (any case), or null. */
  findByEmail: (email: string): Promise<StoredUser | null> => User.findOne({ email: email.trim().toLowerCase() }, hiddenFields(User)).lean<StoredUser>().exec(),

  /**
   * A new account with an already hashed password and the emails it asks for (written with it).
   * `fields.id` only for fixed ids (the primary admin); everyone else gets the next one. A taken
   * username, email or USDOT number is a TakenError (the unique indexes decide).
   */
  async create({ id: fixedId, ...fields }: NewUserRecord & { password: string }, mail: readonly OutboxEntry[] = []): Promise<StoredUser> {
    const id = fixedId ?? (await nextId('users'));
    await mailQueue.expect(source(id), mail);
    try {
      const record = { ...fields, id, mailOutbox: [...mail] };
      return plainOf(User, await User.create({ ...record, ...userKeys(record) })) as StoredUser;
    } catch (error) {
      throw takenOr(error);
    }
  },

  /**
   * Saves an account read at its version, with the emails it asks for: a `conflict` if it changed
   * meanwhile; a TakenError when its new email address belongs to another account.
   */
  async save(user: StoredUser, mail: readonly OutboxEntry[] = []): Promise<StoredUser> {
    await mailQueue.expect(source(user.id), mail);
    try {
      return await saveVersion(User, 'The account', user, userKeys(user), mail);
    } catch (error) {
      throw takenOr(error);
    }
  },

  /** Adds emails to the account's outbox (their jobs first), whatever else changes meanwhile. */
  async addMail(id: number, mail: readonly OutboxEntry[]): Promise<void> {
    if (!mail.length) return;
    await mailQueue.expect(source(id), mail);
    await User.updateOne({ id }, { $push: { mailOutbox: { $each: mail } } });
  },

  /** Sets the account's password hash; false when there is no such account. */
  async setPassword(id: number, passwordHash: string): Promise<boolean> {
    return (await User.updateOne({ id }, { $set: { password: passwordHash }, $inc: { __v: 1 } })).matchedCount === 1;
  },

  /** Refuses every session of the account signed in before now (see sessions.endSessionsOf for the stored ones). */
  async endSessions(id: number): Promise<void> {
    await User.updateOne({ id }, { $set: { sessionsEndedAt: new Date() } });
  },

  async remove(id: number): Promise<void> {
    await User.deleteOne({ id });
  },

  list: ({ search, carriers }: UserFilter, page: PageRequest): Promise<{ items: StoredUser[]; total: number }> => pageOf(User, searchFilter(search, carriers), page),

  /** How many accounts there are, or only the active ones. */
  count: (which?: 'active'): Promise<number> => countOf(User, which === 'active' ? { isActive: true } : {}),

  /** How many accounts a search matches. */
  countMatching: ({ search, carriers }: UserFilter): Promise<number> => countOf(User, searchFilter(search, carriers)),

  /** Every match, oldest first, streamed from a cursor (the CSV export). */
  async *matching({ search }: UserFilter): AsyncGenerator<StoredUser> {
    const filter = searchFilter(search);
    if (!filter) return;
    yield* User.find(filter, hiddenFields(User)).sort({ id: 1 }).lean<StoredUser>().cursor({ batchSize: 500 }) as AsyncIterable<StoredUser>;
  },

  /** Whether an active admin other than `id` exists. */
  anotherActiveAdmin: async (id: number): Promise<boolean> => (await User.exists({ isAdmin: true, isActive: true, id: { $ne: id } })) !== null,

  /**
   * The account `id` as a session that signed in at `signedInAt` (ms) sees it, or null: deactivated
   * and deleted accounts do not exist, and an account signed out everywhere refuses older sessions.
   * One read by id per request, so a change made by any process holds on the next request everywhere.
   */
  async signedIn(id: number, signedInAt: number): Promise<SignedInUser | null> {
    // The driver's own findOne: this read runs on every signed-in request, and Mongoose's query
    // layer (casting a one-number filter, building a lean query) was a tenth of its CPU.
    const found = await User.collection.findOne<StoredUser & { sessionsEndedAt?: Date }>({ id }, { projection: SIGN_IN_FIELDS });
    if (!found?.isActive) return null;
    const { sessionsEndedAt, ...account } = found;
    return signedInAt >= (sessionsEndedAt ? new Date(sessionsEndedAt).getTime() : 0) ? account : null;
  },

  /** Up to `limit` carriers whose insurance reminder or expiry is due at `now` (a range on the insuranceDueAt index). */
  insuranceDue: (now: Date, limit: number): Promise<StoredUser[]> =>
    User.find({ insuranceDueAt: { $lte: now } }, hiddenFields(User)).sort({ insuranceDueAt: 1 }).limit(limit).lean<StoredUser[]>().exec(),

  reserveIds: (id: number) => reserveIds('users', id),
  lastId: () => currentId('users'),
};
