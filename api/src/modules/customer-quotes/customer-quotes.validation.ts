import Joi from 'joi';
import { customerQuoteSchema, listQuerySchema } from '@freight/domain/schemas';

/** POST /api/customer-quotes: the portal form; name, email and company come from the account. */
export const createCustomerQuote = { body: customerQuoteSchema };

/** GET /api/customer-quotes: paging and an optional status filter over the caller's own quotes. */
export const listCustomerQuotes = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    status: listQuerySchema.extract('status'),
  }),
};
