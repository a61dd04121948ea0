import { createElement, type ComponentType } from 'react';
import { PATHS, routeMatches } from '@freight/domain';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { EmailDirectoryPage } from '../features/email-directory/components/email-directory-page';
import { QuoteCalculatorPage } from '../features/quote-calculator/components/quote-calculator-page';
import { TrackingPage } from '../features/tracking/components/tracking-page';

/**
 * The pages this remote prerenders at build time (infra/webpack/create-prerender-config.cjs): both
 * tools read, and the directory's links work, before the app has loaded; the calculator's fields
 * wait for it.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return {
    [PATHS.quoteCalculator]: renderPage(createElement(QuoteCalculatorPage), PATHS.quoteCalculator),
    [PATHS.emails]: renderPage(createElement(EmailDirectoryPage), PATHS.emails),
  };
}

/** The pages this remote renders when they are asked for, with what the server knows of them. */
const ON_REQUEST: Record<string, ComponentType> = { [PATHS.track]: TrackingPage };

/**
 * Renders the page at `location` with `data`, the page data the server writes into it (a shipment's
 * tracking), when it is one of this remote's pages rendered on request; undefined otherwise. Run by
 * the API for each such page it sends (api/src/static/page-renderer.ts), so a phone reads the page
 * before the app has loaded, as it does a prerendered one.
 */
export function renderOnRequest(location: string, data: unknown): PrerenderedPage | undefined {
  const route = Object.keys(ON_REQUEST).find((path) => routeMatches(path, location));
  if (!route) return undefined;
  return renderPage(createElement(ON_REQUEST[route]), location, { path: route, pageData: { route: location, data } });
}
