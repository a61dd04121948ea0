import { screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '@freight/domain';
import { baseApi } from '../base-api';
import { makeUser, mockApi, renderWithProviders, signedOutAnswer, type MockApi } from '../testing';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';

const customerQuotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    customerQuotesForTest: build.query<unknown[], void>({ query: () => 'api/customer-quotes', providesTags: ['CustomerQuote'] }),
  }),
});

const user = makeUser({ id: 7, username: 'shipper7', createdAt: '2024-01-01T00:00:00.000Z' });

function Portal() {
  const { user: current } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  customerQuotesApi.useCustomerQuotesForTestQuery(undefined, { skip: !current });
  return (
    <div>
      <p>{current ? `Signed in as ${current.username}` : 'Signed out'}</p>
      <button onClick={logout}>{isLoggingOut ? 'Logging out...' : 'Logout'}</button>
    </div>
  );
}

const cachedQueries = (state: ReturnType<ReturnType<typeof renderWithProviders>['store']['getState']>) =>
  Object.values(state.api.queries).map((q) => q?.endpointName);

describe('useLogout', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('clears the user and the customer quotes, toasts Logged Out, then goes to / after ~100 ms', async () => {
    let signedIn = true;
    api = mockApi({
      'GET /api/user': () => (signedIn ? { body: user } : signedOutAnswer),
      'GET /api/customer-quotes': { body: [{ id: 1 }] },
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const view = renderWithProviders(<Portal />, { route: PATHS.dashboard });
    await screen.findByText('Signed in as shipper7');
    await waitFor(() => expect(cachedQueries(view.store.getState())).toContain('customerQuotesForTest'));

    await view.user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(cachedQueries(view.store.getState())).not.toContain('customerQuotesForTest');
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.home));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
    expect(api.callsTo('POST /api/logout')[0].body).toBeUndefined();
  });

  it('shows the pending state while the call runs', async () => {
    let finish: () => void = () => undefined;
    api = mockApi({
      'GET /api/user': { body: user },
      'POST /api/logout': () => new Promise((resolve) => (finish = () => resolve({ body: {} }))),
    });
    const view = renderWithProviders(<Portal />, { route: PATHS.dashboard });
    await screen.findByText('Signed in as shipper7');
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.home));
  });

  it('logs the error, toasts Logout Failed and still goes to / when the call fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({
      'GET /api/user': { body: user },
      'POST /api/logout': { status: 503, body: { message: 'Database unavailable' } },
    });
    const view = renderWithProviders(<Portal />, { route: PATHS.dashboard });
    await screen.findByText('Signed in as shipper7');

    await view.user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 503 }));
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.home));
    consoleError.mockRestore();
  });

  it('ends on / from a page that sends signed-out visitors to /login, never passing through /login', async () => {
    let signedIn = true;
    api = mockApi({
      'GET /api/user': () => (signedIn ? { body: user } : signedOutAnswer),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const visited: string[] = [];
    function Trail() {
      const { pathname } = useLocation();
      if (visited.at(-1) !== pathname) visited.push(pathname);
      return null;
    }
    // The portal dashboard's guard, as the page has it.
    function GuardedDashboard() {
      const { user: current, isLoading } = useCurrentUser();
      const { logout, isLoggingOut } = useLogout();
      if (isLoading || (isLoggingOut && !current)) return <p>Logging out...</p>;
      if (!current) return <Navigate to={PATHS.login} replace />;
      return <button onClick={() => void logout()}>Logout</button>;
    }
    const view = renderWithProviders(
      <>
        <Trail />
        <Routes>
          <Route path={PATHS.home} element={<p>Home page</p>} />
          <Route path={PATHS.login} element={<p>Login page</p>} />
          <Route path={PATHS.dashboard} element={<GuardedDashboard />} />
        </Routes>
      </>,
      { route: PATHS.dashboard },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // Give a late redirect every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(view.location().pathname).toBe(PATHS.home);
    expect(visited).toEqual([PATHS.dashboard, PATHS.home]);
  });
});
