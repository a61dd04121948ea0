import type { AccountType } from './lists';

/**
 * Company accounts. Every customer, shipper and carrier account is a company's: the account that
 * opened it holds the company's details (name, billing terms, a carrier's USDOT number and
 * documents), and its records (quotes, shipments, invoices, offers, loads) belong to it. People
 * join it as members with a role; what a role may do is the table below, read by the pages and
 * enforced by the API.
 */
export type CompanyKind = 'shipper' | 'carrier';

export const SHIPPER_ROLES = ['owner', 'shipper', 'billing'] as const;
export const CARRIER_ROLES = ['owner', 'dispatcher', 'driver'] as const;
export type ShipperRole = (typeof SHIPPER_ROLES)[number];
export type CarrierRole = (typeof CARRIER_ROLES)[number];
export type CompanyRole = ShipperRole | CarrierRole;
export const COMPANY_ROLES: readonly CompanyRole[] = [...new Set<CompanyRole>([...SHIPPER_ROLES, ...CARRIER_ROLES])];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  shipper: 'Shipper',
  billing: 'Billing',
  dispatcher: 'Dispatcher',
  driver: 'Driver',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Everything, and the members',
  shipper: 'Quotes and shipments',
  billing: 'Invoices and payments only',
  dispatcher: 'Load board, offers, documents and assigning drivers',
  driver: 'Only the loads assigned to them',
};

/** What a member may see and do in the company's account. */
export const CAPABILITIES = ['quotes', 'shipments', 'invoices', 'members', 'loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads', 'pay'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ROLE_CAPABILITIES: Record<CompanyKind, Partial<Record<CompanyRole, readonly Capability[]>>> = {
  shipper: {
    owner: ['quotes', 'shipments', 'invoices', 'members'],
    shipper: ['quotes', 'shipments'],
    billing: ['invoices'],
  },
  carrier: {
    owner: ['loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads', 'pay', 'members'],
    dispatcher: ['loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads'],
    driver: ['assignedLoads'],
  },
};

export const companyKindOf = (accountType: AccountType | undefined): CompanyKind => (accountType === 'carrier' ? 'carrier' : 'shipper');

export const rolesOf = (kind: CompanyKind): readonly CompanyRole[] => (kind === 'carrier' ? CARRIER_ROLES : SHIPPER_ROLES);

/** Whether `role` in a company of `kind` may do `capability`. A role the kind does not have may do nothing. */
export const roleCan = (kind: CompanyKind, role: CompanyRole, capability: Capability): boolean => ROLE_CAPABILITIES[kind][role]?.includes(capability) ?? false;

/** Whether some role of a company of `kind` may do `capability` (a carrier company never requests quotes). */
export const kindHas = (kind: CompanyKind, capability: Capability): boolean => rolesOf(kind).some((role) => roleCan(kind, role, capability));

/** Everything `role` may do in a company of `kind`, in CAPABILITIES' order. */
export const capabilitiesOf = (kind: CompanyKind, role: CompanyRole): Capability[] => CAPABILITIES.filter((capability) => roleCan(kind, role, capability));

/** A person's place in a company: whose account (the id of the account that opened it) and in what role. */
export interface Membership {
  accountId: number;
  role: CompanyRole;
}

/** Everyone who has not joined another company is the Owner of their own: the default of an account without a membership. */
export const membershipOf = (user: { id: number; membership?: Membership | null }): Membership => user.membership ?? { accountId: user.id, role: 'owner' };

/**
 * What the signed-in person may do: the server's word (`company`, from /api/user) when it is there,
 * else worked out from their account (a page rendered before the session was asked).
 */
export const userCapabilities = (user: { id: number; accountType?: AccountType; membership?: Membership | null; company?: { capabilities: Capability[] } }): Capability[] =>
  user.company?.capabilities ?? capabilitiesOf(companyKindOf(user.accountType), membershipOf(user).role);

/** How long an invitation link works. */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const COMPANY_MESSAGES = {
  notAllowed: 'Your role in this company does not allow this.',
  staffHaveNoCompany: 'Staff accounts do not belong to a customer or carrier company.',
  ownerOnly: 'Only the Owner can manage the members.',
  roleNotInCompany: 'Choose a role this company has.',
  ownerByTransfer: 'Make someone the Owner with Transfer ownership.',
  memberNotFound: 'This person is not a member of your company.',
  founderStays: 'The person who opened this account stays a member of it. Change their role instead.',
  ownerCannotLeave: 'The Owner cannot leave the company. Transfer ownership first.',
  alreadyMember: 'This person is already a member of your company.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  invitationForOther: 'This invitation was sent to another email address. Sign in with the account of that address.',
  invitationKind: 'This invitation is for a company of another kind of account.',
  leaveFirst: 'You are a member of another company. Leave it first.',
  hasMembers: 'Your own company has other members. Transfer its ownership before joining another.',
  invitationNotFound: 'This invitation no longer exists.',
  changedMeanwhile: 'The company was changed meanwhile. Please reload and try again.',
  companyInactive: "Your company's account is deactivated. Please call us.",
  tryAgain: 'Please try again.',
  teamNotLoaded: 'Your team could not be loaded. Please try again.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
} as const;

export interface CompanyMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: CompanyRole;
  /** The person who opened the account: they stay a member of it. */
  founder: boolean;
}

export interface CompanyInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/company: the signed-in person's company as they may see it. */
export interface CompanyView {
  company: { id: number; kind: CompanyKind; name: string };
  me: { id: number; role: CompanyRole; capabilities: Capability[] };
  members: CompanyMember[];
  /** The pending invitations: the Owner's to see; empty for other members. */
  invitations: CompanyInvitation[];
}

/** GET /api/invitations/:token: what the link offers, before anyone signs in. */
export interface InvitationPreview {
  companyName: string;
  kind: CompanyKind;
  role: CompanyRole;
  email: string;
  expiresAt: string;
}
