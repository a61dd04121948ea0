import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { adoptEarlySession, AppFrame, createStore } from '@freight/platform';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { AppRoutes } from './app-routes';

export interface AppProps {
  /** Not hydrating a prerendered page: the first render may show the session the page already asked for. */
  adoptSession?: boolean;
}

/** The host: one store, the providers every remote relies on, and the route table. */
export function App({ adoptSession = false }: AppProps) {
  const [store] = useState(() => {
    const created = createStore();
    if (adoptSession) adoptEarlySession(created.dispatch);
    return created;
  });
  return (
    <BrowserRouter>
      <AppFrame store={store} fallback={({ reset }) => <RemoteUnavailable onRetry={reset} />}>
        <AppRoutes />
      </AppFrame>
    </BrowserRouter>
  );
}
