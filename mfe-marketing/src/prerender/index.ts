import { createElement } from 'react';
import { PATHS } from '@freight/domain';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { LandingPage } from '../app/pages';

/**
 * The pages this remote prerenders at build time (infra/webpack/create-prerender-config.cjs):
 * path -> markup and CSS. The server sends them inside the shell's page, and the shell swaps in the
 * live page once it has rendered. The landing page is the same tree the browser renders later, in
 * the state it has before the session is known: no user, no admin banner, empty header actions.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return {
    [PATHS.home]: renderPage(createElement(LandingPage), PATHS.home),
    [PATHS.homeAlias]: renderPage(createElement(LandingPage), PATHS.homeAlias),
  };
}
