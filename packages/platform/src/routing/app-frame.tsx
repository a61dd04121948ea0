import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { AppProviders } from '../app-providers';
import { LIVE_EVENT } from '../boot/early-boot';
import { ErrorBoundary, type ErrorBoundaryProps } from '../error-boundary';
import type { AppStore } from '../store';
import { ScrollManager } from './scroll-manager';

/**
 * Tells the page's first script (boot/early-boot.ts) that the app has made the page live, once: it then
 * hands over what the visitor did before (typed values, pressed buttons, a held form). Tests and the
 * browser suite read the `data-app-live` mark on <html>.
 */
export function markPageLive(doc: Document = document): void {
  const html = doc.documentElement;
  if (html.hasAttribute('data-app-live')) return;
  html.setAttribute('data-app-live', '');
  doc.dispatchEvent(new Event(LIVE_EVENT));
}

/** Marks the page live when the component that calls it has committed. */
export function useMarkPageLive(): void {
  useLayoutEffect(() => markPageLive(), []);
}

function PageLive() {
  useMarkPageLive();
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
