import Joi from 'joi';
import { CALCULATOR_SERVICE_TYPES } from '../calculator';
import { LANE_MESSAGES } from '../lanes';

/** A 5-digit US ZIP code (a ZIP+4 is accepted and read by its first five digits). */
export const usZip = () =>
  Joi.string()
    .trim()
    .pattern(/^\d{5}(-\d{4})?$/)
    .required()
    .messages({ 'string.pattern.base': LANE_MESSAGES.zipFormat, 'any.required': LANE_MESSAGES.zipFormat, 'string.empty': LANE_MESSAGES.zipFormat, 'string.base': LANE_MESSAGES.zipFormat });

/** GET /api/lanes: the two ZIP codes and, optionally, the calculator's service (LTL or truckload transit). */
export const laneQuerySchema = Joi.object({
  originZip: usZip(),
  destinationZip: usZip(),
  serviceType: Joi.string()
    .valid(...CALCULATOR_SERVICE_TYPES.map((s) => s.value))
    .messages({ 'any.only': 'Please select a service type' }),
});
