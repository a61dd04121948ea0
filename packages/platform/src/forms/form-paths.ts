import type { FieldErrors } from '@freight/domain/schemas';

/** Form values: nested objects whose fields are named by dotted path ("carrierInfo.insuranceInfo.cargo"). */
export type FormValues = Record<string, unknown>;

/** Reads a dotted path out of nested form values. */
export function getIn(values: FormValues, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as FormValues | undefined)?.[key], values);
}

/** A copy of `values` with the value at a dotted path replaced. */
export function setIn<T extends FormValues>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const next = rest.length ? setIn((values[head] as FormValues) ?? {}, rest.join('.'), value) : value;
  return { ...values, [head]: next };
}

/** The messages without those of a path and the fields below it (the ones an edit there may have fixed). */
export function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
