import type { CarrierStatus } from '@freight/domain';
import type { FilterQuery } from 'mongoose';
import { Lru } from '../../core/lru';
import { byWay } from '../data-access';
import { duplicateKeyFields, isDuplicateKey } from '../insert-once';
import { idKey } from '../models/id-key';
import type { OutboxEntry } from '../models/mail-outbox.model';
import { dotKeyId, dotNumberOf, emailKeyId, keysOf, UserKey, usernameKeyId } from '../models/user-key.model';
import { User, type UserDocument, type UserRecord, usernameKeyOf } from '../models/user.model';
import { ids } from '../ids';
import { isIdClash } from '../new-record';
import { type PageRequest, pageOf } from '../queries/pages';
import { searchWords } from '../search-keys';
import { ANY_RECORD } from '../views/change-log';
import { CACHED_RECORD_MAX_AGE_MS, ChangeFollower } from '../views/change-follower';
import { EXPORT_OMITS } from '../models/to-json';
import { exportRecords } from '../views/record-view';
import { userView } from '../views/user-view';
import { mailQueue } from './mail.repository';

/**
 * The signed-in account as requests see it (`req.user`): its API fields, read-only. One object per
 * account and process may be shared by its requests, so nothing may change it; services that change
 * an account read its document themselves.
 */
export type SignedInUser = Readonly<Omit<UserRecord, '_id' | 'password' | 'usernameKey' | 'mailOutbox' | 'searchKeys' | 'sessionsEndedAt'>>;

export type NewUserRecord = Omit<UserRecord, '_id' | 'id' | 'usernameKey' | 'searchKeys' | 'createdAt' | 'updatedAt' | 'mailOutbox' | 'accountType' | 'isAdmin' | 'isActive' | 'phone' | 'shipperInfo' | 'carrierInfo'> &
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

interface Account {
  account: SignedInUser;
  /** Sessions signed in before this time are refused (ms; 0 when never). */
  endedAt: number;
}

const accountOf = (user: UserDocument): Account => ({ account: deepFreeze(user.toJSON() as SignedInUser), endedAt: user.sessionsEndedAt?.getTime() ?? 0 });

/** The account a session may act as: active, and not signed out everywhere since the session began. */
const allowed = ({ account, endedAt }: Account, signedInAt: number) => (account.isActive && signedInAt >= endedAt ? account : null);

interface WaySpecific {
  findByUsername(username: string): Promise<UserDocument | null>;
  /** The account with this email address (any case), or null. */
  findByEmail(email: string): Promise<UserDocument | null>;
  /** Saves an account's own edits; TakenError('email') when its new address (not yet saved) belongs to another account. */
  saveDetails(user: UserDocument, previousEmail: string): Promise<void>;
  /** Stores a new account; TakenError when its username or email belongs to another. */
  insert(fields: NewUserRecord & { id: number; password: string; mailOutbox: OutboxEntry[] }): Promise<UserDocument>;
  remove(user: UserDocument): Promise<void>;
  list(filter: UserFilter, page: PageRequest): Promise<{ items: unknown[]; total: number }>;
  /** How many accounts there are, or only the active ones. */
  count(which?: 'active'): Promise<number>;
  matching(filter: UserFilter): AsyncGenerator<UserRecord>;
  /** Whether an active admin other than `id` exists. */
  anotherActiveAdmin(id: number): Promise<boolean>;
  /**
   * The account `id` as a session that signed in at `signedInAt` (ms) sees it, or null: deactivated
   * and deleted accounts do not exist, and an account signed out everywhere refuses older sessions.
   */
  signedIn(id: number, signedInAt: number): Promise<SignedInUser | null>;
  /** Up to `limit` carriers whose insurance reminder or expiry is due at `now` (their `insuranceDueAt` has passed). */
  insuranceDue(now: Date, limit: number): Promise<UserDocument[]>;
}

/** The query way's filter of a search and a carriers' filter (null: it matches nothing). */
function searchFilter(search: string | undefined, carriers?: UserFilter['carriers']): FilterQuery<UserRecord> | null {
  const words = searchWords(search);
  if (words === null) return null;
  const filter: FilterQuery<UserRecord> = words.length ? { searchKeys: words.length === 1 ? words[0] : { $all: words } } : {};
  if (carriers === 'all') filter.accountType = 'carrier';
  else if (carriers) filter.carrierStatus = carriers;
  return filter;
}

/** The views way's tags for a carriers' filter. */
const carrierTags = (carriers: UserFilter['carriers']): string[] => (carriers ? [carriers === 'all' ? 'carrier' : `carrier:${carriers}`] : []);

/** Which field a duplicate-key error on the users' unique indexes is about (asked of the data where the engine does not say). */
async function takenField(error: unknown, fields: { usernameKey?: string; username: string }): Promise<'username' | 'email'> {
  const named = duplicateKeyFields(error);
  if (named) return named.includes('email') ? 'email' : 'username';
  return (await User.exists({ usernameKey: usernameKeyOf(fields.username) })) ? 'username' : 'email';
}

const queries: WaySpecific = {
  findByUsername: (username) => User.findOne({ usernameKey: usernameKeyOf(username) }),

  // The unique index on email serves the lookup and decides a change.
  findByEmail: (email) => User.findOne({ email: email.trim().toLowerCase() }),

  async saveDetails(user) {
    try {
      await user.save();
    } catch (error) {
      if (isDuplicateKey(error) && (duplicateKeyFields(error) ?? ['email']).includes('email')) throw new TakenError('email');
      throw error;
    }
  },

  // The unique indexes on usernameKey and email decide, atomically.
  async insert(fields) {
    try {
      return await User.create(fields);
    } catch (error) {
      if (isDuplicateKey(error) && !(await isIdClash(error, User as never, fields.id))) throw new TakenError(await takenField(error, fields));
      throw error;
    }
  },

  async remove(user) {
    await User.deleteOne({ _id: idKey(user.id) });
    const dot = dotNumberOf(user);
    if (dot) await releaseKeys([dotKeyId(dot)], user.id);
  },

  async list({ search, carriers }, page) {
    const filter = searchFilter(search, carriers);
    if (!filter) return { items: [], total: 0 };
    const { docs, total } = await pageOf(User, filter, page);
    return { items: docs.map((doc) => doc.toJSON()), total };
  },

  count: (which) => (which === 'active' ? User.countDocuments({ isActive: true }) : User.estimatedDocumentCount()),

  async *matching({ search }) {
    const filter = searchFilter(search);
    if (!filter) return;
    yield* User.find(filter, EXPORT_OMITS).sort({ id: 1 }).lean<UserRecord>().cursor({ batchSize: 500 }) as AsyncIterable<UserRecord>;
  },

  anotherActiveAdmin: async (id) => (await User.exists({ isAdmin: true, isActive: true, id: { $ne: id } })) !== null,

  // No copy of accounts in the process: one `_id` read per request, so a change made by any process
  // holds on the next request everywhere.
  async signedIn(id, signedInAt) {
    const user = await User.findById(idKey(id));
    return user ? allowed(accountOf(user), signedInAt) : null;
  },

  // A range on the insuranceDueAt index: only the carriers due, earliest first.
  insuranceDue: (now, limit) => User.find({ insuranceDueAt: { $lte: now } }).sort({ insuranceDueAt: 1 }).limit(limit),
};

/** A key this old whose account does not exist was left by a registration that died before writing it. */
const ABANDONED_KEY_MS = 60_000;

/**
 * Takes the account's key for `field` (user-key.model). A key left behind by a registration that died
 * before its account was written (no such user, and taken over a minute ago) is taken over; a younger
 * one belongs to a registration still under way, which keeps it.
 */
async function claimKey(keyId: string, userId: number, field: TakenError['field']): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await UserKey.create({ _id: keyId, userId, at: new Date() });
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const holder = await UserKey.findById(keyId).lean();
      const underWay = holder?.at !== undefined && Date.now() - new Date(holder.at).getTime() < ABANDONED_KEY_MS;
      if (holder && (underWay || (await User.exists({ _id: idKey(holder.userId) })))) throw new TakenError(field);
      await UserKey.deleteOne({ _id: keyId });
    }
  }
  throw new TakenError(field);
}

async function releaseKeys(keyIds: string[], userId: number): Promise<void> {
  for (const keyId of keyIds) {
    const key = await UserKey.findById(keyId).lean();
    if (key?.userId === userId) await UserKey.deleteOne({ _id: keyId });
  }
}

const CACHED_USERS = 20_000;
const accounts = new Lru<number, Account & { readAt: number }>(CACHED_USERS);
let follower: ChangeFollower | undefined;

/**
 * The views way keeps the accounts a process has seen in memory, followed through the users' change
 * log: a deactivation, deletion or change of rights made by any API process holds in every one within
 * FOLLOW_STALE_MS (one made by hand in the database within CACHED_RECORD_MAX_AGE_MS), and a signed-in
 * request needs no database round trip.
 */
function accountsFollower(): ChangeFollower {
  follower ??= new ChangeFollower('users', (key) => (key === ANY_RECORD ? accounts.clear() : accounts.delete(Number(key))));
  return follower;
}

const views: WaySpecific = {
  // Two `_id` lookups, whatever the number of users.
  async findByUsername(username) {
    const key = await UserKey.findById(usernameKeyId(username)).lean();
    return key ? User.findById(idKey(key.userId)) : null;
  },

  // Two `_id` lookups whether or not the address has an account (forgot password answers both alike).
  async findByEmail(email) {
    const key = await UserKey.findById(emailKeyId(email)).lean();
    const user = await User.findById(key ? idKey(key.userId) : 'no-account');
    return key ? user : null;
  },

  // A new address's key is taken first (an insert), the old one given back once the account is saved.
  async saveDetails(user, previousEmail) {
    const changed = emailKeyId(user.email) !== emailKeyId(previousEmail);
    if (changed) await claimKey(emailKeyId(user.email), user.id, 'email');
    try {
      await user.save();
    } catch (error) {
      if (changed) await releaseKeys([emailKeyId(user.email)], user.id);
      if (isDuplicateKey(error) && (duplicateKeyFields(error) ?? ['email']).includes('email')) throw new TakenError('email');
      throw error;
    }
    if (changed) await releaseKeys([emailKeyId(previousEmail)], user.id);
  },

  // Unique keys first (an insert each), then the account; the users' unique indexes stay the last guard.
  async insert(fields) {
    const claimed: string[] = [];
    try {
      await claimKey(usernameKeyId(fields.username), fields.id, 'username');
      claimed.push(usernameKeyId(fields.username));
      await claimKey(emailKeyId(fields.email), fields.id, 'email');
      claimed.push(emailKeyId(fields.email));
      return await User.create(fields);
    } catch (error) {
      await releaseKeys(claimed, fields.id);
      if (isDuplicateKey(error) && !(await isIdClash(error, User as never, fields.id))) throw new TakenError(await takenField(error, fields));
      throw error;
    }
  },

  async remove(user) {
    await User.deleteOne({ _id: idKey(user.id) });
    await releaseKeys(keysOf(user).map((key) => key._id), user.id);
  },

  list: ({ search, carriers }, { offset, limit }) => {
    const words = searchWords(search);
    return words === null ? Promise.resolve({ items: [], total: 0 }) : userView.list({ words, tags: carrierTags(carriers), offset, limit });
  },
  count: (which) => userView.count(which),

  async *matching({ search }) {
    const words = searchWords(search);
    if (words === null) return;
    const { ids: matches } = await userView.query({ words, offset: 0, limit: Number.MAX_SAFE_INTEGER });
    yield* exportRecords(User, matches);
  },

  anotherActiveAdmin: async (id) => {
    const user = await User.findById(idKey(id), { isAdmin: 1, isActive: 1 }).lean();
    return (await userView.count('active-admin')) > (user?.isAdmin && user.isActive ? 1 : 0);
  },

  async signedIn(id, signedInAt) {
    const watch = accountsFollower();
    await watch.confirm();
    const cached = accounts.get(id);
    let known: Account | undefined = cached && Date.now() - cached.readAt < CACHED_RECORD_MAX_AGE_MS ? cached : undefined;
    if (!known) {
      const generation = watch.generation;
      const readAt = Date.now();
      const stored = await User.findById(idKey(id));
      if (!stored) return null;
      known = accountOf(stored);
      if (generation === watch.generation) accounts.set(id, { ...known, readAt });
    }
    return allowed(known, signedInAt);
  },

  // The users view keeps each carrier's due time as its row's deadline; the due ones are read by `_id`.
  async insuranceDue(now, limit) {
    const { ids: due } = await userView.query({ tags: ['insurance-due'], deadline: { now: now.getTime(), passed: true }, offset: 0, limit });
    const docs = await Promise.all(due.map((id) => User.findById(idKey(Number(id)))));
    return docs.filter((doc): doc is UserDocument => doc !== null);
  },
};

export const users = {
  ...byWay<WaySpecific>({ queries, views }),

  find: (id: number): Promise<UserDocument | null> => User.findById(idKey(id)),

  /**
   * A new account with an already hashed password and the emails it asks for (written with it).
   * `fields.id` only for fixed ids (the primary admin); everyone else gets the next one.
   */
  async create({ id: fixedId, ...fields }: NewUserRecord & { password: string }, mail: readonly OutboxEntry[] = []): Promise<UserDocument> {
    for (let attempt = 1; ; attempt += 1) {
      const id = fixedId ?? (await ids.nextId('users'));
      await mailQueue.expect(source(id), mail);
      // A carrier's USDOT number is taken first, in either way (see user-key.model).
      const dot = dotNumberOf(fields);
      if (dot) await claimKey(dotKeyId(dot), id, 'dotNumber');
      try {
        return await users.insert({ ...fields, id, mailOutbox: [...mail] });
      } catch (error) {
        if (dot) await releaseKeys([dotKeyId(dot)], id);
        if (fixedId !== undefined || attempt >= 20 || !(await isIdClash(error, User as never, id))) throw error;
      }
    }
  },

  /** Refuses every session of the account signed in before now (see sessions.endSessionsOf for the stored ones). */
  async endSessions(user: UserDocument): Promise<void> {
    user.sessionsEndedAt = new Date();
    await user.save();
  },

  /** Saves changes made to an account, with the emails they ask for. */
  async save(user: UserDocument, mail: readonly OutboxEntry[] = []): Promise<void> {
    await mailQueue.expect(source(user.id), mail);
    user.mailOutbox.push(...mail);
    await user.save();
  },

  reserveIds: (id: number) => ids.reserveIds('users', id),
  lastId: () => ids.currentId('users'),
};
