import Joi from 'joi';
import { equipmentPricingSchema, listQuerySchema } from '@freight/domain/schemas';
import { idParamsSchema, patchSchemaOf } from '../../core/resource-helpers';

export const listEquipmentPricing = {
  query: Joi.object({ limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset') }),
};

export const createEquipmentPricing = { body: equipmentPricingSchema };

/** PATCH takes the same fields as create (the dialog sends them all), each optional. */
export const updateEquipmentPricing = { params: idParamsSchema, body: patchSchemaOf(equipmentPricingSchema) };

export const deleteEquipmentPricing = { params: idParamsSchema };
