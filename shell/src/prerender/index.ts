import { createElement } from 'react';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { NotFoundPage } from '../components/not-found-page';

/** The key of the page the server sends, with a 404 status, for any path outside the route table. */
export const NOT_FOUND_KEY = '*';

/**
 * The shell's own page, prerendered at build time (infra/webpack/create-prerender-config.cjs): the
 * 404 page, in the frame the route table renders it in (app-routes.tsx), so the browser hydrates it.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return { [NOT_FOUND_KEY]: renderPage(createElement(NotFoundPage), '/page-not-found') };
}
