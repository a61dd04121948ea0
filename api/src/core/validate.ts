import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { validate as validateWith } from '@freight/domain/schemas';
import { ApiError } from './api-error';

type SchemaSource = Joi.Schema | ((req: Request) => Joi.Schema);
type Part = 'body' | 'query' | 'params';

/**
 * Validates request parts with the domain's Joi schemas (all messages, unknown fields rejected).
 * Answers 400 `{ message: <first field message>, errors }`; on success the parts hold the converted values.
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
    const messages = Object.values(errors);
    if (messages.length) throw new ApiError(400, messages[0], errors);
    for (const [part, value] of Object.entries(converted)) {
      // Express 5 exposes req.query through a getter, so it is redefined rather than assigned.
      Object.defineProperty(req, part, { value, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
