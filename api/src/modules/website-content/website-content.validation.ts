import Joi from 'joi';
import { listQuerySchema, websiteContentSchema } from '@freight/domain/schemas';
import { idParamsSchema, patchSchemaOf } from '../../core/resource-helpers';

export const listWebsiteContent = {
  query: Joi.object({ limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset') }),
};

export const createWebsiteContent = { body: websiteContentSchema };

export const updateWebsiteContent = { params: idParamsSchema, body: patchSchemaOf(websiteContentSchema) };
