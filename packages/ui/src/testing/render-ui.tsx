import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { TooltipProvider } from '../components/tooltip-provider';

/** The design system's own test wrapper (ui must not depend on @freight/platform). */
export function renderUi(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <TooltipProvider>{children}</TooltipProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper });
}
