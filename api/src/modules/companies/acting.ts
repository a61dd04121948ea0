import type { RequestHandler } from 'express';
import { type Capability, COMPANY_MESSAGES, type CompanyRole, kindHas, membershipOf, roleCan } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { AUTH_REQUIRED } from '../../core/auth';
import type { SignedInUser } from '../../store';
import { companyOf } from './companies.service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      /** Acting for another's company: the person who is (their account's id and their role). */
      actingPerson?: { id: number; role: CompanyRole };
    }
  }
}

/** Who is acting: the person behind a request acting for a company (its id and role), or the account itself. */
export const personOf = (user: SignedInUser & { actingPerson?: { id: number; role: CompanyRole } }): { id: number; role: CompanyRole } =>
  user.actingPerson ?? { id: user.id, role: membershipOf(user).role };

/**
 * The signed-in person as their company's work sees them: the company's account (its id, which its
 * records carry, its name, a carrier's USDOT number, documents and verification) with the person's own
 * name, email, phone and username, so what they do belongs to the company and says who did it. The
 * person who opened the account is the account itself: nothing more is read.
 */
export async function actingFor(person: SignedInUser, capability: Capability): Promise<SignedInUser> {
  const { account, kind, membership } = await companyOf(person);
  // A capability no role of this kind of company has (the load board for a shipper) is the route's
  // own to refuse, with its own reason.
  if (!kindHas(kind, capability)) return person;
  if (!roleCan(kind, membership.role, capability)) throw new ApiError(403, COMPANY_MESSAGES.notAllowed);
  if (account.id === person.id) return person;
  if (!account.isActive) throw new ApiError(403, COMPANY_MESSAGES.companyInactive);
  const { firstName, lastName, email, phone, username, membership: own } = person;
  return { ...account, firstName, lastName, email, phone, username, membership: own, actingPerson: { id: person.id, role: membership.role } } as SignedInUser;
}

/**
 * Mounted before a company route's own checks: 401 signed out; a member whose role may not do
 * `capability` gets 403; otherwise the request goes on as `actingFor` the company. Staff go on as
 * themselves (each route decides what staff may do).
 */
export function asCompany(capability: Capability): RequestHandler {
  return async (req, _res, next) => {
    if (!req.user) throw new ApiError(401, AUTH_REQUIRED);
    if (!req.user.isAdmin) req.user = await actingFor(req.user, capability);
    next();
  };
}
