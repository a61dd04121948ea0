import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from '@freight/domain';
import { AppFrame, RouteFrame } from '../routing/app-frame';
import { PageDataContext } from '../routing/page-data';
import { createStore } from '../store';

/** A page rendered at build time: what the server sends before the app takes over (README: Architecture). */
export interface PrerenderedPage {
  /** The markup of #root, exactly as the shell renders it before any session is known, so React hydrates it. */
  html: string;
  /** styled-components' server sheet for that markup, with its rehydration records (a `<style data-styled>` body). */
  css: string;
  /** The styled-components version that wrote `css`: the browser rehydrates only its own version's sheets. */
  styledVersion: string;
}

const STYLE_TAG = /<style[^>]*data-styled-version="([^"]+)"[^>]*>([\s\S]*?)<\/style>/;

export interface RenderOptions {
  /** The route's path in the route table when it has parameters (`/track/:token`); `location` otherwise. */
  path?: string;
  /** What the server writes into the page for it (usePageData reads it here, and from the page in the browser). */
  pageData?: PageData;
}

/**
 * Renders `page` at `location` in Node, in the same frame the shell renders every route in (AppFrame,
 * RouteFrame), with a fresh store: no user yet, so the page shows the state it has before the session
 * is known. Used by the remotes' prerender entries (infra/webpack/create-prerender-config.cjs), at build
 * time, and for a page that shows what the server knows of it, when it is asked for (with `pageData`);
 * the browser hydrates the result (shell/src/bootstrap.tsx).
 */
export function renderPage(page: ReactElement, location: string, { path = location, pageData }: RenderOptions = {}): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <AppFrame store={createStore()} fallback={null}>
            <Routes>
              <Route
                path={path}
                element={
                  <RouteFrame pending={null}>
                    <PageDataContext.Provider value={pageData}>{page}</PageDataContext.Provider>
                  </RouteFrame>
                }
              />
            </Routes>
          </AppFrame>
        </StaticRouter>,
      ),
    );
    const match = STYLE_TAG.exec(sheet.getStyleTags());
    if (!match) throw new Error(`prerendering ${location} produced no styles`);
    return { html, css: match[2], styledVersion: match[1] };
  } finally {
    sheet.seal();
  }
}
