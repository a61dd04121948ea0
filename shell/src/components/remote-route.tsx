import { Suspense, useState } from 'react';
import type { RemoteName } from '@freight/domain';
import { ErrorBoundary, useDocumentTitle } from '@freight/platform';
import { useHandOverPrerenderedPage } from '../app/prerendered-page';
import { forgetRemote, lazyPage } from '../remotes/load-pages';
import { PageSkeleton } from './page-skeleton';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteRouteProps {
  remote: RemoteName;
  path: string;
  title?: string;
}

/** Rendered right after the page: by then the page is in the DOM, so a prerendered copy can go. */
function PageRendered() {
  useHandOverPrerenderedPage();
  return null;
}

/** Mounts one path on its remote's page, isolated by its own error boundary and Suspense. */
export function RemoteRoute({ remote, path, title }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(title);
  const Page = lazyPage(remote, path);

  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
        <PageRendered />
      </Suspense>
    </ErrorBoundary>
  );
}
