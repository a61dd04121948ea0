/** Helpers every admin resource module shares: numeric :id params and PATCH schemas. */
import Joi from 'joi';

const ID_MESSAGE = 'Id must be a positive integer';

/**
 * `:id` route parameters: only the canonical spelling of a positive integer (`^[1-9][0-9]*$`) is an
 * id, so `/users/abc` is a 400 rather than a cast error, and `1%20`, `+5` or `05` never act on 1 or 5.
 */
export const idParamsSchema = Joi.object({
  id: Joi.string()
    .pattern(/^[1-9][0-9]{0,14}$/)
    .required()
    .custom((value: string) => Number(value))
    .messages({ 'string.pattern.base': ID_MESSAGE, 'string.base': ID_MESSAGE, 'string.empty': ID_MESSAGE, 'any.required': ID_MESSAGE }),
});

/**
 * The PATCH form of a create schema: every field optional, at least one present, and no defaults
 * filled in (a PATCH without `isActive` must not quietly re-activate a record).
 */
export function patchSchemaOf(schema: Joi.ObjectSchema): Joi.ObjectSchema {
  const keys = Object.keys(schema.describe().keys ?? {});
  return schema
    .fork(keys, (field) => field.optional())
    .min(1)
    .messages({ 'object.min': 'Nothing to update' })
    .prefs({ noDefaults: true });
}
