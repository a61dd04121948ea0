import Joi from 'joi';
import { OFFER_STATES, QUOTE_STATUSES } from '@freight/domain';
import {
  adminQuoteUpdateSchema,
  customerQuoteSchema,
  listQuerySchema,
  publicQuoteSchema,
  quoteAcceptSchema,
  quoteDeclineSchema,
} from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

// Anyone.

/** POST /api/quotes: the landing page's form, with the same schema and messages the page uses. */
export const createQuote = { body: publicQuoteSchema };

// A signed-in customer.

/** POST /api/customer-quotes: the portal form; name, email and company come from the account. */
export const createCustomerQuote = { body: customerQuoteSchema };

/** GET /api/customer-quotes: paging and an optional status filter over the caller's own quotes. */
export const listCustomerQuotes = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    after: listQuerySchema.extract('after'),
    status: listQuerySchema.extract('status'),
  }),
};

/** POST /api/customer-quotes/:id/accept: the typed full name signs it, and the customer confirms. */
export const acceptQuote = { params: idParamsSchema, body: quoteAcceptSchema };

/** POST /api/customer-quotes/:id/decline: an optional reason. */
export const declineQuote = { params: idParamsSchema, body: quoteDeclineSchema };

/** GET /api/customer-quotes/:id/booking: what the booking form starts with, from one's own accepted quote. */
export const bookingPrefill = { params: idParamsSchema };

/** GET /api/customer-quotes/:id/document: the quote document (PDF) of one's own priced quote. */
export const quoteDocument = { params: idParamsSchema };

// Staff.

function offer() {
  return Joi.string()
    .valid(...OFFER_STATES, '')
    .messages({ 'any.only': `Offer must be one of ${OFFER_STATES.join(', ')}` });
}

/** Only the pending quotes past the promised response time (in desk hours). */
function overdue() {
  return Joi.boolean().truthy('1').falsy('0', '').messages({ 'boolean.base': 'Overdue must be true or false' });
}

/** GET /api/quotes (admins): paging, a status filter and a text search over name, email and company. */
export const listQuotes = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    search: listQuerySchema.extract('search'),
    after: listQuerySchema.extract('after'),
    status: Joi.string()
      .valid(...QUOTE_STATUSES, '')
      .messages({ 'any.only': `Status must be one of ${QUOTE_STATUSES.join(', ')}` }),
    offer: offer(),
    overdue: overdue(),
  }),
};

/** GET /api/admin/quotes/export: the list's filters and search, without paging. */
export const exportQuotes = {
  query: Joi.object({ search: listQuerySchema.extract('search'), status: listQuotes.query.extract('status'), offer: offer(), overdue: overdue() }),
};

/** PATCH /api/admin/quotes/:id: status, adminNotes, estimatedPrice. */
export const updateQuote = { params: idParamsSchema, body: adminQuoteUpdateSchema };

export const deleteQuote = { params: idParamsSchema };
export const getQuote = { params: idParamsSchema };
