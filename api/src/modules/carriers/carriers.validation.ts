import Joi from 'joi';
import { CARRIER_STATUSES, CARRIER_VERIFICATION_MESSAGES } from '@freight/domain';
import { listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

/** GET /api/admin/carriers: a status, the users list's search, and paging. */
export const listCarriers = {
  query: Joi.object({
    status: Joi.string().valid(...CARRIER_STATUSES, '').messages({ 'any.only': 'Please choose a valid status' }),
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
    search: listQuerySchema.extract('search'),
    after: listQuerySchema.extract('after'),
  }),
};

/** POST /api/admin/carriers/:id/verify */
export const verifyCarrier = { params: idParamsSchema, body: Joi.object({}) };

/** POST /api/admin/carriers/:id/suspend: the reason is required, and kept. */
export const suspendCarrier = {
  params: idParamsSchema,
  body: Joi.object({
    reason: Joi.string().trim().min(3).max(500).required().messages({
      'any.required': CARRIER_VERIFICATION_MESSAGES.reasonRequired,
      'string.empty': CARRIER_VERIFICATION_MESSAGES.reasonRequired,
      'string.min': CARRIER_VERIFICATION_MESSAGES.reasonRequired,
      'string.base': CARRIER_VERIFICATION_MESSAGES.reasonRequired,
      'string.max': 'Must be at most 500 characters',
    }),
  }),
};
