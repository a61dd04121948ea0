import Joi from 'joi';
import { CARRIER_DOCUMENT_MESSAGES, HOME_ZIP_MESSAGES, HOME_ZIP_PATTERN, CARRIER_DOCUMENT_TYPES, CARRIER_STATUSES, CARRIER_VERIFICATION_MESSAGES, VERIFICATION_OVERRIDE_MESSAGES } from '@freight/domain';
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

/** POST /api/admin/carriers/:id/verify: an override reason when the carrier's documents are not all on file (the service decides). */
export const verifyCarrier = {
  params: idParamsSchema,
  body: Joi.object({
    overrideReason: Joi.string().trim().min(3).max(500).messages({
      'string.empty': VERIFICATION_OVERRIDE_MESSAGES.reasonRequired,
      'string.min': VERIFICATION_OVERRIDE_MESSAGES.reasonRequired,
      'string.base': VERIFICATION_OVERRIDE_MESSAGES.reasonRequired,
      'string.max': VERIFICATION_OVERRIDE_MESSAGES.reasonTooLong,
    }),
  }),
};

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

// Any other id is simply not one of the carrier's documents (404).
const documentId = Joi.string().max(100).required();

const policyDate = (invalid: string) => Joi.string().allow('').max(10).messages({ 'string.max': invalid, 'string.base': invalid });

/**
 * POST /api/carrier/documents?type=coi&liabilityExpiresOn=YYYY-MM-DD&cargoExpiresOn=YYYY-MM-DD: the
 * file is the raw body (core/file-upload).
 */
export const uploadDocument = {
  query: Joi.object({
    type: Joi.string()
      .valid(...CARRIER_DOCUMENT_TYPES)
      .required()
      .messages({ 'any.only': CARRIER_DOCUMENT_MESSAGES.typeRequired, 'any.required': CARRIER_DOCUMENT_MESSAGES.typeRequired, 'string.empty': CARRIER_DOCUMENT_MESSAGES.typeRequired }),
    // Checked by the service (policyDateProblems): each required for a COI, a real date after today.
    liabilityExpiresOn: policyDate(CARRIER_DOCUMENT_MESSAGES.liabilityExpiryInvalid),
    cargoExpiresOn: policyDate(CARRIER_DOCUMENT_MESSAGES.cargoExpiryInvalid),
    // The single date a page built before the two policies sends: allowed here so that page gets the
    // service's message for the missing policy dates rather than an unknown-parameter refusal.
    expiresOn: Joi.string().allow('').max(10),
  }),
};

/** GET /api/carrier/documents/:documentId */
export const ownDocument = { params: Joi.object({ documentId }) };

/** GET /api/admin/carriers/:id/documents/:documentId */
export const carrierDocument = { params: idParamsSchema.keys({ documentId }) };

/** POST /api/admin/carriers/:id/fmcsa */
export const fmcsaLookUp = { params: idParamsSchema, body: Joi.object({}) };

/** PUT /api/carrier/home-zip: five digits (whether the ZIP code is known is the service's check). */
export const homeZip = {
  body: Joi.object({
    homeZip: Joi.string().trim().pattern(HOME_ZIP_PATTERN).required().messages({
      'any.required': HOME_ZIP_MESSAGES.format,
      'string.empty': HOME_ZIP_MESSAGES.format,
      'string.base': HOME_ZIP_MESSAGES.format,
      'string.pattern.base': HOME_ZIP_MESSAGES.format,
    }),
  }),
};
