import Joi from 'joi';
import { listQuerySchema } from '@freight/domain/schemas';
import { MAIL_STATUSES } from '../../store';

/** GET /api/admin/mail: one delivery state (failed by default) with paging. */
export const listMessages = {
  query: Joi.object({
    status: Joi.string()
      .valid(...MAIL_STATUSES)
      .default('failed')
      .messages({ 'any.only': `Status must be one of ${MAIL_STATUSES.join(', ')}` }),
    limit: listQuerySchema.extract('limit'),
    offset: listQuerySchema.extract('offset'),
  }),
};

export const retryMessage = {
  params: Joi.object({ id: Joi.string().max(100).pattern(/^[\w:-]+$/).required() }),
};

export const demoMailbox = {
  query: Joi.object({ limit: Joi.number().integer().min(1).max(200).default(50) }),
};
