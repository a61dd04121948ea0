import Joi from 'joi';
import { CARRIER_EVENT_KINDS, DRIVER_MESSAGES, LOAD_BOARD_MESSAGES } from '../load-board';
import { isCalendarDate } from '../offer';
import { RECORDABLE_EVENT_KINDS, SHIPMENT_MESSAGES, SHIPMENT_STATUSES } from '../shipment';
import { TRAILER_TYPES } from '../trailer-types';
import { MAX_LONG_TEXT, optionalText, phone, requiredChoice, requiredText } from './helpers';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = (message: string) =>
  Joi.string()
    .trim()
    .required()
    .custom((value: string) => {
      if (!isCalendarDate(value)) throw new Error(message);
      return value;
    })
    .messages({ 'any.required': message, 'string.empty': message, 'any.custom': message, 'string.base': message });

const time = (message: string) => Joi.string().trim().pattern(TIME).required().messages({ 'any.required': message, 'string.empty': message, 'string.pattern.base': message, 'string.base': message });

const timeWindow = (what: string) =>
  Joi.object({
    date: day(`Please enter the ${what} date`),
    from: time(`Please enter when the ${what} window opens (HH:MM)`),
    to: time(`Please enter when the ${what} window closes (HH:MM)`),
  })
    .required()
    .custom((value: { from: string; to: string }) => {
      if (value.to <= value.from) throw new Error(SHIPMENT_MESSAGES.windowOrder);
      return value;
    })
    .messages({ 'any.custom': '{{#error.message}}', 'any.required': `Please enter the ${what} window` });

const zip = () =>
  Joi.string().trim().pattern(/^\d{5}(-\d{4})?$/).required().messages({
    'any.required': 'Please enter a valid ZIP code',
    'string.empty': 'Please enter a valid ZIP code',
    'string.pattern.base': 'Please enter a valid ZIP code',
  });

const state = () =>
  Joi.string().trim().uppercase().pattern(/^[A-Za-z]{2}$/).required().messages({
    'any.required': 'Please enter the two-letter state',
    'string.empty': 'Please enter the two-letter state',
    'string.pattern.base': 'Please enter the two-letter state',
  });

const party = (who: 'Shipper' | 'Consignee') =>
  Joi.object({
    name: requiredText(`${who} name is required`, 120),
    address: Joi.object({
      street: requiredText('Street address is required', 200),
      city: requiredText('City is required', 80),
      state: state(),
      zip: zip(),
    }).required(),
    contactName: requiredText('Contact name is required', 120),
    phone: phone().invalid('', null).required().messages({ 'any.required': 'Please enter a contact phone', 'any.invalid': 'Please enter a contact phone' }),
    email: Joi.string().trim().max(254).email({ tlds: { allow: false } }).allow('').messages({ 'string.email': 'Please enter a valid email address' }),
  }).required();

const shipmentDetailFields = {
  pickupWindow: timeWindow('pickup'),
  deliveryWindow: timeWindow('delivery'),
  shipper: party('Shipper'),
  consignee: party('Consignee'),
  commodity: requiredText('Please describe the commodity', 200),
  pieces: Joi.number().integer().min(1).max(10_000).required().messages({
    'any.required': 'Please enter the number of pieces',
    'number.base': 'Please enter the number of pieces',
    'number.integer': 'Pieces must be a whole number',
    'number.min': 'Pieces must be at least 1',
    'number.max': 'Pieces must be at most 10,000',
  }),
  weight: Joi.number().greater(0).max(80_000).required().messages({
    'any.required': 'Please enter the weight in pounds',
    'number.base': 'Please enter the weight in pounds',
    'number.greater': 'Weight must be more than 0 lbs',
    'number.max': 'Weight must be at most 80,000 lbs',
  }),
  freightClass: optionalText(10),
  specialInstructions: optionalText(1000),
};

const deliveryAfterPickup = (value: { pickupWindow: { date: string; from: string }; deliveryWindow: { date: string; from: string } }) => {
  const pickup = `${value.pickupWindow.date} ${value.pickupWindow.from}`;
  const delivery = `${value.deliveryWindow.date} ${value.deliveryWindow.from}`;
  if (delivery < pickup) throw new Error(SHIPMENT_MESSAGES.deliveryBeforePickup);
  return value;
};

/** The booking form: every shipping detail an accepted quote does not have yet. */
export const shipmentBookingSchema = Joi.object({ quoteId: Joi.number().integer().min(1).required(), ...shipmentDetailFields })
  .custom(deliveryAfterPickup)
  .messages({ 'any.custom': '{{#error.message}}' });

/** Staff editing the details before pickup: the same fields, all required (the form sends them all). */
export const shipmentDetailsSchema = Joi.object(shipmentDetailFields).custom(deliveryAfterPickup).messages({ 'any.custom': '{{#error.message}}' });

/** Staff recording a milestone or an exception. */
export const shipmentEventSchema = Joi.object({
  kind: Joi.string().valid(...RECORDABLE_EVENT_KINDS).required().messages({ 'any.only': 'Please choose an event', 'any.required': 'Please choose an event' }),
  city: optionalText(80),
  state: Joi.string().trim().uppercase().pattern(/^[A-Za-z]{2}$/).allow('').messages({ 'string.pattern.base': 'Please enter the two-letter state' }),
  note: optionalText(1000),
  eta: Joi.string().isoDate().allow('').messages({ 'string.isoDate': SHIPMENT_MESSAGES.etaInvalid }),
  at: Joi.string().isoDate().allow('').messages({ 'string.isoDate': SHIPMENT_MESSAGES.eventTimeInvalid }),
}).custom((value: { kind: string; note?: string }) => {
  if (value.kind === 'exception-raised' && !value.note?.trim()) throw new Error(SHIPMENT_MESSAGES.noteRequired);
  return value;
}).messages({ 'any.custom': '{{#error.message}}' });

/**
 * POST /api/carrier/assigned/:id/events: a step the assigned carrier records from the road, at
 * the time it records it (no back-dating from a phone). In transit says where the load is now; an
 * exception says what happened.
 */
export const carrierEventSchema = Joi.object({
  kind: Joi.string().valid(...CARRIER_EVENT_KINDS).required().messages({ 'any.only': 'Please choose an event', 'any.required': 'Please choose an event' }),
  city: optionalText(80),
  state: Joi.string().trim().uppercase().pattern(/^[A-Za-z]{2}$/).allow('').messages({ 'string.pattern.base': 'Please enter the two-letter state' }),
  note: optionalText(1000),
  /** A pickup before its window opens is recorded only when the carrier confirms it. */
  confirmEarlyPickup: Joi.boolean().strict(),
}).custom((value: { kind: string; note?: string; city?: string; state?: string }) => {
  if (value.kind === 'exception-raised' && !value.note?.trim()) throw new Error(SHIPMENT_MESSAGES.noteRequired);
  if (value.kind === 'in-transit' && (!value.city?.trim() || !value.state?.trim())) throw new Error(LOAD_BOARD_MESSAGES.inTransitPlaceRequired);
  return value;
}).messages({ 'any.custom': '{{#error.message}}' });

/** A dispatcher assigns a load to one of the company's drivers, with the truck and trailer. */
export const driverAssignmentSchema = Joi.object({
  userId: Joi.number().integer().positive().required().messages({ 'any.required': DRIVER_MESSAGES.notADriver, 'number.base': DRIVER_MESSAGES.notADriver }),
  phone: phone()
    .invalid('', null)
    .required()
    .messages({ 'any.required': DRIVER_MESSAGES.phoneRequired, 'any.invalid': DRIVER_MESSAGES.phoneRequired, 'string.empty': DRIVER_MESSAGES.phoneRequired }),
  truckNumber: Joi.string().trim().max(20).required().messages({ 'any.required': DRIVER_MESSAGES.truckRequired, 'string.empty': DRIVER_MESSAGES.truckRequired, 'string.max': 'Must be at most 20 characters' }),
  trailerNumber: Joi.string().trim().max(20).required().messages({ 'any.required': DRIVER_MESSAGES.trailerRequired, 'string.empty': DRIVER_MESSAGES.trailerRequired, 'string.max': 'Must be at most 20 characters' }),
});

/** A check call from the road: a note for the broker's team, with the time it is sent. */
export const checkCallSchema = Joi.object({
  note: Joi.string().trim().max(500).required().messages({ 'any.required': DRIVER_MESSAGES.checkCallRequired, 'string.empty': DRIVER_MESSAGES.checkCallRequired, 'string.max': 'Must be at most 500 characters' }),
});

/** Where the phone is (its browser's geolocation, with permission): only turned into the nearest city, never stored. */
export const locationSchema = Joi.object({
  latitude: Joi.number().min(-90).max(90).required(),
  longitude: Joi.number().min(-180).max(180).required(),
});

export const shipmentCancelSchema = Joi.object({
  reason: Joi.string().trim().max(MAX_LONG_TEXT).required().messages({ 'any.required': SHIPMENT_MESSAGES.reasonRequired, 'string.empty': SHIPMENT_MESSAGES.reasonRequired, 'string.max': `Must be at most ${MAX_LONG_TEXT} characters` }),
});

/**
 * PUT /api/admin/shipments/:id/trailer-type: one of the board's trailer types, named as the board
 * lists them; anything else (a quote's equipment text, a made-up type) reads the board filter's message.
 */
export const shipmentTrailerTypeSchema = Joi.object({ trailerType: requiredChoice(TRAILER_TYPES, LOAD_BOARD_MESSAGES.trailerTypeInvalid) });

export const shipmentListSchema = Joi.object({
  status: Joi.string().valid(...SHIPMENT_STATUSES, 'exception', ''),
  search: Joi.string().trim().max(100).allow(''),
});
