import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { AppProviders } from '../app-providers';
import { createStore, type AppStore, type RootState } from '../store';

export { makeUser, signedOutAnswer } from './fixtures';
export { mockApi, type MockApi, type MockHandler, type MockHandlers, type MockReply, type MockRequest } from './mock-api';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the MemoryRouter (default '/'). */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  userEventOptions?: UserEventOptions;
}

const usingFakeTimers = () => typeof jest !== 'undefined' && 'clock' in setTimeout;

/**
 * Renders `ui` with what the shell gives every page: a fresh store, theme, router and toaster.
 * Returns RTL's result plus `store`, a ready `user` (userEvent.setup, fake-timer aware) and `location()`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', preloadedState, store = createStore(preloadedState), userEventOptions, ...renderOptions } = options;
  const current: { location: Location | null } = { location: null };

  function LocationProbe() {
    current.location = useLocation();
    return null;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders store={store}>
          <LocationProbe />
          {children}
        </AppProviders>
      </MemoryRouter>
    );
  }

  const user = userEvent.setup({
    // No pause between keystrokes: long forms would otherwise crawl on a busy machine.
    delay: null,
    ...(usingFakeTimers() ? { advanceTimers: jest.advanceTimersByTime } : {}),
    ...userEventOptions,
  });
  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return {
    ...result,
    store,
    user,
    /** The router's current location (after navigations done by the page). */
    location: () => current.location as Location,
  };
}

/**
 * The one visible toast (the toaster shows at most one). Looked for inside the notification region,
 * which arrives with the first toast: Radix also announces it through a live region of its own.
 */
export async function findToast() {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  return within(region).findByRole('status');
}
