import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installRemoteFallback } from './remotes/fallback-plugin';
import { ensureRemotesRegistered } from './remotes/remote-manifest';

installRemoteFallback();
// Start fetching /remotes.json right away; routes wait for it, the first paint does not.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] Remote manifest unavailable', error));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
