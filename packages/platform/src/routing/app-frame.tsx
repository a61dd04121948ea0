import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { AppProviders } from '../app-providers';
import { ErrorBoundary, type ErrorBoundaryProps } from '../error-boundary';
import type { AppStore } from '../store';
import { ScrollManager } from './scroll-manager';

/**
 * The element around #root that holds a prerendered page's controls back (a disabled fieldset) until the
 * app has hydrated that page: nothing can be typed into a form that cannot be sent yet. The server
 * writes it (api/src/static/prerendered-pages.ts); links work before that.
 */
export const BOOT_GUARD_ID = 'boot-guard';

/** Lets the page's controls work: called once the page (or the panel shown instead of it) is live. */
export function releaseBootGuard(doc: Document = document): void {
  doc.getElementById(BOOT_GUARD_ID)?.removeAttribute('disabled');
}

/** Releases the boot guard when the component that calls it has committed. */
export function useReleaseBootGuard(): void {
  useLayoutEffect(() => releaseBootGuard(), []);
}

function PageLive() {
  useReleaseBootGuard();
  return null;
}

export interface AppFrameProps {
  store: AppStore;
  /** What replaces everything below the providers if it throws (the shell's unavailable panel). */
  fallback: ErrorBoundaryProps['fallback'];
  children: ReactNode;
}

/**
 * Everything around the route table, in the browser (the shell) and in a build-time prerender alike.
 * Both must render the same tree, or React cannot hydrate the prerendered markup (useId values and
 * element order would differ): that is why the two share this component and RouteFrame.
 */
export function AppFrame({ store, fallback, children }: AppFrameProps) {
  return (
    <AppProviders store={store}>
      <ScrollManager />
      <ErrorBoundary fallback={fallback}>{children}</ErrorBoundary>
    </AppProviders>
  );
}

export interface RouteFrameProps {
  /** Shown while the page's code loads (never while a prerendered page waits to hydrate). */
  pending: ReactNode;
  children: ReactNode;
}

/** One route's page, with the Suspense boundary React hydrates it in once its remote's code has arrived. */
export function RouteFrame({ pending, children }: RouteFrameProps) {
  return (
    <Suspense fallback={pending}>
      {children}
      <PageLive />
    </Suspense>
  );
}
