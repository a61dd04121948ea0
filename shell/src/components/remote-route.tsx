import { useState } from 'react';
import { ErrorBoundary, RouteFrame, useDocumentTitle } from '@freight/platform';
import { forgetRemote, lazyPage } from '../remotes/load-pages';
import { PageSkeleton } from './page-skeleton';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteRouteProps {
  remote: string;
  path: string;
  title?: string;
}

/**
 * Mounts one path on its remote's page, isolated by its own error boundary. A prerendered page stays
 * on screen as the server sent it until the remote's code arrives, and is then hydrated in place.
 */
export function RemoteRoute({ remote, path, title }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(title);
  const Page = lazyPage(remote, path);

  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary key={attempt} fallback={<RemoteUnavailable onRetry={retry} />}>
      <RouteFrame pending={<PageSkeleton />}>
        <Page />
      </RouteFrame>
    </ErrorBoundary>
  );
}
