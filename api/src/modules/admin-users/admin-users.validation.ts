import Joi from 'joi';
import { adminUserUpdateSchema, customerBillingSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

/** GET /api/admin/users: paging and a text search over name, username, email and company. */
export const listUsers = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    search: listQuerySchema.extract('search'),
    after: listQuerySchema.extract('after'),
  }),
};

/** GET /api/admin/users/export: the list's search, without paging. */
export const exportUsers = { query: Joi.object({ search: listQuerySchema.extract('search') }) };

/** PATCH /api/admin/users/:id: isActive and/or isAdmin. */
export const updateUser = { params: idParamsSchema, body: adminUserUpdateSchema };

export const deleteUser = { params: idParamsSchema };

/** GET /api/admin/users/:id/billing. */
export const customerBilling = { params: idParamsSchema };

/** PUT /api/admin/users/:id/billing: every billing setting of a customer. */
export const updateCustomerBilling = { params: idParamsSchema, body: customerBillingSchema };
