import type { Schema } from 'mongoose';

/**
 * Records with a numeric id (users, quotes) are stored under `_id` = the id as a string. The
 * embedded engine (FerretDB v1 on SQLite) answers exactly one kind of filter without reading the
 * whole collection: `_id` equality on a string or ObjectId. So every lookup of one record by its id
 * is `findById(idKey(id))`; on MongoDB it is the primary key. The numeric `id` stays the API's field.
 */
export const idKey = (id: number): string => String(id);

/** Fills `_id` from `id` on every new document (save, create, insertMany). */
export function idKeyFromId(schema: Schema): void {
  schema.pre('validate', function setIdKey() {
    const id = this.get('id') as unknown;
    if (this.get('_id') == null && typeof id === 'number') this.set('_id', idKey(id));
  });
}
