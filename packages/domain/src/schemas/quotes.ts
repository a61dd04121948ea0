import Joi from 'joi';
import { CALCULATOR_SERVICE_TYPES, CARGO_TYPES } from '../calculator';
import { PORTAL_QUOTE_SERVICES, PUBLIC_QUOTE_SERVICES, QUOTE_STATUSES } from '../lists';
import { email, MAX_LONG_TEXT, optionalText, phone, requiredChoice, requiredText } from './helpers';

export const SELECT_SERVICE_MESSAGE = 'Please select a service';

/** The landing page's free quote form (SPEC.md §5, public quote request). */
export const publicQuoteSchema = Joi.object({
  firstName: requiredText('First name is required', 50),
  lastName: requiredText('Last name is required', 50),
  email: email(),
  phone: phone(),
  companyName: requiredText('Company name is required', 120),
  serviceNeeded: requiredChoice(PUBLIC_QUOTE_SERVICES, SELECT_SERVICE_MESSAGE),
  projectDetails: optionalText(MAX_LONG_TEXT),
  /** Honeypot: hidden from people; anything in it marks a bot. */
  website: Joi.string().allow('').max(200),
});

const zip = Joi.string().trim().max(10).pattern(/^[0-9A-Za-z -]+$/).messages({ 'string.pattern.base': 'Please enter a valid ZIP code' });

/** What the calculator hands to the portal; the server recomputes the price from it. */
export const quoteEstimateSchema = Joi.object({
  originZip: zip.required(),
  destinationZip: zip.required(),
  weight: Joi.alternatives(Joi.number().min(0).max(1_000_000), Joi.string().trim().pattern(/^\d+(\.\d+)?$/).max(12)).required(),
  serviceType: Joi.string().valid(...CALCULATOR_SERVICE_TYPES.map((s) => s.value)).required(),
  cargoType: Joi.string().valid(...CARGO_TYPES.map((c) => c.value)).required(),
});

/** The portal's quote form (SPEC.md §5, customer portal quote): name, email and company come from the account. */
export const customerQuoteSchema = Joi.object({
  serviceNeeded: requiredChoice(PORTAL_QUOTE_SERVICES, SELECT_SERVICE_MESSAGE),
  phone: phone(),
  projectDetails: optionalText(MAX_LONG_TEXT),
  estimate: quoteEstimateSchema.optional(),
});

export const adminQuoteUpdateSchema = Joi.object({
  status: Joi.string()
    .valid(...QUOTE_STATUSES)
    .messages({ 'any.only': `Status must be one of ${QUOTE_STATUSES.join(', ')}` }),
  adminNotes: optionalText(MAX_LONG_TEXT),
  estimatedPrice: optionalText(50),
  notifyCustomer: Joi.boolean(),
})
  .or('status', 'adminNotes', 'estimatedPrice')
  .messages({ 'object.missing': 'Nothing to update' });

const WEIGHT_MESSAGE = 'Please enter weight';
const weightMessages = Object.fromEntries(
  ['any.required', 'alternatives.match', 'alternatives.types', 'number.base', 'number.min', 'string.base', 'string.empty', 'string.pattern.base'].map((k) => [k, WEIGHT_MESSAGE]),
);

/** The calculator form schema of SPEC.md §5 (kept for forms that validate calculator input). */
export const calculatorFormSchema = Joi.object({
  originZip: Joi.string().trim().min(5).required().messages({
    'any.required': 'Please enter origin ZIP code',
    'string.empty': 'Please enter origin ZIP code',
    'string.min': 'Please enter origin ZIP code',
  }),
  destinationZip: Joi.string().trim().min(5).required().messages({
    'any.required': 'Please enter destination ZIP code',
    'string.empty': 'Please enter destination ZIP code',
    'string.min': 'Please enter destination ZIP code',
  }),
  // Joi reports the failing alternative's own error, so each alternative carries the message too.
  weight: Joi.alternatives(
    Joi.number().min(0).messages(weightMessages),
    Joi.string().trim().pattern(/^\d+(\.\d+)?$/).messages(weightMessages),
  )
    .required()
    .messages(weightMessages),
  equipmentType: Joi.string().trim().required().messages({
    'any.required': 'Please select equipment type',
    'string.empty': 'Please select equipment type',
  }),
}).unknown(true);
