import type { Membership } from '@freight/domain';
import { CompanyInvitation, type CompanyInvitationRecord } from '../models/company-invitation.model';
import { hiddenFields } from '../models/shown-fields';
import { User } from '../models/user.model';
import type { StoredUser } from './users.repository';

export type StoredInvitation = Omit<CompanyInvitationRecord, '_id'>;

/** At most this many members and pending invitations are read for one company's page. */
const MEMBERS_SHOWN = 500;

/**
 * Company accounts: who belongs to which (each person's `membership` on their account) and the
 * invitations to join. A membership changes only by a conditional update on the role or company it
 * had, so two Owners' clicks never undo each other unseen.
 */
export const companies = {
  /** The members of the company of account `accountId`, in the order they joined the site. */
  members: (accountId: number): Promise<StoredUser[]> =>
    User.find({ 'membership.accountId': accountId }, hiddenFields(User)).sort({ id: 1 }).limit(MEMBERS_SHOWN).lean<StoredUser[]>().exec(),

  /**
   * Sets a person's membership if it is still `from` (their company and role as read): false when it
   * changed meanwhile (another Owner's click, or they joined elsewhere).
   */
  async moveMember(userId: number, from: Membership, to: Membership): Promise<boolean> {
    const result = await User.updateOne({ id: userId, 'membership.accountId': from.accountId, 'membership.role': from.role }, { $set: { membership: to } });
    return result.modifiedCount === 1;
  },

  /** Stores an invitation, found later by its token's sha256. */
  async invite(tokenHash: string, invitation: StoredInvitation): Promise<void> {
    await CompanyInvitation.create({ _id: tokenHash, ...invitation });
  },

  /**
   * The company's invitations still working at `now`, newest first: read by the company (its index,
   * in its order); the few the TTL monitor has not removed yet, expired, are left out here.
   */
  async pending(accountId: number, now = new Date()): Promise<StoredInvitation[]> {
    const found = await CompanyInvitation.find({ accountId }, { _id: 0 }).sort({ createdAt: -1 }).limit(MEMBERS_SHOWN).lean<StoredInvitation[]>();
    return found.filter((invitation) => new Date(invitation.expiresAt).getTime() > now.getTime());
  },

  /** The invitation a link's token (by its sha256) stands for, if it works at `now`. */
  async invitation(tokenHash: string, now = new Date()): Promise<StoredInvitation | null> {
    const found = await CompanyInvitation.findOne({ _id: tokenHash }, { _id: 0 }).lean<StoredInvitation>();
    return found && new Date(found.expiresAt).getTime() > now.getTime() ? found : null;
  },

  /** Uses an invitation: deletes it and returns it if it still worked at `now` (of two uses, one gets it). */
  async use(tokenHash: string, now = new Date()): Promise<StoredInvitation | null> {
    const found = await CompanyInvitation.findOneAndDelete({ _id: tokenHash }, { projection: { _id: 0 } }).lean<StoredInvitation>();
    return found && new Date(found.expiresAt).getTime() > now.getTime() ? found : null;
  },

  /** Withdraws one of the company's invitations; false when there was none by that id. */
  async revoke(accountId: number, id: string): Promise<boolean> {
    const result = await CompanyInvitation.deleteOne({ id, accountId });
    return result.deletedCount === 1;
  },

  /** Puts an invitation back after a use that could not complete (the person could not join after all). */
  async restore(tokenHash: string, invitation: StoredInvitation): Promise<void> {
    await CompanyInvitation.updateOne({ _id: tokenHash }, { $setOnInsert: invitation }, { upsert: true });
  },
};

