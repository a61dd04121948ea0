import { PAGE_TITLES, ROUTE_OWNERS, type RemoteName } from '@freight/domain';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  title?: string;
}

/** The shell's one route table: every path of SPEC.md §2, mounted on the remote that owns it. */
export const ROUTE_TABLE: readonly RouteEntry[] = (Object.entries(ROUTE_OWNERS) as [RemoteName, readonly string[]][]).flatMap(
  ([remote, paths]) => paths.map((path) => ({ path, remote, title: PAGE_TITLES[path] })),
);
