import { Router } from 'express';
import Joi from 'joi';
import { COMPANY_MESSAGES } from '@freight/domain';
import { invitationSchema, memberRoleSchema, ownershipTransferSchema } from '@freight/domain/schemas';
import type { RequestHandler } from 'express';
import { ApiError } from '../../core/api-error';
import { AUTH_REQUIRED } from '../../core/auth';
import { idParamsSchema } from '../../core/resource-helpers';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import * as company from './companies.controller';
import { companyOf } from './companies.service';

/**
 * An invitation link's token (32 random bytes, base64url: 43 characters), sent in the body: the link
 * carries it in its fragment, so it stays out of every URL a server or a log sees.
 */
const tokenBody = Joi.object({
  token: Joi.string().pattern(/^[A-Za-z0-9_-]{43}$/).required().messages({ 'string.pattern.base': COMPANY_MESSAGES.invitationInvalid, 'any.required': COMPANY_MESSAGES.invitationInvalid, 'string.empty': COMPANY_MESSAGES.invitationInvalid }),
});
const invitationIdParams = Joi.object({ invitationId: Joi.string().pattern(/^[A-Za-z0-9_-]{12}$/).required().messages({ 'string.pattern.base': COMPANY_MESSAGES.invitationNotFound }) });
// Links are guessed nowhere near, but each look-up is a read: bounded per address like the reset links.
const linkPerIp = createRateLimiter({ name: 'invitation-link-ip', rule: (c) => c.rateLimits.loginIp, failuresOnly: true });

/** A signed-in customer, shipper or carrier (401 signed out; 403 staff, who belong to no company). */
const requireMember: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, AUTH_REQUIRED);
  if (req.user.isAdmin) throw new ApiError(403, COMPANY_MESSAGES.staffHaveNoCompany);
  next();
};

/** The Owner of a company (after requireMember): 403 for its other members, before any input is read. */
const requireOwner: RequestHandler = async (req, _res, next) => {
  if ((await companyOf(req.user!)).membership.role !== 'owner') throw new ApiError(403, COMPANY_MESSAGES.ownerOnly);
  next();
};

/**
 * A customer's or carrier's company: any member reads it; the Owner invites, changes roles, removes
 * members and hands the company over; a member may leave (removing anyone else is the Owner's: the
 * service checks it).
 */
export const companiesRouter = Router();

companiesRouter.get('/company', requireMember, company.show);
companiesRouter.post('/company/invitations', requireMember, requireOwner, validate({ body: invitationSchema }), company.invite);
companiesRouter.delete('/company/invitations/:invitationId', requireMember, requireOwner, validate({ params: invitationIdParams }), company.revokeInvitation);
companiesRouter.put('/company/members/:id/role', requireMember, requireOwner, validate({ params: idParamsSchema, body: memberRoleSchema }), company.changeRole);
companiesRouter.delete('/company/members/:id', requireMember, validate({ params: idParamsSchema }), company.removeMember);
companiesRouter.post('/company/owner', requireMember, requireOwner, validate({ body: ownershipTransferSchema }), company.transferOwnership);
companiesRouter.post('/invitations/preview', linkPerIp, validate({ body: tokenBody }), company.previewInvitation);
companiesRouter.post('/invitations/accept', requireMember, linkPerIp, validate({ body: tokenBody }), company.acceptInvitation);
