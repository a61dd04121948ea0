import Joi from 'joi';
import { CALCULATOR_MESSAGES, CALCULATOR_SERVICE_TYPES, CARGO_TYPES, MAX_SHIPMENT_WEIGHT_LBS } from '../calculator';
import { ACCESSORIAL_MESSAGES, type FreightPiece, PIECE_LIMITS, PIECE_MESSAGES, piecesWeightLbs } from '../lanes';
import { EQUIPMENT_TYPES, PORTAL_QUOTE_SERVICES, PUBLIC_QUOTE_SERVICES, QUOTE_STATUSES } from '../lists';
import { LANE_MESSAGES } from '../lanes';
import { pickupDateProblem, QUOTE_LANE_MESSAGES } from '../quote-lane';
import { checkPrice, PRICE_MESSAGES } from '../money';
import { easternDate, isCalendarDate, OFFER_MESSAGES } from '../offer';
import { email, MAX_LONG_TEXT, optionalText, phone, requiredChoice, requiredText } from './helpers';

export const SELECT_SERVICE_MESSAGE = 'Please select a service';

/** The extra services chosen (ids from GET /api/accessorials); the server checks each is offered. */
const accessorialIds = () =>
  Joi.array()
    .items(Joi.number().integer().min(1).messages({ '*': ACCESSORIAL_MESSAGES.invalid }))
    .max(20)
    .unique()
    .messages({ 'array.base': ACCESSORIAL_MESSAGES.invalid, 'array.max': ACCESSORIAL_MESSAGES.invalid, 'array.unique': ACCESSORIAL_MESSAGES.invalid });

const dimension = (max: number, message: string) =>
  Joi.number().greater(0).max(max).required().messages({ '*': message });

/** LTL handling units with their dimensions (inches) and each unit's weight (lbs). */
export const piecesSchema = Joi.array()
  .items(
    Joi.object({
      quantity: Joi.number().integer().min(1).max(PIECE_LIMITS.maxQuantity).required().messages({ '*': PIECE_MESSAGES.quantity }),
      lengthIn: dimension(PIECE_LIMITS.maxLengthIn, PIECE_MESSAGES.lengthIn),
      widthIn: dimension(PIECE_LIMITS.maxWidthIn, PIECE_MESSAGES.widthIn),
      heightIn: dimension(PIECE_LIMITS.maxHeightIn, PIECE_MESSAGES.heightIn),
      weightLbs: dimension(MAX_SHIPMENT_WEIGHT_LBS, PIECE_MESSAGES.weightLbs),
    }),
  )
  .max(PIECE_LIMITS.maxPieces)
  .custom((pieces: FreightPiece[], helpers) => (piecesWeightLbs(pieces) > MAX_SHIPMENT_WEIGHT_LBS ? helpers.error('pieces.heavy') : pieces))
  .messages({ 'array.max': PIECE_MESSAGES.tooMany, 'array.base': PIECE_MESSAGES.tooMany, 'pieces.heavy': PIECE_MESSAGES.totalTooHeavy });

const US_ZIP = /^\d{5}(-\d{4})?$/;

/**
 * An optional US ZIP code on a quote form: five digits (a ZIP+4 is read by its first five), or
 * empty when the other end of the lane is empty too. The other end is read here, beside the field,
 * so its message shows together with every other field's.
 */
const optionalUsZip = (other: 'originZip' | 'destinationZip') =>
  Joi.any()
    .custom((value: unknown, helpers) => {
      if (value !== null && typeof value !== 'string') return helpers.error('zip.format');
      const text = (value ?? '').trim();
      const siblings = helpers.state.ancestors[0] as Record<string, unknown> | undefined;
      const otherText = typeof siblings?.[other] === 'string' ? (siblings[other] as string).trim() : '';
      if (text === '') return otherText ? helpers.error('zip.missing') : text;
      return US_ZIP.test(text) ? text : helpers.error('zip.format');
    })
    .messages({ 'zip.format': LANE_MESSAGES.zipFormat });

/** An optional weight in pounds: empty, or more than 0 and at most a full truckload. */
const optionalWeight = () => {
  const messages = {
    'number.base': CALCULATOR_MESSAGES.weight,
    'number.greater': CALCULATOR_MESSAGES.weightNotPositive,
    'number.max': CALCULATOR_MESSAGES.weightTooHigh,
    'number.infinity': CALCULATOR_MESSAGES.weight,
  };
  return Joi.alternatives(Joi.string().trim().valid('', null).messages({ 'any.only': CALCULATOR_MESSAGES.weight }), Joi.number().greater(0).max(MAX_SHIPMENT_WEIGHT_LBS).messages(messages))
    .match('any')
    .messages({ ...messages, 'alternatives.any': CALCULATOR_MESSAGES.weight, 'alternatives.match': CALCULATOR_MESSAGES.weight, 'alternatives.types': CALCULATOR_MESSAGES.weight });
};

/**
 * The lane as form fields, on both quote forms: each optional, but a ZIP code without the other
 * end is refused on the missing one (a lane needs both). The server also refuses a ZIP code its
 * ZIP data does not know, and computes the miles itself.
 */
const laneFields = {
  originZip: optionalUsZip('destinationZip').messages({ 'zip.missing': QUOTE_LANE_MESSAGES.originZip }),
  destinationZip: optionalUsZip('originZip').messages({ 'zip.missing': QUOTE_LANE_MESSAGES.destinationZip }),
  weight: optionalWeight(),
  pickupDate: Joi.string()
    .trim()
    .allow('', null)
    .custom((value: string, helpers) => {
      if (value === '') return value;
      const problem = pickupDateProblem(value);
      return problem ? helpers.message({ custom: problem }) : value;
    })
    .messages({ 'string.base': QUOTE_LANE_MESSAGES.pickupDateInvalid }),
  equipmentType: Joi.string()
    .valid(...EQUIPMENT_TYPES, '', null)
    .messages({ 'any.only': QUOTE_LANE_MESSAGES.equipmentType, 'string.base': QUOTE_LANE_MESSAGES.equipmentType }),
};

/** Both ends of the lane or neither, also when a request leaves one out altogether: the message goes on the end that is missing. */
const bothEnds = (value: { originZip?: string | null; destinationZip?: string | null }, helpers: Joi.CustomHelpers) => {
  const origin = Boolean(value.originZip?.trim());
  const destination = Boolean(value.destinationZip?.trim());
  if (origin === destination) return value;
  const missing = origin ? 'destinationZip' : 'originZip';
  return helpers.error(`lane.${missing}`, {}, { ...helpers.state, path: [...(helpers.state.path ?? []), missing] });
};

const laneMessages = { 'lane.originZip': QUOTE_LANE_MESSAGES.originZip, 'lane.destinationZip': QUOTE_LANE_MESSAGES.destinationZip };

/** The landing page's free quote form. */
export const publicQuoteSchema = Joi.object({
  firstName: requiredText('First name is required', 50),
  lastName: requiredText('Last name is required', 50),
  email: email(),
  phone: phone(),
  companyName: requiredText('Company name is required', 120),
  serviceNeeded: requiredChoice(PUBLIC_QUOTE_SERVICES, SELECT_SERVICE_MESSAGE),
  projectDetails: optionalText(MAX_LONG_TEXT),
  accessorialIds: accessorialIds(),
  pieces: piecesSchema,
  ...laneFields,
  /** Honeypot: hidden from people; anything in it marks a bot. */
  website: Joi.string().allow('').max(200),
})
  .custom(bothEnds)
  .messages(laneMessages);

const zip = (message: string) =>
  Joi.string()
    .trim()
    .min(5)
    .max(10)
    .pattern(/^[0-9A-Za-z -]+$/)
    .required()
    .messages({ 'string.pattern.base': 'Please enter a valid ZIP code', 'any.required': message, 'string.empty': message, 'string.min': message });

/** A positive number of pounds that fits on one truck, as a number or a numeric string. */
const weight = () => {
  const messages = {
    'any.required': CALCULATOR_MESSAGES.weight,
    'string.empty': CALCULATOR_MESSAGES.weight,
    'number.base': CALCULATOR_MESSAGES.weight,
    'string.pattern.base': CALCULATOR_MESSAGES.weight,
    'string.base': CALCULATOR_MESSAGES.weight,
    'alternatives.types': CALCULATOR_MESSAGES.weight,
    'alternatives.match': CALCULATOR_MESSAGES.weight,
    'number.greater': CALCULATOR_MESSAGES.weightNotPositive,
    'number.max': CALCULATOR_MESSAGES.weightTooHigh,
  };
  const bounded = Joi.number().greater(0).max(MAX_SHIPMENT_WEIGHT_LBS).messages(messages);
  // Joi reports the failing alternative's own error, so each alternative carries the messages too.
  return Joi.alternatives(bounded, Joi.string().trim().pattern(/^-?\d+(\.\d+)?$/).max(12).messages(messages))
    .required()
    .custom((value) => {
      const n = Number(value);
      if (n <= 0) throw new Error(CALCULATOR_MESSAGES.weightNotPositive);
      if (n > MAX_SHIPMENT_WEIGHT_LBS) throw new Error(CALCULATOR_MESSAGES.weightTooHigh);
      return value;
    })
    .messages({ ...messages, 'any.custom': '{{#error.message}}' });
};

/** What the calculator hands to the portal; the server recomputes the price from it. */
export const quoteEstimateSchema = Joi.object({
  originZip: zip(CALCULATOR_MESSAGES.originZip),
  destinationZip: zip(CALCULATOR_MESSAGES.destinationZip),
  weight: weight(),
  serviceType: Joi.string().valid(...CALCULATOR_SERVICE_TYPES.map((s) => s.value)).required(),
  cargoType: Joi.string().valid(...CARGO_TYPES.map((c) => c.value)).required(),
});

/** The portal's quote form: name, email and company come from the account. */
export const customerQuoteSchema = Joi.object({
  serviceNeeded: requiredChoice(PORTAL_QUOTE_SERVICES, SELECT_SERVICE_MESSAGE),
  phone: phone(),
  projectDetails: optionalText(MAX_LONG_TEXT),
  estimate: quoteEstimateSchema.optional(),
  accessorialIds: accessorialIds(),
  pieces: piecesSchema,
  ...laneFields,
})
  .custom(bothEnds)
  .messages(laneMessages);

/** A quote's price: empty (no price yet) or a positive amount in dollars and cents, stored as "1250.00". */
const quotePrice = () =>
  Joi.string()
    .trim()
    .max(50)
    .allow('', null)
    .custom((value: string, helpers) => {
      if (value === '') return value;
      const checked = checkPrice(value);
      if (checked.price !== undefined) return checked.price;
      const code = checked.error === PRICE_MESSAGES.notPositive ? 'price.notPositive' : checked.error === PRICE_MESSAGES.tooHigh ? 'price.tooHigh' : 'price.invalid';
      return helpers.error(code);
    })
    .messages({
      'string.base': PRICE_MESSAGES.invalid,
      'string.max': PRICE_MESSAGES.invalid,
      'price.invalid': PRICE_MESSAGES.invalid,
      'price.notPositive': PRICE_MESSAGES.notPositive,
      'price.tooHigh': PRICE_MESSAGES.tooHigh,
    });

export const adminQuoteUpdateSchema = Joi.object({
  status: Joi.string()
    .valid(...QUOTE_STATUSES)
    .messages({ 'any.only': `Status must be one of ${QUOTE_STATUSES.join(', ')}` }),
  adminNotes: optionalText(MAX_LONG_TEXT),
  customerMessage: optionalText(MAX_LONG_TEXT),
  estimatedPrice: quotePrice(),
  validUntil: Joi.string()
    .allow('')
    .custom((value: string, helpers) => {
      if (value === '') return value;
      if (!isCalendarDate(value)) return helpers.error('date.invalid');
      // Dates compare as text in YYYY-MM-DD; "today" is the company's (Eastern) today.
      if (value < easternDate()) return helpers.error('date.past');
      return value;
    })
    .messages({ 'string.base': OFFER_MESSAGES.validUntilInvalid, 'date.invalid': OFFER_MESSAGES.validUntilInvalid, 'date.past': OFFER_MESSAGES.validUntilPast }),
  notifyCustomer: Joi.boolean(),
})
  .or('status', 'adminNotes', 'customerMessage', 'estimatedPrice', 'validUntil')
  .messages({ 'object.missing': 'Nothing to update' });

/** The calculator form schema (kept for forms that validate calculator input). */
export const calculatorFormSchema = Joi.object({
  originZip: Joi.string().trim().min(5).required().messages({
    'any.required': CALCULATOR_MESSAGES.originZip,
    'string.empty': CALCULATOR_MESSAGES.originZip,
    'string.min': CALCULATOR_MESSAGES.originZip,
  }),
  destinationZip: Joi.string().trim().min(5).required().messages({
    'any.required': CALCULATOR_MESSAGES.destinationZip,
    'string.empty': CALCULATOR_MESSAGES.destinationZip,
    'string.min': CALCULATOR_MESSAGES.destinationZip,
  }),
  weight: weight(),
  equipmentType: Joi.string().trim().required().messages({
    'any.required': 'Please select equipment type',
    'string.empty': 'Please select equipment type',
  }),
}).unknown(true);

/** Accepting a priced quote: the customer's typed full name is the signature, and they confirm. */
export const quoteAcceptSchema = Joi.object({
  signature: Joi.string().trim().min(2).max(100).required().messages({
    'any.required': OFFER_MESSAGES.signatureRequired,
    'string.empty': OFFER_MESSAGES.signatureRequired,
    'string.base': OFFER_MESSAGES.signatureRequired,
    'string.min': OFFER_MESSAGES.signatureRequired,
    'string.max': 'Must be at most 100 characters',
  }),
  accept: Joi.boolean().valid(true).required().messages({
    'any.required': OFFER_MESSAGES.confirmRequired,
    'any.only': OFFER_MESSAGES.confirmRequired,
    'boolean.base': OFFER_MESSAGES.confirmRequired,
  }),
});

/** Declining a priced quote, with an optional reason. */
export const quoteDeclineSchema = Joi.object({
  reason: Joi.string().trim().max(1000).allow('', null).messages({ 'string.base': 'Must be text', 'string.max': OFFER_MESSAGES.reasonTooLong }),
});
