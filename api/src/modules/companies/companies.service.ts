import { randomBytes } from 'node:crypto';
import {
  capabilitiesOf,
  COMPANY_MESSAGES,
  type CompanyInvitation,
  type CompanyKind,
  companyKindOf,
  type CompanyRole,
  type CompanySummary,
  type CompanyView,
  INVITATION_VALID_MS,
  type InvitationPreview,
  type Membership,
  membershipOf,
  rolesOf,
} from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { newLinkToken, tokenHash } from '../../core/link-token';
import { logger } from '../../core/logger';
import { companies, type SignedInUser, type StoredInvitation, type StoredUser, users } from '../../store';
import { endSessionsOf } from '../auth/session';
import { releaseOutbox } from '../mail/mail-outbox';
import { companyInvitationMail } from '../mail/mail-requests';

/** A person as the company rules see them: their account and membership. */
export type Member = Pick<SignedInUser, 'id' | 'firstName' | 'lastName' | 'email' | 'accountType' | 'isAdmin' | 'membership'>;

const nameOf = (user: Pick<StoredUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** The company `person` acts for: its account (the one that opened it), kind and their role. Staff have none (403). */
export async function companyOf(person: Member): Promise<{ account: StoredUser; kind: CompanyKind; membership: Membership }> {
  if (person.isAdmin) throw new ApiError(403, COMPANY_MESSAGES.staffHaveNoCompany);
  const membership = membershipOf(person);
  const account = membership.accountId === person.id ? (person as StoredUser) : await users.find(membership.accountId);
  // The account that opened the company was deleted by staff: its members can do nothing for it.
  if (!account) throw new ApiError(403, COMPANY_MESSAGES.companyInactive);
  return { account, kind: companyKindOf(account.accountType), membership };
}

/** The company `person` acts for as the pages show it (none for staff): one read for a member of another's company. */
export async function companySummary(person: Member): Promise<CompanySummary | undefined> {
  if (person.isAdmin) return undefined;
  const { account, kind, membership } = await companyOf(person);
  const { carrierStatus, carrierStatusHistory, carrierDocuments, carrierInfo, authorityCheck } = account;
  return {
    id: account.id,
    name: account.companyName,
    kind,
    role: membership.role,
    capabilities: capabilitiesOf(kind, membership.role),
    ...(kind === 'carrier' ? { carrier: { carrierStatus, carrierStatusHistory, carrierDocuments, carrierInfo, authorityCheck } as CompanySummary['carrier'] } : {}),
  };
}

const invitationOf = (invitation: StoredInvitation): CompanyInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  invitedBy: invitation.invitedBy.name,
  createdAt: new Date(invitation.createdAt).toISOString(),
  expiresAt: new Date(invitation.expiresAt).toISOString(),
});

/** GET /api/company: the company, the caller's role and what it allows, its members and (for the Owner) its pending invitations. */
export async function companyView(person: Member): Promise<CompanyView> {
  const { account, kind, membership } = await companyOf(person);
  const [members, pending] = await Promise.all([companies.members(account.id), membership.role === 'owner' ? companies.pending(account.id) : []]);
  return {
    company: { id: account.id, kind, name: account.companyName },
    me: { id: person.id, role: membership.role, capabilities: capabilitiesOf(kind, membership.role) },
    members: members.map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email, ...(m.phone ? { phone: m.phone } : {}), role: membershipOf(m).role, founder: m.id === account.id })),
    invitations: pending.map(invitationOf),
  };
}

/** The company of an Owner (403 for anyone else). */
async function ownersCompany(person: Member) {
  const company = await companyOf(person);
  if (company.membership.role !== 'owner') throw new ApiError(403, COMPANY_MESSAGES.ownerOnly);
  return company;
}

/** A role the Owner may give a member: one of the company's kind, and not Owner (that is a transfer). */
function assignableRole(kind: CompanyKind, role: CompanyRole): CompanyRole {
  if (!rolesOf(kind).includes(role)) throw new ApiError(400, COMPANY_MESSAGES.roleNotInCompany, { role: COMPANY_MESSAGES.roleNotInCompany });
  if (role === 'owner') throw new ApiError(400, COMPANY_MESSAGES.ownerByTransfer, { role: COMPANY_MESSAGES.ownerByTransfer });
  return role;
}

/**
 * The Owner invites someone by email with a role: a single-use link that works for 7 days. Resolves
 * with the invitation and its token (for the link in the email; only its hash is stored).
 */
export async function invite(owner: Member, input: { email: string; role: CompanyRole }, now = new Date()): Promise<{ invitation: CompanyInvitation; token: string; companyName: string }> {
  const { account, kind } = await ownersCompany(owner);
  const role = assignableRole(kind, input.role);
  const email = input.email.trim().toLowerCase();
  const existing = await users.findByEmail(email);
  if (existing && membershipOf(existing).accountId === account.id && !existing.isAdmin) throw new ApiError(409, COMPANY_MESSAGES.alreadyMember, { email: COMPANY_MESSAGES.alreadyMember });
  const token = newLinkToken();
  const stored: StoredInvitation = {
    id: randomBytes(9).toString('base64url'),
    accountId: account.id,
    email,
    role,
    invitedBy: { userId: owner.id, name: nameOf(owner) },
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
  };
  await companies.invite(tokenHash(token), stored);
  // The email goes out through the Owner's outbox, as a reset link goes through its account's.
  const mail = [companyInvitationMail({ email, companyName: account.companyName, invitedBy: stored.invitedBy.name, role, token, expiresAt: stored.expiresAt })];
  await users.addMail(owner.id, mail);
  await releaseOutbox({ collection: 'users', id: owner.id }, mail);
  logger().info({ event: 'company.invited', accountId: account.id, role, userId: owner.id }, 'member invited');
  return { invitation: invitationOf(stored), token, companyName: account.companyName };
}

export async function revokeInvitation(owner: Member, id: string): Promise<void> {
  const { account } = await ownersCompany(owner);
  if (!(await companies.revoke(account.id, id))) throw new ApiError(404, COMPANY_MESSAGES.invitationNotFound);
}

const invalidInvitation = () => new ApiError(404, COMPANY_MESSAGES.invitationInvalid);

/** What an invitation link offers, for the page that opens it (anyone holding the link). */
export async function previewInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  const invitation = await companies.invitation(tokenHash(token), now);
  const account = invitation && (await users.find(invitation.accountId));
  if (!invitation || !account?.isActive) throw invalidInvitation();
  return { companyName: account.companyName, kind: companyKindOf(account.accountType), role: invitation.role, email: invitation.email, expiresAt: new Date(invitation.expiresAt).toISOString() };
}

/**
 * The signed-in person joins the company with an invitation sent to their email address. They leave
 * their own one-person company (its records stay with it); someone who belongs to another company,
 * or whose own company has other members, must leave or hand it over first. The link works once.
 */
export async function acceptInvitation(person: Member, token: string, now = new Date()): Promise<CompanyView> {
  if (person.isAdmin) throw new ApiError(403, COMPANY_MESSAGES.staffHaveNoCompany);
  const hash = tokenHash(token);
  const offered = await companies.invitation(hash, now);
  if (!offered) throw invalidInvitation();
  if (offered.email !== person.email.toLowerCase()) throw new ApiError(403, COMPANY_MESSAGES.invitationForOther);
  const account = await users.find(offered.accountId);
  if (!account?.isActive) throw invalidInvitation();
  if (companyKindOf(account.accountType) !== companyKindOf(person.accountType)) throw new ApiError(409, COMPANY_MESSAGES.invitationKind);
  const current = membershipOf(person);
  if (current.accountId === account.id) throw new ApiError(409, COMPANY_MESSAGES.alreadyMember);
  if (current.accountId !== person.id) throw new ApiError(409, COMPANY_MESSAGES.leaveFirst);
  if ((await companies.members(person.id)).some((m) => m.id !== person.id)) throw new ApiError(409, COMPANY_MESSAGES.hasMembers);
  const invitation = await companies.use(hash, now);
  if (!invitation) throw invalidInvitation();
  const joined: Membership = { accountId: invitation.accountId, role: invitation.role };
  if (!(await companies.moveMember(person.id, current, joined))) {
    await companies.restore(hash, invitation);
    throw new ApiError(409, COMPANY_MESSAGES.changedMeanwhile);
  }
  logger().info({ event: 'company.joined', accountId: joined.accountId, role: joined.role, userId: person.id }, 'member joined');
  return companyView({ ...person, membership: joined });
}

/** The member `id` of the Owner's company, as stored now (404 when they are not one). */
async function memberOf(accountId: number, id: number): Promise<StoredUser> {
  const member = await users.find(id);
  if (!member || member.isAdmin || membershipOf(member).accountId !== accountId) throw new ApiError(404, COMPANY_MESSAGES.memberNotFound);
  return member;
}

/** The Owner changes a member's role (not to or from Owner: that is a transfer). */
export async function changeRole(owner: Member, id: number, role: CompanyRole): Promise<CompanyView> {
  const { account, kind } = await ownersCompany(owner);
  const next = assignableRole(kind, role);
  const member = await memberOf(account.id, id);
  const current = membershipOf(member);
  if (current.role === 'owner') throw new ApiError(409, COMPANY_MESSAGES.ownerByTransfer);
  if (current.role !== next && !(await companies.moveMember(id, current, { accountId: account.id, role: next }))) throw new ApiError(409, COMPANY_MESSAGES.changedMeanwhile);
  return companyView(owner);
}

/**
 * A member leaves the company: removed by the Owner, or leaving by themselves. They go back to their
 * own account, as its Owner, and every session they have ends at once (the company's records were
 * theirs to see a moment ago). The Owner cannot leave (transfer first), and the person who opened the
 * account stays in it.
 */
export async function removeMember(actor: Member, id: number): Promise<void> {
  const { account, membership } = await companyOf(actor);
  if (id !== actor.id && membership.role !== 'owner') throw new ApiError(403, COMPANY_MESSAGES.ownerOnly);
  const member = await memberOf(account.id, id);
  const current = membershipOf(member);
  if (current.role === 'owner') throw new ApiError(409, COMPANY_MESSAGES.ownerCannotLeave);
  if (member.id === account.id) throw new ApiError(409, COMPANY_MESSAGES.founderStays);
  if (!(await companies.moveMember(id, current, { accountId: id, role: 'owner' }))) throw new ApiError(409, COMPANY_MESSAGES.changedMeanwhile);
  await endSessionsOf(id);
  logger().info({ event: 'company.member_removed', accountId: account.id, memberId: id, userId: actor.id }, id === actor.id ? 'member left' : 'member removed');
}

/**
 * The account that opened a company is gone (staff deleted it): each of its other members goes back
 * to their own account, as its Owner, and is signed out everywhere.
 */
export async function releaseMembersOf(accountId: number): Promise<void> {
  for (const member of await companies.members(accountId)) {
    if (member.id === accountId) continue;
    if (await companies.moveMember(member.id, membershipOf(member), { accountId: member.id, role: 'owner' })) await endSessionsOf(member.id);
  }
}

/**
 * The Owner hands the company to another member and keeps `role`. The new Owner is made first, then
 * the old one steps down if they still are the Owner; if they are not (a second transfer won), the new
 * Owner goes back to their role. So the company always has an Owner, and never two for long.
 */
export async function transferOwnership(owner: Member, input: { userId: number; role: CompanyRole }): Promise<CompanyView> {
  const { account, kind, membership } = await ownersCompany(owner);
  const keeps = assignableRole(kind, input.role);
  if (input.userId === owner.id) throw new ApiError(409, COMPANY_MESSAGES.ownerByTransfer);
  const heir = await memberOf(account.id, input.userId);
  const heirWas = membershipOf(heir);
  const owning: Membership = { accountId: account.id, role: 'owner' };
  if (!(await companies.moveMember(heir.id, heirWas, owning))) throw new ApiError(409, COMPANY_MESSAGES.changedMeanwhile);
  if (!(await companies.moveMember(owner.id, membership, { accountId: account.id, role: keeps }))) {
    await companies.moveMember(heir.id, owning, heirWas);
    throw new ApiError(409, COMPANY_MESSAGES.changedMeanwhile);
  }
  logger().info({ event: 'company.ownership_transferred', accountId: account.id, from: owner.id, to: heir.id }, 'ownership transferred');
  return companyView({ ...owner, membership: { accountId: account.id, role: keeps } });
}
