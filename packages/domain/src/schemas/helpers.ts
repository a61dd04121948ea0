import Joi from 'joi';

export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

/** A required, trimmed string whose every failure reads `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  Joi.string()
    .trim()
    .max(max)
    .required()
    .messages({
      'any.required': message,
      'string.empty': message,
      'string.base': message,
      'string.max': `Must be at most ${max} characters`,
    });

export const optionalText = (max = MAX_TEXT) =>
  Joi.string()
    .trim()
    .max(max)
    .allow('', null)
    .messages({ 'string.base': 'Must be text', 'string.max': `Must be at most ${max} characters` });

/** One of `allowed`; every failure (missing, empty, not in the list) reads `message`. */
export const requiredChoice = (allowed: readonly string[], message: string) =>
  Joi.string()
    .valid(...allowed)
    .required()
    .messages({ 'any.required': message, 'any.only': message, 'string.empty': message, 'string.base': message });

/** A non-empty list of distinct picks from `allowed`. */
export const requiredPicks = (allowed: readonly string[], message: string) =>
  Joi.array()
    .items(Joi.string().valid(...allowed).messages({ 'any.only': 'Please choose from the list', 'string.base': 'Please choose from the list' }))
    .min(1)
    .unique()
    .required()
    .messages({
      'any.required': message,
      'array.min': message,
      'array.base': message,
      'array.unique': 'Each item can be chosen only once',
    });

export const email = () =>
  Joi.string()
    .trim()
    .max(254)
    .email({ tlds: { allow: false } })
    .required()
    .messages({
      'any.required': 'Please enter a valid email address',
      'string.empty': 'Please enter a valid email address',
      'string.email': 'Please enter a valid email address',
      'string.base': 'Please enter a valid email address',
      'string.max': 'Please enter a valid email address',
    });

export const phone = () =>
  Joi.string()
    .trim()
    .max(30)
    .pattern(/^[0-9+().\-\s x]*$/)
    .allow('', null)
    .messages({
      'string.pattern.base': 'Please enter a valid phone number',
      'string.max': 'Please enter a valid phone number',
      'string.base': 'Please enter a valid phone number',
    });

export type FieldErrors = Record<string, string>;

export interface ValidationResult<T> {
  value: T;
  errors: FieldErrors | null;
}

/**
 * Validates `input` against `schema`, collecting one message per field path ("shipperInfo.businessType").
 * Used by the forms and by the API's validate() middleware, so both speak the same messages.
 */
export function validate<T>(schema: Joi.Schema<T>, input: unknown): ValidationResult<T> {
  const { value, error } = schema.validate(input, { abortEarly: false, convert: true });
  if (!error) return { value, errors: null };
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const key = detail.path.length ? detail.path.join('.') : '_';
    // Own keys, defined rather than assigned: a field named like a built-in member ("toString",
    // "constructor", "__proto__") is reported like any other.
    if (!Object.hasOwn(errors, key)) {
      Object.defineProperty(errors, key, { value: detail.message.replace(/"/g, ''), enumerable: true, writable: true, configurable: true });
    }
  }
  return { value, errors };
}
