import type { Schema } from 'mongoose';

const ALWAYS_HIDDEN = ['_id', 'password'];
/** A model, as far as this needs it: its schema's paths. */
interface WithSchema {
  readonly schema: Pick<Schema, 'eachPath'>;
}

const byModel = new WeakMap<WithSchema, Record<string, 0>>();

function hiddenOf(schema: Pick<Schema, 'eachPath'>): Record<string, 0> {
  const hidden = new Set(ALWAYS_HIDDEN);
  schema.eachPath((name, type) => {
    if ((type.options as { private?: boolean }).private) hidden.add(name);
  });
  return Object.fromEntries([...hidden].map((name) => [name, 0 as const]));
}

/**
 * The projection of what the store never hands out: `_id` (records are named by their numeric
 * `id`), password hashes, and every path declared with `private: true` (lookup keys, outboxes,
 * fields kept for the indexes). `__v` stays: it is the version a save checks (the API never sends it).
 */
export function hiddenFields(model: WithSchema): Record<string, 0> {
  let hidden = byModel.get(model);
  if (!hidden) byModel.set(model, (hidden = hiddenOf(model.schema)));
  return hidden;
}
