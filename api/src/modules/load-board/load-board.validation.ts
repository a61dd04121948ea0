import Joi from 'joi';
import { BOARD_SORTS, LOAD_BOARD_MESSAGES, OFFER_MAX_HOURS, OFFER_MIN_HOURS, RATE_OPTION_TEXTS, REGION_STATES, SIGN_MAX_HOURS, TRAILER_TYPES } from '@freight/domain';
import { carrierEventSchema, checkCallSchema, driverAssignmentSchema, listQuerySchema, locationSchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

const paging = { limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset') };

/** GET /api/carrier/loads: by trailer type and by region, sorted by pickup, miles, rate or rate per mile, paged. */
export const board = {
  query: Joi.object({
    ...paging,
    trailerType: Joi.string().valid(...TRAILER_TYPES, '').messages({ 'any.only': LOAD_BOARD_MESSAGES.trailerTypeInvalid }),
    sort: Joi.string().valid(...BOARD_SORTS, '').messages({ 'any.only': LOAD_BOARD_MESSAGES.sortInvalid }),
    direction: Joi.string().valid('asc', 'desc', '').messages({ 'any.only': LOAD_BOARD_MESSAGES.sortInvalid }),
    region: Joi.string().valid(...Object.keys(REGION_STATES), '').messages({ 'any.only': 'Please choose a valid region' }),
  }),
};

export const page = { query: Joi.object(paging) };
export const one = { params: idParamsSchema };

const hoursInvalid = LOAD_BOARD_MESSAGES.hoursInvalid;

/** POST /api/carrier/loads/:id/offers: checked by the domain's checkOffer (the page's rule); hours a JSON whole number. */
export const offer = {
  params: idParamsSchema,
  body: Joi.object({
    amount: Joi.alternatives(Joi.string().max(30), Joi.number()),
    note: Joi.string().allow('').max(2000),
    hours: Joi.number().strict().integer().min(OFFER_MIN_HOURS).max(OFFER_MAX_HOURS).required().messages({
      'any.required': hoursInvalid,
      'number.base': hoursInvalid,
      'number.integer': hoursInvalid,
      'number.min': hoursInvalid,
      'number.max': hoursInvalid,
      'number.unsafe': hoursInvalid,
      'number.infinity': hoursInvalid,
    }),
  }),
};

/** POST /api/carrier/assigned/:id/events: Picked up, In transit (city and state), or an Exception (a note). */
export const carrierEvent = { params: idParamsSchema, body: carrierEventSchema };

export const assignDriver = { params: idParamsSchema, body: driverAssignmentSchema };

export const location = { body: locationSchema };

export const checkCall = { params: idParamsSchema, body: checkCallSchema };

export const bookNow = { params: idParamsSchema, body: Joi.object({}) };

/** POST /api/carrier/assigned/:id/sign: the typed full name. */
export const sign = {
  params: idParamsSchema,
  body: Joi.object({
    signature: Joi.string().trim().min(2).max(100).required().messages({
      'any.required': LOAD_BOARD_MESSAGES.signatureRequired,
      'string.empty': LOAD_BOARD_MESSAGES.signatureRequired,
      'string.min': LOAD_BOARD_MESSAGES.signatureRequired,
      'string.base': LOAD_BOARD_MESSAGES.signatureRequired,
    }),
  }),
};

/** PUT /api/admin/shipments/:id/carrier-rate: dollars and cents, or '' to clear it. */
export const postRate = { params: idParamsSchema, body: Joi.object({ rate: Joi.string().allow('').max(30).required() }) };

/** GET /api/admin/shipments/:id/rate-options: staff's lane miles, checked by the domain's checkLaneMiles (the page's rule). */
export const rateOptions = {
  params: idParamsSchema,
  query: Joi.object({ miles: Joi.string().allow('').max(30).messages({ 'string.base': RATE_OPTION_TEXTS.milesInvalid, 'string.max': RATE_OPTION_TEXTS.milesInvalid }) }),
};

/** POST /api/admin/offers/:id/award: hours to sign, 1 to 48 (default 2). */
export const award = {
  params: idParamsSchema,
  body: Joi.object({
    signHours: Joi.number().integer().min(1).max(SIGN_MAX_HOURS).messages({
      'number.base': LOAD_BOARD_MESSAGES.signHoursInvalid,
      'number.integer': LOAD_BOARD_MESSAGES.signHoursInvalid,
      'number.min': LOAD_BOARD_MESSAGES.signHoursInvalid,
      'number.max': LOAD_BOARD_MESSAGES.signHoursInvalid,
    }),
  }),
};

/** POST /api/admin/shipments/:id/award/withdraw: why (the carrier reads it). */
export const withdrawAward = {
  params: idParamsSchema,
  body: Joi.object({
    reason: Joi.string().trim().min(1).max(500).required().messages({
      'any.required': LOAD_BOARD_MESSAGES.withdrawReasonRequired,
      'string.empty': LOAD_BOARD_MESSAGES.withdrawReasonRequired,
      'string.base': LOAD_BOARD_MESSAGES.withdrawReasonRequired,
      'string.max': 'The reason can be at most 500 characters',
    }),
  }),
};
