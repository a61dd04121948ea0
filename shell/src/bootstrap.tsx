import { StrictMode, startTransition } from 'react';
import { installRemoteFallback } from './remotes/fallback-plugin';
import { loadRegistry } from './remotes/remote-registry';

installRemoteFallback();
// The registry is usually in the page already; otherwise its fetch starts now, while the app loads.
loadRegistry().catch(() => undefined);

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each its own task: the libraries are evaluated one by one, then the app.
 * Evaluated together they would hold a phone's main thread for hundreds of milliseconds, in which no
 * tap is answered (issue: Lighthouse Total Blocking Time).
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('@reduxjs/toolkit/query/react');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  // In this chunk (no request of its own), evaluated in its own task.
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();

  const hydrating = container.hasChildNodes();
  const app = (
    <StrictMode>
      <App adoptSession={!hydrating} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done.
  startTransition(() => {
    if (hydrating) {
      // A prerendered page (api/src/static/prerendered-pages.ts): React adopts the server's markup and
      // styles instead of building a second copy; the page's controls work once its remote has loaded.
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

void start();
