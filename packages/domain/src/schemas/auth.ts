import Joi from 'joi';
import { ACCOUNT_TYPES, BUSINESS_TYPES, CARRIER_REGIONS, COMMODITIES, EQUIPMENT_TYPES, FLEET_SIZES, SAFETY_RATINGS, SHIPPER_REGIONS, SHIPPING_VOLUMES, values } from '../lists';
import { ACCOUNT_MESSAGES } from '../messages';
import { CARRIER_IDENTITY_MESSAGES, normalizeDotNumber, normalizeMcNumber } from '../carrier-identity';
import { email, optionalText, phone, requiredChoice, requiredPicks, requiredText } from './helpers';
import { billingEmailField } from './customer-billing';

export const AUTH_MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  loginUsername: 'Username is required',
  loginPassword: 'Password is required',
  currentPassword: 'Current password is required',
  resetToken: ACCOUNT_MESSAGES.resetLinkIncomplete,
} as const;

const userFields = {
  firstName: requiredText('First name is required', 50),
  lastName: requiredText('Last name is required', 50),
  username: Joi.string()
    .trim()
    .min(3)
    .max(50)
    .pattern(/^[A-Za-z0-9._-]+$/)
    .required()
    .messages({
      'any.required': AUTH_MESSAGES.username,
      'string.empty': AUTH_MESSAGES.username,
      'string.min': AUTH_MESSAGES.username,
      'string.base': AUTH_MESSAGES.username,
      'string.max': 'Username must be at most 50 characters',
      'string.pattern.base': 'Username may contain only letters, numbers, dots, dashes and underscores',
    }),
  email: email(),
  phone: phone(),
  companyName: requiredText('Company name is required', 120),
  password: Joi.string()
    .min(6)
    .max(128)
    .required()
    .messages({
      'any.required': AUTH_MESSAGES.password,
      'string.empty': AUTH_MESSAGES.password,
      'string.min': AUTH_MESSAGES.password,
      'string.base': AUTH_MESSAGES.password,
      'string.max': 'Password must be at most 128 characters',
    }),
};

const accountType = Joi.string()
  .valid(...ACCOUNT_TYPES)
  .default('customer')
  .messages({ 'any.only': 'Please choose a valid account type' });

export const shipperInfoSchema = Joi.object({
  businessType: requiredChoice(values(BUSINESS_TYPES), 'Business type is required'),
  shippingVolume: requiredChoice(values(SHIPPING_VOLUMES), 'Shipping volume is required'),
  primaryCommodities: requiredPicks(COMMODITIES, 'At least one commodity is required'),
  shippingRegions: requiredPicks(SHIPPER_REGIONS, 'At least one shipping region is required'),
  specialRequirements: optionalText(1000),
});

export const carrierInfoSchema = Joi.object({
  dotNumber: requiredText('DOT number is required', 20)
    .custom((value: string, helpers) => normalizeDotNumber(value) ?? helpers.error('carrier.dot'))
    .messages({ 'carrier.dot': CARRIER_IDENTITY_MESSAGES.dotFormat }),
  mcNumber: optionalText(20)
    .custom((value: string, helpers) => (value ? (normalizeMcNumber(value) ?? helpers.error('carrier.mc')) : value))
    .messages({ 'carrier.mc': CARRIER_IDENTITY_MESSAGES.mcFormat }),
  equipmentTypes: requiredPicks(EQUIPMENT_TYPES, 'At least one equipment type is required'),
  fleetSize: requiredChoice(values(FLEET_SIZES), 'Fleet size is required'),
  operatingRegions: requiredPicks(CARRIER_REGIONS, 'At least one operating region is required'),
  insuranceInfo: Joi.object({
    liability: requiredText('Liability insurance is required', 100),
    cargo: requiredText('Cargo insurance is required', 100),
  })
    .required()
    .messages({ 'any.required': 'Liability insurance is required' }),
  safetyRating: Joi.string()
    .valid(...values(SAFETY_RATINGS))
    .allow('', null)
    .messages({ 'any.only': 'Please choose a safety rating from the list' }),
});

/** Customer registration. accountType admin passes this schema; the API refuses it. */
export const registerSchema = Joi.object({ ...userFields, accountType });

export const shipperRegisterSchema = Joi.object({
  ...userFields,
  accountType: Joi.string().valid('shipper').required(),
  shipperInfo: shipperInfoSchema.required().messages({ 'any.required': 'Business type is required' }),
});

export const carrierRegisterSchema = Joi.object({
  ...userFields,
  accountType: Joi.string().valid('carrier').required(),
  carrierInfo: carrierInfoSchema.required().messages({ 'any.required': 'DOT number is required' }),
});

/** The registration schema for the account type a body claims. */
export function registerSchemaFor(accountType: unknown): Joi.ObjectSchema {
  if (accountType === 'shipper') return shipperRegisterSchema;
  if (accountType === 'carrier') return carrierRegisterSchema;
  return registerSchema;
}

export const loginSchema = Joi.object({
  username: Joi.string().trim().max(100).required().messages({
    'any.required': AUTH_MESSAGES.loginUsername,
    'string.empty': AUTH_MESSAGES.loginUsername,
    'string.base': AUTH_MESSAGES.loginUsername,
    'string.max': AUTH_MESSAGES.loginUsername,
  }),
  password: Joi.string().max(128).required().messages({
    'any.required': AUTH_MESSAGES.loginPassword,
    'string.empty': AUTH_MESSAGES.loginPassword,
    'string.base': AUTH_MESSAGES.loginPassword,
    'string.max': AUTH_MESSAGES.loginPassword,
  }),
});

/** Forgot password: the address the reset link goes to (the answer is the same whether or not it has an account). */
export const forgotPasswordSchema = Joi.object({ email: email() });

/** The reset page's form: a new password with the registration's rules (the link's token is not typed). */
export const newPasswordSchema = Joi.object({ password: userFields.password });

/** A new password from an emailed reset link: the registration's password rules. */
export const resetPasswordSchema = Joi.object({
  token: Joi.string().trim().max(200).required().messages({
    'any.required': AUTH_MESSAGES.resetToken,
    'string.empty': AUTH_MESSAGES.resetToken,
    'string.base': AUTH_MESSAGES.resetToken,
    'string.max': AUTH_MESSAGES.resetToken,
  }),
  password: userFields.password,
});

/** The profile page's details: the registration's rules and messages for each field. */
export const profileSchema = Joi.object({
  firstName: userFields.firstName,
  lastName: userFields.lastName,
  email: userFields.email,
  phone: userFields.phone,
  companyName: userFields.companyName,
  billingEmail: billingEmailField(),
});

/** Changing the password while signed in: the current one, and a new one with the registration's rules. */
export const changePasswordSchema = Joi.object({
  currentPassword: Joi.string().max(128).required().messages({
    'any.required': AUTH_MESSAGES.currentPassword,
    'string.empty': AUTH_MESSAGES.currentPassword,
    'string.base': AUTH_MESSAGES.currentPassword,
    'string.max': AUTH_MESSAGES.currentPassword,
  }),
  newPassword: userFields.password,
});
