import type { Schema } from 'mongoose';

const ALWAYS_HIDDEN = ['_id', '__v', 'password'];

/**
 * Shapes every document for the API: numeric `id` only, no `_id`/`__v`/password, and no path
 * declared with `private: true` in its schema (e.g. normalized lookup keys).
 */
export function toJSON(schema: Schema): void {
  const hidden = new Set(ALWAYS_HIDDEN);
  schema.eachPath((name, type) => {
    if ((type.options as { private?: boolean }).private) hidden.add(name);
  });
  schema.set('toJSON', {
    versionKey: false,
    transform: (_doc, ret: Record<string, unknown>) => {
      for (const key of hidden) delete ret[key];
      return ret;
    },
  });
}

/** What an export never needs: the list and outbox fields kept for the store's own use (a projection). */
export const EXPORT_OMITS = { searchKeys: 0, mailOutbox: 0 } as const;
