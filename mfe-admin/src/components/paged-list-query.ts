/** How the admin's paged lists ask the API: URL with filters, CSV export link, the page and its cache tags. */
import type { BaseQueryApi, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { Page } from '@freight/domain';
import { baseApi, listTotal, type RequestError, type RootState } from '@freight/platform';

/** What a paged admin list asks the API for. */
export interface ListArgs {
  limit: number;
  offset: number;
  search?: string;
  status?: string;
  /** Quotes only: where a quote stands as an offer (awaiting, accepted, declined, expired). */
  offer?: string;
  /** Quotes only: pending quotes past the promised response time. */
  overdue?: boolean;
}

/** The filters that are set, as query parameters. */
function filterParams({ search, status, offer, overdue }: Omit<ListArgs, 'limit' | 'offset'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (offer) params.set('offer', offer);
  if (overdue) params.set('overdue', 'true');
  return params;
}

/** `path?limit=…&offset=…` plus `after` (keyset paging) and the filters that are set. */
export function listUrl(path: string, { limit, offset, after, ...filters }: ListArgs & { after?: number }): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (after !== undefined) params.set('after', String(after));
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

/** The same list (filters and page size), whatever the page. */
const listKey = ({ offset: _offset, ...list }: ListArgs) => JSON.stringify(Object.entries(list).sort());

/** The last row's id of the page just before `args` in the same list, when that page is cached and full. */
export function lastIdBefore(state: RootState, endpoint: string, args: ListArgs): number | undefined {
  if (args.offset < args.limit) return undefined;
  const list = listKey(args);
  const previous = Object.values(state[baseApi.reducerPath].queries).find(
    (entry) =>
      entry?.endpointName === endpoint &&
      entry.status === 'fulfilled' &&
      (entry.originalArgs as ListArgs).offset === args.offset - args.limit &&
      listKey(entry.originalArgs as ListArgs) === list,
  );
  const items = (previous?.data as Page<{ id: number }> | undefined)?.items ?? [];
  return items.length === args.limit ? items[items.length - 1].id : undefined;
}

type FetchList = (url: string) => QueryReturnValue<unknown, RequestError, FetchBaseQueryMeta> | PromiseLike<QueryReturnValue<unknown, RequestError, FetchBaseQueryMeta>>;

/**
 * The `queryFn` of a list whose API also pages by keyset (quotes, users: `after=<id>`, the rows older
 * than that one). Next asks for the rows after the last one on screen (the page before, in the
 * cache): however deep, a page costs the API what the first one does, and rows added meanwhile do not
 * push rows already seen onto the next page. `offset` always goes along: it places the page in the
 * list ("Showing 21–40 of N"), and it finds a page whose page before is not in the cache.
 */
export function keysetListQuery<T>(path: string) {
  return async (args: ListArgs, api: BaseQueryApi, _extraOptions: unknown, fetchList: FetchList) => {
    const after = lastIdBefore(api.getState() as RootState, api.endpoint, args);
    const result = await fetchList(listUrl(path, { ...args, after }));
    if (result.error) return { error: result.error };
    return { data: toPage(result.data as T[], result.meta, args), meta: result.meta };
  };
}
