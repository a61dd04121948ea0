import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createStore, ErrorBoundary, ScrollManager } from '@freight/platform';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { AppRoutes } from './app-routes';

/** The host: one store, the providers every remote relies on, and the route table. */
export function App() {
  const [store] = useState(() => createStore());
  return (
    <BrowserRouter>
      <AppProviders store={store}>
        <ScrollManager />
        <ErrorBoundary fallback={({ reset }) => <RemoteUnavailable onRetry={reset} />}>
          <AppRoutes />
        </ErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
