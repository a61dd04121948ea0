import { StrictMode, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Card, PageFrame, Spinner } from '@freight/ui';
import { AppProviders } from '../app-providers';
import { ErrorBoundary } from '../error-boundary';
import { createStore } from '../store';
import { ScrollManager } from './scroll-manager';

/** What every remote exposes as './pages': page components keyed by the PATHS they own. */
export type RemotePages = Record<string, ComponentType>;

export interface StandaloneHostProps {
  /** The remote's federation name, shown on the index page. */
  name: string;
  pages: RemotePages;
}

function RemoteIndex({ name, paths }: { name: string; paths: string[] }) {
  return (
    <PageFrame>
      <Card>
        <h1>{name}: standalone development host</h1>
        <p>This remote runs on its own here. Its pages:</p>
        <ul>
          {paths.map((path) => (
            <li key={path}>
              <Link to={path}>{path}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </PageFrame>
  );
}

/**
 * A minimal host so a team can run its remote alone (`npm run dev -w mfe-<name>`): the same providers
 * and page frame as the shell, routing only to this remote's pages.
 */
export function StandaloneHost({ name, pages }: StandaloneHostProps) {
  const [store] = useState(() => createStore());
  const paths = Object.keys(pages);
  return (
    <StrictMode>
      <BrowserRouter>
        <AppProviders store={store}>
          <ScrollManager />
          <ErrorBoundary fallback={({ error }) => <PageFrame>{`Page crashed: ${error.message}`}</PageFrame>}>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {paths.map((path) => {
                  const Page = pages[path];
                  return <Route key={path} path={path} element={<Page />} />;
                })}
                <Route path="*" element={<RemoteIndex name={name} paths={paths} />} />
              </Routes>
            </Suspense>
          </ErrorBoundary>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
}
