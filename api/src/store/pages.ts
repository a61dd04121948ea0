import type { FilterQuery, Model } from 'mongoose';
import { shownMoneyAll } from './models/money-fields';
import { hiddenFields } from './models/shown-fields';
import type { Stored } from './records';

export interface PageRequest {
  offset: number;
  limit: number;
  /** Keyset paging: the rows after (older than) this id, instead of skipping `offset` rows. */
  after?: number;
}

/**
 * One page of a list kept newest (highest id) first, and how many match in all: `find` sorted by
 * an index, and `countDocuments` on the same index (the whole collection's size from its metadata).
 * A page after a known row seeks to it in the index (`after`), so deep pages cost what shallow ones do.
 * A `null` filter matches nothing (a search with no word in it): an empty page, and no query.
 */
export async function pageOf<T>(model: Model<T>, filter: FilterQuery<T> | null, { offset, limit, after }: PageRequest): Promise<{ items: Stored<T>[]; total: number }> {
  if (!filter) return { items: [], total: 0 };
  const seek = after === undefined ? filter : ({ ...filter, id: { $lt: after } } as FilterQuery<T>);
  const [items, total] = await Promise.all([
    model
      .find(seek, hiddenFields(model))
      .sort({ id: -1 })
      .skip(after === undefined ? offset : 0)
      .limit(limit)
      .lean<Stored<T>[]>()
      .exec(),
    countOf(model, filter),
  ]);
  return { items: shownMoneyAll(model, items), total };
}

/** How many records match: the whole collection's size from its metadata when nothing is filtered, none for a `null` filter. */
export async function countOf<T>(model: Model<T>, filter: FilterQuery<T> | null): Promise<number> {
  if (!filter) return 0;
  return Object.keys(filter).length ? model.countDocuments(filter).exec() : model.estimatedDocumentCount().exec();
}
