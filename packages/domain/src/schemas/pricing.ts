import Joi from 'joi';
import { CALCULATOR_DISTANCES, MAX_MARGIN_PERCENT, PRICING_SETTINGS_TEXTS } from '../lanes';

/** PUT /api/admin/pricing-settings: both settings. */
export const pricingSettingsSchema = Joi.object({
  marginPercent: Joi.number().min(0).max(MAX_MARGIN_PERCENT).precision(2).required().messages({ '*': PRICING_SETTINGS_TEXTS.marginInvalid }),
  calculatorDistance: Joi.string()
    .valid(...CALCULATOR_DISTANCES)
    .required()
    .messages({ '*': PRICING_SETTINGS_TEXTS.distanceInvalid }),
});
