import { Route, Routes } from 'react-router-dom';
import { RouteFrame } from '@freight/platform';
import { RemoteRoute } from '../components/remote-route';
import { NotFoundPage } from '../components/not-found-page';
import { ROUTE_TABLE } from './route-table';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, remote, title }) => (
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
