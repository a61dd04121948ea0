import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteFrame } from '@freight/platform';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/page-skeleton';
import { RemoteRoute } from '../components/remote-route';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { routeTable } from './route-table';
import { useRouteRegistry } from './use-route-registry';

/** The route table, built from the route registry at run time; any other path is the 404 page. */
export function AppRoutes() {
  const { state, retry } = useRouteRegistry();
  const table = useMemo(() => (state.status === 'ready' ? routeTable(state.registry) : []), [state]);

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return (
    <Routes>
      {table.map(({ path, remote, title }) => (
        <Route key={path} path={path} element={<RemoteRoute key={path} remote={remote} path={path} title={title} />} />
      ))}
      {/* In the frame a prerendered page has (shell/src/prerender), so the server's 404 page hydrates. */}
      <Route
        path="*"
        element={
          <RouteFrame pending={null}>
            <NotFoundPage />
          </RouteFrame>
        }
      />
    </Routes>
  );
}
