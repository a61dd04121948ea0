import type { Request } from 'express';
import Joi from 'joi';
import { loginSchema, registerSchema, registerSchemaFor } from '@freight/domain/schemas';

// The shared schema accepts every account type for the forms; self-registration may only create
// customers here (shippers and carriers have their own schemas), so 'admin' fails with the schema's own message.
const customerOnly = registerSchema.fork('accountType', (accountType) => accountType.valid(Joi.override, 'customer'));

export const registerBody = (req: Request): Joi.Schema => {
  const accountType: unknown = req.body?.accountType;
  return accountType === 'shipper' || accountType === 'carrier' ? registerSchemaFor(accountType) : customerOnly;
};

export const loginBody = loginSchema;
