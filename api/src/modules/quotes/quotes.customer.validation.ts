import Joi from 'joi';
import { customerQuoteSchema, listQuerySchema, quoteAcceptSchema, quoteDeclineSchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

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

/** POST /api/customer-quotes/:id/accept: the typed full name signs it, and the customer confirms. */
export const acceptQuote = { params: idParamsSchema, body: quoteAcceptSchema };

/** POST /api/customer-quotes/:id/decline: an optional reason. */
export const declineQuote = { params: idParamsSchema, body: quoteDeclineSchema };

/** GET /api/customer-quotes/:id/document: the quote document (PDF) of one's own priced quote. */
export const quoteDocument = { params: idParamsSchema };
