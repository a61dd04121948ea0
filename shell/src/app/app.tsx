import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppFrame, createStore } from '@freight/platform';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { AppRoutes } from './app-routes';

/** The host: one store, the providers every remote relies on, and the route table. */
export function App() {
  const [store] = useState(() => createStore());
  return (
    <BrowserRouter>
      <AppFrame store={store} fallback={({ reset }) => <RemoteUnavailable onRetry={reset} />}>
        <AppRoutes />
      </AppFrame>
    </BrowserRouter>
  );
}
