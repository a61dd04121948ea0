import Joi from 'joi';
import { QUOTE_STATUSES } from '@freight/domain';
import { adminQuoteUpdateSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

/** GET /api/quotes (admins): paging, a status filter and a text search over name, email and company. */
export const listQuotes = {
  query: Joi.object({
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    search: listQuerySchema.extract('search'),
    status: Joi.string()
      .valid(...QUOTE_STATUSES, '')
      .messages({ 'any.only': `Status must be one of ${QUOTE_STATUSES.join(', ')}` }),
  }),
};

/** PATCH /api/admin/quotes/:id: status, adminNotes, estimatedPrice. */
export const updateQuote = { params: idParamsSchema, body: adminQuoteUpdateSchema };

export const deleteQuote = { params: idParamsSchema };
export const getQuote = { params: idParamsSchema };
