import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, createStore } from '@freight/platform';
import { LandingPage } from '../app/pages';

export interface PrerenderedPage {
  /** The page's markup, as the shell's providers and the landing page render it before any session is known. */
  html: string;
  /** The styled-components CSS that markup needs (global style included). */
  css: string;
}

const STYLE_TAG = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** styled-components' rehydration records and markers: meaningless outside its own style tags. */
const SC_BOOKKEEPING = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * Renders the landing page at build time, so the server can send it as HTML and the page is
 * readable before (and without) any JavaScript. It is the same component tree the browser renders
 * later, in the state it has before the session is known: no user, no admin banner, empty actions.
 */
export function renderLanding(location: string): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <AppProviders store={createStore()}>
            <LandingPage />
          </AppProviders>
        </StaticRouter>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(STYLE_TAG)].map((m) => m[1].replace(SC_BOOKKEEPING, '')).join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
