import { routeOwners, type RemoteRegistry } from '@freight/domain';

export interface RouteEntry {
  path: string;
  /** The federation name of the remote that owns the page. */
  remote: string;
  title?: string;
}

/** The shell's one route table: every page the registry lists, mounted on the remote that owns it. */
export function routeTable(registry: RemoteRegistry): RouteEntry[] {
  return [...routeOwners(registry)].map(([path, { remote, route }]) => ({ path, remote, title: route.title }));
}
