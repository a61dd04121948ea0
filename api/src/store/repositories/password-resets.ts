import { PasswordReset } from '../models/password-reset.model';

/**
 * Password reset links, each found by its token's sha256 (`_id`). A link is used by deleting it (one
 * atomic find-and-delete: of two requests with one link, exactly one gets it); the TTL index removes
 * the unused ones when they expire, and an expired one not yet removed is refused on use.
 */
export const passwordResets = {
  /** Stores a new link (by its token's hash) for account `userId`, working until `expiresAt`. */
  async create(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await PasswordReset.create({ _id: tokenHash, userId, expiresAt, createdAt: new Date() });
  },

  /** Uses a link: the account it was made for when it exists and has not expired at `now`; null otherwise. */
  async use(tokenHash: string, now: Date = new Date()): Promise<number | null> {
    const link = await PasswordReset.findOneAndDelete({ _id: tokenHash }).lean();
    if (!link || new Date(link.expiresAt).getTime() <= now.getTime()) return null;
    return link.userId;
  },

  /** Ends every unused link of the account (its password was just changed or reset). */
  async endAllOf(userId: number): Promise<void> {
    await PasswordReset.deleteMany({ userId });
  },
};
