import Joi from 'joi';
import { OFFER_STATES, QUOTE_STATUSES } from '@freight/domain';
import { adminQuoteUpdateSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

function offer() {
  return Joi.string()
    .valid(...OFFER_STATES, '')
    .messages({ 'any.only': `Offer must be one of ${OFFER_STATES.join(', ')}` });
}

/** GET /api/quotes (admins): paging, a status filter and a text search over name, email and company. */
export const listQuotes = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    search: listQuerySchema.extract('search'),
    status: Joi.string()
      .valid(...QUOTE_STATUSES, '')
      .messages({ 'any.only': `Status must be one of ${QUOTE_STATUSES.join(', ')}` }),
    offer: offer(),
  }),
};

/** GET /api/admin/quotes/export: the list's filters and search, without paging. */
export const exportQuotes = {
  query: Joi.object({ search: listQuerySchema.extract('search'), status: listQuotes.query.extract('status'), offer: offer() }),
};

/** PATCH /api/admin/quotes/:id: status, adminNotes, estimatedPrice. */
export const updateQuote = { params: idParamsSchema, body: adminQuoteUpdateSchema };

export const deleteQuote = { params: idParamsSchema };
export const getQuote = { params: idParamsSchema };
