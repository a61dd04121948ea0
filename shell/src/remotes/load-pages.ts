import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@freight/platform';
import { loadRegistry } from './remote-registry';
import { isUnavailableModule, RemoteUnavailableError } from './remote-errors';

const pagesByRemote = new Map<string, Promise<RemotePages>>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

async function fetchPages(remote: string): Promise<RemotePages> {
  const registry = await loadRegistry().catch((error: unknown) => {
    throw new RemoteUnavailableError(remote, 'the route registry could not be loaded', { cause: error });
  });
  if (!registry.remotes[remote]) throw new RemoteUnavailableError(remote, 'it is not listed in the route registry');
  const loaded = await loadRemote<{ default?: RemotePages }>(`${remote}/pages`);
  if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(remote, 'its code failed to load', { cause: loaded.error });
  if (!loaded?.default) throw new RemoteUnavailableError(remote, "'./pages' has no default export");
  return loaded.default;
}

/** The remote's pages map, loaded once and shared by all its routes; a failure is not cached. */
export function loadPages(remote: string): Promise<RemotePages> {
  let pages = pagesByRemote.get(remote);
  if (!pages) {
    pages = fetchPages(remote);
    pagesByRemote.set(remote, pages);
    pages.catch(() => forgetRemote(remote));
  }
  return pages;
}

/** One stable lazy component per route, so revisiting a loaded page never flashes the skeleton. */
export function lazyPage(remote: string, path: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}:${path}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      const pages = await loadPages(remote);
      const Page = pages[path];
      if (!Page) throw new RemoteUnavailableError(remote, `it has no page for ${path}`);
      // Remote pages may themselves be lazy (or memo) components, which a lazy() must not resolve to.
      return { default: () => createElement(Page) };
    });
    lazyPages.set(key, page);
  }
  return page;
}

/** Drops everything cached for a remote so the next render really loads it again (Retry). */
export function forgetRemote(remote: string) {
  pagesByRemote.delete(remote);
  for (const key of lazyPages.keys()) if (key.startsWith(`${remote}:`)) lazyPages.delete(key);
}
