import Joi from 'joi';
import { ACCESSORIAL_MESSAGES, parseAmount } from '../lanes';
import { CONTENT_TYPES } from '../lists';
import { optionalText, requiredText } from './helpers';

const active = Joi.boolean().messages({ 'boolean.base': 'Active must be true or false' });

export const carrierRateSchema = Joi.object({
  carrierName: requiredText('Carrier name is required', 120),
  serviceType: requiredText('Service type is required', 120),
  baseRate: requiredText('Base rate is required', 30),
  perMileRate: requiredText('Per mile rate is required', 30),
  perPoundRate: requiredText('Per pound rate is required', 30),
  minimumCharge: requiredText('Minimum charge is required', 30),
  isActive: active.default(true),
});

/** A price in US dollars, more than 0 and at most $100,000, as text staff type (75 or 75.00). */
const price = (required: string) =>
  Joi.string()
    .trim()
    .max(30)
    .required()
    .custom((value: string, helpers) => {
      const n = parseAmount(value);
      if (n === null || n <= 0 || n > 100_000) return helpers.error('price.invalid');
      return value;
    })
    .messages({ 'any.required': required, 'string.empty': required, 'string.base': required, 'price.invalid': ACCESSORIAL_MESSAGES.price, 'string.max': ACCESSORIAL_MESSAGES.price });

export const accessorialSchema = Joi.object({
  name: requiredText(ACCESSORIAL_MESSAGES.name, 60),
  price: price(ACCESSORIAL_MESSAGES.priceRequired),
  description: optionalText(300),
  isActive: active.default(true),
});

export const equipmentPricingSchema = Joi.object({
  equipmentType: requiredText('Equipment type is required', 60),
  equipmentName: requiredText('Equipment name is required', 120),
  description: optionalText(1000),
  baseMileRate: requiredText('Base mile rate is required', 30),
  minimumRate: requiredText('Minimum rate is required', 30),
  weightCapacity: optionalText(60),
  isActive: active.default(true),
});


export const websiteContentSchema = Joi.object({
  section: requiredText('Section is required', 60),
  contentKey: requiredText('Content key is required', 120),
  contentValue: requiredText('Content value is required', 10000),
  contentType: Joi.string()
    .valid(...CONTENT_TYPES)
    .default('text')
    .messages({ 'any.only': `Content type must be one of ${CONTENT_TYPES.join(', ')}` }),
  isActive: active.default(true),
});

export const adminUserUpdateSchema = Joi.object({
  isActive: active,
  isAdmin: Joi.boolean().messages({ 'boolean.base': 'Admin must be true or false' }),
})
  .or('isActive', 'isAdmin')
  .messages({ 'object.missing': 'Nothing to update' });

/** limit/offset (+ filters) accepted by every list that can grow. */
export const listQuerySchema = Joi.object({
  limit: Joi.number().integer().min(1).max(500).default(100),
  offset: Joi.number().integer().min(0).default(0),
  search: Joi.string().trim().max(100).allow(''),
  status: Joi.string().trim().max(30).allow(''),
  /** Keyset paging: the rows after (older than) the row with this id, however deep in the list. */
  after: Joi.number().integer().min(1),
});
