/** Helpers every admin resource module shares: numeric :id params, PATCH schemas, list queries, text search. */
import Joi from 'joi';

/** `:id` route parameters: numeric ids only, so `/users/abc` is a 400 rather than a 404 or a cast error. */
export const idParamsSchema = Joi.object({
  id: Joi.number().integer().positive().required().messages({
    'number.base': 'Id must be a positive integer',
    'number.integer': 'Id must be a positive integer',
    'number.positive': 'Id must be a positive integer',
    'any.required': 'Id must be a positive integer',
  }),
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

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive "contains" filter: every word of `search` must appear in one of `fields`,
 * so "jane acme" finds Jane at Acme. User input is escaped, never run as a pattern.
 */
export function textSearchFilter(fields: readonly string[], search: string | undefined): Record<string, unknown> {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return {};
  const clauses = words.map((word) => ({
    $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(word), $options: 'i' } })),
  }));
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

export interface ListQuery {
  limit: number;
  offset: number;
  search?: string;
  status?: string;
}
