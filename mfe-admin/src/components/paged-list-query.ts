/** How the admin's paged lists ask the API: URL with filters, CSV export link, the page and its cache tags. */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Page } from '@freight/domain';
import { listTotal } from '@freight/platform';

/** What a paged admin list asks the API for. */
export interface ListArgs {
  limit: number;
  offset: number;
  search?: string;
  status?: string;
  /** Quotes only: where a quote stands as an offer (awaiting, accepted, declined, expired). */
  offer?: string;
}

/** The filters that are set, as query parameters. */
function filterParams({ search, status, offer }: Omit<ListArgs, 'limit' | 'offset'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (offer) params.set('offer', offer);
  return params;
}

/** `path?limit=…&offset=…` plus the filters that are set. */
export function listUrl(path: string, { limit, offset, ...filters }: ListArgs): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const [key, value] of filterParams(filters)) params.set(key, value);
  return `${path}?${params.toString()}`;
}

/** The CSV export of a list with the same filters and search, for a download link. */
export function exportUrl(path: string, filters: Omit<ListArgs, 'limit' | 'offset'>): string {
  const query = filterParams(filters).toString();
  return `/${path}${query ? `?${query}` : ''}`;
}

/** A page of a paged admin list, from the API's array and its total. */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined, args: ListArgs): Page<T> {
  return { items, total: listTotal(items, meta), limit: args.limit, offset: args.offset };
}

/** One LIST tag for every page of a list plus one tag per row, so a change refetches whichever page is shown. */
export function pageTags<Type extends string>(type: Type, page: Page<{ id: number }> | undefined) {
  return [{ type, id: 'LIST' as const }, ...(page?.items ?? []).map((item) => ({ type, id: item.id }))];
}
