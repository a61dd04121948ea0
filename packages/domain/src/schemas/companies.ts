import Joi from 'joi';
import { COMPANY_MESSAGES, COMPANY_ROLES } from '../company-accounts';

const roleField = Joi.string()
  .valid(...COMPANY_ROLES)
  .required()
  .messages({ 'any.only': COMPANY_MESSAGES.roleNotInCompany, 'any.required': 'Role is required', 'string.empty': 'Role is required' });

export const invitationSchema = Joi.object({
  email: Joi.string().trim().email({ tlds: { allow: false } }).max(254).required().messages({
    'string.email': 'Please enter a valid email address',
    'string.empty': 'Email is required',
    'any.required': 'Email is required',
  }),
  role: roleField,
});

export const memberRoleSchema = Joi.object({ role: roleField });

export const ownershipTransferSchema = Joi.object({
  userId: Joi.number().integer().positive().required().messages({ 'any.required': 'Choose the new Owner', 'number.base': 'Choose the new Owner' }),
  // The role the outgoing Owner keeps.
  role: roleField,
});
