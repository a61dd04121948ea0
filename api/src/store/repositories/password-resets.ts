import { insertOnce } from '../insert-once';
import { PasswordReset, PasswordResetUse } from '../models/password-reset.model';
import { expireAt, expiring } from '../views/expiry-queue';

/**
 * Password reset links, the same in both ways: every read is by `_id` (the token's sha256), single
 * use is a unique insert, and expiry is the TTL indexes on MongoDB and the expiry queue on the
 * embedded engine (a link past its time is refused on read either way, whenever it is removed).
 */
const LINK = 'password-reset';
const USE = 'password-reset-use';

expiring(LINK, {
  expiresAt: async (id) => (await PasswordReset.findById(id, { expiresAt: 1 }).lean())?.expiresAt,
  remove: (id) => PasswordReset.deleteOne({ _id: id }),
});
expiring(USE, {
  expiresAt: async (id) => (await PasswordResetUse.findById(id, { expiresAt: 1 }).lean())?.expiresAt,
  remove: (id) => PasswordResetUse.deleteOne({ _id: id }),
});

export const passwordResets = {
  /** Stores a new link (by its token's hash) for account `userId`, working until `expiresAt`. */
  async create(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await PasswordReset.create({ _id: tokenHash, userId, expiresAt, createdAt: new Date() });
    await expireAt(LINK, tokenHash, expiresAt);
  },

  /**
   * Uses a link: the account it was made for when it exists, has not expired at `now` and this is
   * its first use (a unique insert decides between concurrent uses); null otherwise, changing nothing.
   */
  async use(tokenHash: string, now: Date = new Date()): Promise<number | null> {
    const link = await PasswordReset.findById(tokenHash).lean();
    if (!link || new Date(link.expiresAt).getTime() <= now.getTime()) return null;
    const first = await insertOnce(() => PasswordResetUse.create({ _id: tokenHash, userId: link.userId, usedAt: now, expiresAt: link.expiresAt }));
    if (!first) return null;
    await expireAt(USE, tokenHash, link.expiresAt);
    await PasswordReset.deleteOne({ _id: tokenHash });
    return link.userId;
  },
};
