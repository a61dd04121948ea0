import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../app-providers';
import { createStore } from '../store';

/** A page rendered at build time: what the server sends before the app takes over (README: Architecture). */
export interface PrerenderedPage {
  /** The markup, as the shell's providers and the page render it before any session is known. */
  html: string;
  /** The styled-components CSS that markup needs (global style included). */
  css: string;
}

const STYLE_TAG = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** styled-components' rehydration records and markers: meaningless outside its own style tags. */
const SC_BOOKKEEPING = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * Renders `page` at `location` in Node, inside the same providers the shell gives every page, with a
 * fresh store: no user yet, so the page shows the state it has before the session is known. Used by
 * the remotes' prerender entries (infra/webpack/create-prerender-config.cjs); never by the browser.
 */
export function renderPage(page: ReactElement, location: string): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <AppProviders store={createStore()}>{page}</AppProviders>
        </StaticRouter>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(STYLE_TAG)].map((m) => m[1].replace(SC_BOOKKEEPING, '')).join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
