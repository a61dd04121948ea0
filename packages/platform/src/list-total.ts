import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** Lists answer a plain array (the spec's shape) and report the full count in X-Total-Count. */
export function listTotal(items: readonly unknown[], meta: FetchBaseQueryMeta | undefined): number {
  const header = meta?.response?.headers.get('X-Total-Count');
  return header == null ? items.length : Number(header);
}
