import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@freight/domain/schemas';
import { errorBodyOf } from '../errors';
import { getIn, setIn, withoutPath, type FormValues } from './form-paths';
import { loadSchemas, validateForm } from './validate-form';

/** Which shared domain schema checks a form, e.g. `(s) => s.loginSchema`. */
export type SchemaPick = Parameters<typeof validateForm>[0];

export interface FormState<T extends FormValues> {
  values: T;
  /** Messages by dotted field path; a field's message goes as soon as that field is edited. */
  errors: FieldErrors;
  /** The server's message of the last failed call, for forms that show it in place rather than in a toast. */
  serverMessage?: string;
  set: (path: string, value: unknown) => void;
  /**
   * Validates with the shared domain schema and returns the converted body, or null after showing the
   * messages (and focusing the first one when given the submit event). A form without a schema sends
   * what was typed: the server checks it.
   */
  check: (event?: FormEvent<HTMLFormElement>) => Promise<T | null>;
  /** Shows messages a rule checked elsewhere (not a domain schema) found, in place of the current ones. */
  showErrors: (errors: FieldErrors) => void;
  /** Shows the server's per-field messages of a failed call beside their fields; true when there were any. */
  showServerErrors: (error: unknown) => boolean;
  /** Back to the initial values, or to `next`, with no messages. (A method, so any form fits `FormState<FormValues>`.) */
  reset(next?: T): void;
}

/**
 * The one form state of the apps: values, and messages keyed by dotted path exactly as `validate`
 * and the API's `ApiErrorBody` report them, so every message under a field is the spec's text.
 */
export function useForm<T extends FormValues>(initial: T, schema?: SchemaPick): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string>();
  const focusAfterRender = useRef<HTMLFormElement | null>(null);

  // Puts keyboard and screen-reader users on the first field that needs fixing, once the messages
  // have rendered and marked the fields invalid.
  useEffect(() => {
    focusAfterRender.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    focusAfterRender.current = null;
  }, [errors]);

  const hasSchema = schema !== undefined;

  const set = useCallback(
    (path: string, value: unknown) => {
      setValues((current) => setIn(current, path, value));
      // Fetch the schemas while the visitor types, so submitting does not wait for them.
      if (hasSchema) void loadSchemas().catch(() => undefined);
      setErrors((current) => withoutPath(current, path));
    },
    [hasSchema],
  );

  const check = async (event?: FormEvent<HTMLFormElement>) => {
    const form = event?.currentTarget;
    setServerMessage(undefined);
    if (!schema) {
      setErrors({});
      return values;
    }
    const result = await validateForm(schema, values);
    if (result.errors && form) focusAfterRender.current = form;
    setErrors(result.errors ?? {});
    return result.errors ? null : (result.value as T);
  };

  const showServerErrors = (error: unknown) => {
    const { message, errors: fromServer = {} } = errorBodyOf(error);
    const known = Object.fromEntries(Object.entries(fromServer).filter(([path]) => getIn(values, path) !== undefined));
    setServerMessage(message);
    setErrors(known);
    return Object.keys(known).length > 0;
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setServerMessage(undefined);
  };

  return { values, errors, serverMessage, set, check, showErrors: setErrors, showServerErrors, reset };
}
