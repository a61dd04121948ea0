import { screen } from '@testing-library/react';
import { EARLY_TAB_CHOICE, SESSION_HINT_COOKIE } from '@freight/domain';
import { earlyBoot, LIVE_EVENT } from '../boot/early-boot';
import { createStore } from '../store';
import { mockApi, renderWithProviders, signedOutAnswer, type MockApi } from '../testing';
import { adoptEarlySession } from './auth-api';
import { useCurrentUser } from './use-current-user';

function Who() {
  const { user, isLoading, isAuthenticated, isAdmin } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return <p>{isAuthenticated ? `${user?.username} admin=${String(isAdmin)}` : 'anonymous'}</p>;
}

describe('useCurrentUser', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('treats a 401 as an anonymous session, asking only once (no retry)', async () => {
    api = mockApi({ 'GET /api/user': signedOutAnswer });
    renderWithProviders(<Who />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('does not ask at all in a browser that never signed in (no session hint cookie)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    api = mockApi({ 'GET /api/user': { body: { id: 3, username: 'Admin', isAdmin: true, isActive: true } } });
    renderWithProviders(<Who />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('returns the signed-in user with the cookie-carrying request', async () => {
    api = mockApi({ 'GET /api/user': { body: { id: 3, username: 'Admin', isAdmin: true, isActive: true } } });
    renderWithProviders(<Who />);
    expect(await screen.findByText('Admin admin=true')).toBeInTheDocument();
  });

  it('takes the answer the page asked for while the app loaded, instead of asking again, once', async () => {
    api = mockApi({ 'GET /api/user': { body: { id: 7, username: 'dana', isAdmin: false, isActive: true } } });
    document.body.innerHTML = '<div id="root"></div>';
    earlyBoot(window, { scripts: [], registryId: 'r', guardId: 'g', tabChoice: EARLY_TAB_CHOICE, session: { cookie: SESSION_HINT_COOKIE, url: '/api/user' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
    // A page that is not hydrated shows the signed-in page on its first render.
    const store = createStore();
    adoptEarlySession(store.dispatch);
    renderWithProviders(<Who />, { store });
    expect(screen.getByText('dana admin=false')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
    document.dispatchEvent(new Event(LIVE_EVENT));
  });
});
