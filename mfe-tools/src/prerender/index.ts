import { createElement } from 'react';
import { PATHS } from '@freight/domain';
import { renderPage, type PrerenderedPage } from '@freight/platform/prerender';
import { EmailDirectoryPage } from '../features/email-directory/components/email-directory-page';
import { QuoteCalculatorPage } from '../features/quote-calculator/components/quote-calculator-page';

/**
 * The pages this remote prerenders at build time (infra/webpack/create-prerender-config.cjs): both
 * tools read, and the directory's links work, before the app has loaded; the calculator's fields
 * wait for it.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return {
    [PATHS.quoteCalculator]: renderPage(createElement(QuoteCalculatorPage), PATHS.quoteCalculator),
    [PATHS.emails]: renderPage(createElement(EmailDirectoryPage), PATHS.emails),
  };
}
