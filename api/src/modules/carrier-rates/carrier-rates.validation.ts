import Joi from 'joi';
import { carrierRateSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema, patchSchemaOf } from '../../core/resource-helpers';

export const listCarrierRates = {
  query: Joi.object({ limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset') }),
};

export const createCarrierRate = { body: carrierRateSchema };

/** PATCH takes the same fields as create (the dialog sends them all), each optional. */
export const updateCarrierRate = { params: idParamsSchema, body: patchSchemaOf(carrierRateSchema) };

export const deleteCarrierRate = { params: idParamsSchema };
