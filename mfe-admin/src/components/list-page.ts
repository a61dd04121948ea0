import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Page } from '@freight/domain';
import { listTotal } from '@freight/platform';

/** What a paged admin list asks the API for. */
export interface ListArgs {
  limit: number;
  offset: number;
  search?: string;
  status?: string;
}

/** `path?limit=…&offset=…` plus the filters that are set. */
export function listUrl(path: string, { limit, offset, search, status }: ListArgs): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  return `${path}?${params.toString()}`;
}

/** A page of a paged admin list, from the API's array and its total. */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined, args: ListArgs): Page<T> {
  return { items, total: listTotal(items, meta), limit: args.limit, offset: args.offset };
}

/** One LIST tag for every page of a list plus one tag per row, so a change refetches whichever page is shown. */
export function pageTags<Type extends string>(type: Type, page: Page<{ id: number }> | undefined) {
  return [{ type, id: 'LIST' as const }, ...(page?.items ?? []).map((item) => ({ type, id: item.id }))];
}
