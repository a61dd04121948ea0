import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@freight/domain/schemas';
import { fieldErrorsOf, loadSchemas, validateForm, type DomainSchemas } from '@freight/platform';

type SchemaPick = Parameters<typeof validateForm>[0];
type Values = Record<string, unknown>;

/** Reads a dotted path ("carrierInfo.insuranceInfo.cargo") out of nested form values. */
export function getIn(values: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Values | undefined)?.[key], values);
}

function setIn<T extends Values>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const next = rest.length ? setIn((values[head] as Values) ?? {}, rest.join('.'), value) : value;
  return { ...values, [head]: next };
}

function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Puts keyboard and screen-reader users on the first field that needs fixing, once the messages are shown. */
function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

export interface FormState<T extends Values> {
  values: T;
  errors: FieldErrors;
  set: (path: string, value: unknown) => void;
  /** Validates with the shared domain schema; returns the converted body, or null after showing the messages. */
  check: (event?: FormEvent<HTMLFormElement>) => Promise<T | null>;
  /** Shows the server's per-field messages of a failed call beside their fields; true when there were any. */
  showServerErrors: (error: unknown) => boolean;
  /** Back to the initial values, or to `next`, with no messages. (A method, so any form fits `FormState<Values>`.) */
  reset(next?: T): void;
}

/**
 * Form state checked by the same Joi schema the API uses, so every message under a field is the spec's text.
 * Errors are keyed by dotted path, exactly as `validate` reports them.
 */
export function useForm<T extends Values>(pick: (schemas: DomainSchemas) => ReturnType<SchemaPick>, initial: T): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback((path: string, value: unknown) => {
    setValues((current) => setIn(current, path, value));
    // Fetch the schemas while the visitor types, so submitting does not wait for them.
    void loadSchemas().catch(() => undefined);
    setErrors((current) => withoutPath(current, path));
  }, []);

  const check = async (event?: FormEvent<HTMLFormElement>) => {
    const form = event?.currentTarget;
    const result = await validateForm(pick, values);
    setErrors(result.errors ?? {});
    if (result.errors && form) focusFirstInvalid(form);
    return result.errors ? null : (result.value as T);
  };

  const showServerErrors = (error: unknown) => {
    const fromServer = fieldErrorsOf(error);
    const known = Object.fromEntries(Object.entries(fromServer).filter(([path]) => getIn(values, path) !== undefined));
    if (Object.keys(known).length === 0) return false;
    setErrors((current) => ({ ...current, ...known }));
    return true;
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, set, check, showServerErrors, reset };
}
