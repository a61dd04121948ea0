import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { VALIDATION_MESSAGES } from '@freight/domain';
import { validate as validateWith } from '@freight/domain/schemas';
import { ApiError } from './api-error';

/** Field errors listed in one answer: a body with thousands of unknown fields gets a short answer too. */
export const MAX_LISTED_ERRORS = 20;

/** `{ message, errors }` of a 400: the first message, and at most MAX_LISTED_ERRORS fields (the message counts the rest). */
function refusal(errors: Record<string, string>): ApiError {
  const fields = Object.keys(errors);
  const listed = Object.fromEntries(fields.slice(0, MAX_LISTED_ERRORS).map((field) => [field, errors[field]]));
  const more = fields.length - MAX_LISTED_ERRORS;
  const first = errors[fields[0]];
  return new ApiError(400, more > 0 ? VALIDATION_MESSAGES.moreErrors(first, more) : first, listed);
}

type SchemaSource = Joi.Schema | ((req: Request) => Joi.Schema);
type Part = 'body' | 'query' | 'params';

/**
 * Validates request parts with the domain's Joi schemas (all messages, unknown fields rejected).
 * Answers 400 `{ message: <first field message>, errors }` (errors bounded, see refusal); on success the parts
 * hold the converted values.
 */
export function validate(schemas: Partial<Record<Part, SchemaSource>>): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const converted: Partial<Record<Part, unknown>> = {};
    let errors: Record<string, string> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const source = schemas[part];
      if (!source) continue;
      const schema = typeof source === 'function' ? source(req) : source;
      const result = validateWith(schema, req[part] ?? {});
      if (result.errors) errors = { ...errors, ...result.errors };
      else converted[part] = result.value;
    }
    if (Object.keys(errors).length) throw refusal(errors);
    for (const [part, value] of Object.entries(converted)) {
      // Express 5 exposes req.query through a getter, so it is redefined rather than assigned.
      Object.defineProperty(req, part, { value, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
