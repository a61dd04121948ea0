import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, theme } from '@freight/ui';
import { TIMING } from '@freight/domain';
import type { AppStore } from './store';
import { ToastProvider } from './toast/toast-context';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * Everything a page needs from its host: the one store, theme + global style, tooltips and toasts.
 * The caller puts a Router around it so toasts may contain links.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <TooltipProvider delayMs={TIMING.tooltipDelayMs} skipDelayMs={TIMING.tooltipSkipDelayMs}>
          <ToastProvider>{children}</ToastProvider>
        </TooltipProvider>
      </ThemeProvider>
    </Provider>
  );
}
