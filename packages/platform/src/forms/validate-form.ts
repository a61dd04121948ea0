import type { Schema } from 'joi';
import type { ValidationResult } from '@freight/domain/schemas';

export type DomainSchemas = typeof import('@freight/domain/schemas');

let loading: Promise<DomainSchemas> | undefined;

/**
 * Loads the shared Joi schemas on first use. Joi is a large library, so pages keep it out of
 * their first render and fetch it when a visitor starts filling in or submits a form.
 */
export function loadSchemas(): Promise<DomainSchemas> {
  loading ??= import('@freight/domain/schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Validates `input` with the schema `pick` chooses, giving the same field messages as the API. */
export async function validateForm<T>(pick: (schemas: DomainSchemas) => Schema<T>, input: unknown): Promise<ValidationResult<T>> {
  const schemas = await loadSchemas();
  return schemas.validate(pick(schemas), input);
}
