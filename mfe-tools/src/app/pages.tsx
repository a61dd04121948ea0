import { lazy, type ComponentType } from 'react';
import { PATHS } from '@freight/domain';

// Each page is its own chunk, named `page-<path>` so the build lists it in routes.json and the page fetches it
// early (infra/webpack/remote-routes.cjs): visiting /emails never downloads the calculator, and vice versa.
const QuoteCalculatorPage = lazy(() =>
  import(/* webpackChunkName: "page-quote-calculator" */ '../features/quote-calculator/components/quote-calculator-page').then((m) => ({ default: m.QuoteCalculatorPage })),
);
const EmailDirectoryPage = lazy(() =>
  import(/* webpackChunkName: "page-emails" */ '../features/email-directory/components/email-directory-page').then((m) => ({ default: m.EmailDirectoryPage })),
);

const TrackingPage = lazy(() => import(/* webpackChunkName: "page-track-token" */ '../features/tracking/components/tracking-page').then((m) => ({ default: m.TrackingPage })));

const pages: Record<string, ComponentType> = {
  [PATHS.quoteCalculator]: QuoteCalculatorPage,
  [PATHS.emails]: EmailDirectoryPage,
  [PATHS.track]: TrackingPage,
};

export default pages;
